import {
  CompanyRepository,
  NotFoundError,
  NotPermittedError,
  SessionGateway,
  type SessionInfo,
  type ValidationError,
} from '@tender/domain';
import type { Container } from 'inversify';
import { beforeAll, describe, expect, it } from 'vitest';
import { failureOf, freshName, type MakeContainer, signedInContainer } from './contract-kit';

const fieldsOf = (error: Error) => (error as ValidationError).fields.map((f) => f.field);

/**
 * CompanyRepository (AbpCompany/GetPaged, Create, Update, §3, ADR 0014): the tenant's agency offices,
 * administered by the Admin; the header's own lookup (SessionGateway.companyById) reads the same rows.
 */
export function describeCompanyContract(name: string, make: MakeContainer): void {
  describe(`company contract: ${name}`, () => {
    let container: Container;
    let admin: SessionInfo;
    let companies: CompanyRepository;
    beforeAll(async () => {
      ({ container, session: admin } = await signedInContainer(make));
      companies = container.get<CompanyRepository>(CompanyRepository);
    });

    it("lists the tenant's companies, the demo users' among them as the header shows it", async () => {
      const page = await companies.getPaged({ MaxResultCount: 1000 });
      expect(page.totalCount).toBe(page.items.length);
      const own = page.items.find((c) => c.id === admin.user.companyId);
      expect(own).toBeDefined();
      expect(await container.get<SessionGateway>(SessionGateway).companyById(own!.id)).toEqual(own);
      expect((await companies.getPaged()).items).toHaveLength(Math.min(10, page.totalCount));
    });

    it('creates companies, finds them by a word of the name or code and pages them by name; updates one', async () => {
      const word = freshName('co');
      const alpha = await companies.create({
        name: `${word} Alpha`,
        code: `${word}A`,
        address: ' 杭州市 ',
        phone: '',
      });
      expect(alpha).toEqual({
        id: alpha.id,
        name: `${word} Alpha`,
        code: `${word}A`,
        address: '杭州市',
        phone: null,
      });
      const beta = await companies.create({ name: `${word} Beta` });
      expect(beta).toEqual({ id: beta.id, name: `${word} Beta`, code: null, address: null, phone: null });

      expect(await companies.getPaged({ Keyword: word.toUpperCase(), MaxResultCount: 1 })).toEqual({
        totalCount: 2,
        items: [alpha],
      });
      expect(await companies.getPaged({ Keyword: `${word}a`, MaxResultCount: 5 })).toEqual({
        totalCount: 1,
        items: [alpha],
      });
      expect((await companies.getPaged({ Keyword: word, MaxResultCount: 1, SkipCount: 1 })).items).toEqual([
        beta,
      ]);

      const moved = await companies.update({
        id: beta.id,
        name: `${word} Beta 2`,
        code: 'B2',
        address: null,
        phone: '0571-88000001',
      });
      expect(moved).toEqual({
        id: beta.id,
        name: `${word} Beta 2`,
        code: 'B2',
        address: null,
        phone: '0571-88000001',
      });
      expect(await container.get<SessionGateway>(SessionGateway).companyById(beta.id)).toEqual(moved);
    });

    it('a field the rules refuse is ValidationError naming it; an unknown company is NotFoundError', async () => {
      const before = await companies.getPaged({ MaxResultCount: 1000 });
      expect(fieldsOf(await failureOf(companies.create({ name: ' ' })))).toEqual(['name']);
      expect(fieldsOf(await failureOf(companies.create({ name: 'x', code: 'c'.repeat(51) })))).toEqual([
        'code',
      ]);
      const missing = await failureOf(companies.update({ id: 987_654, name: 'x' }));
      expect(missing).toBeInstanceOf(NotFoundError);
      expect(missing).toMatchObject({ entity: 'Company', id: 987_654 });
      expect(await companies.getPaged({ MaxResultCount: 1000 })).toEqual(before);
    });

    it('is refused to anyone but an Admin (NotPermittedError)', async () => {
      const { container: manager } = await signedInContainer(make, 'manager');
      const theirs = manager.get<CompanyRepository>(CompanyRepository);
      const own = admin.user.companyId ?? 1;
      for (const call of [
        theirs.getPaged(),
        theirs.create({ name: 'x' }),
        theirs.update({ id: own, name: 'x' }),
      ]) {
        expect(await failureOf(call)).toBeInstanceOf(NotPermittedError);
      }
    });
  });
}
