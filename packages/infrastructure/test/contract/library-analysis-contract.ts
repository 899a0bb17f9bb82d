import {
  addMoney,
  businessMonthOf,
  LibraryAnalysisSource,
  LibraryRepository,
  type Money,
  RecordRepository,
  SaveProject,
  SessionGateway,
  type ValidationError,
  ZERO,
} from '@tender/domain';
import { aCreditCode } from '@tender/domain/testing';
import type { Container } from 'inversify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  failureOf,
  freshName,
  type MakeContainer,
  signedInContainer,
  uniqueProjectNum,
} from './contract-kit';

let seed = (Math.floor(Date.now() / 1000) % 90_000_000) + 5_000_000;
const freshCode = () => {
  seed += 1;
  return aCreditCode(seed);
};

/**
 * LibraryAnalysisSource (Bidder, Agency and Purchaser GetAnalysis): this month's projects of a library's
 * entries holding a word — a purchaser named by the purchaser unit, an agency by the registering staff's
 * company, a bidder by its sign-ups, its win read from a passing qualification result — counted and
 * ranked alike by the in-memory module and the server.
 */
export function describeLibraryAnalysisContract(name: string, make: MakeContainer): void {
  describe(`library analysis contract: ${name}`, () => {
    let container: Container;
    let analysis: LibraryAnalysisSource;
    let libraries: LibraryRepository;
    let companyId: number | null;
    const thisMonth = () => businessMonthOf(new Date());
    const aProject = (fields: object) =>
      container.get(SaveProject).execute({
        projectName: '分析契约项目',
        projectNum: uniqueProjectNum('ANA'),
        biddingMethod: '公开招标',
        ...fields,
      });

    beforeAll(async () => {
      let session: Awaited<ReturnType<typeof signedInContainer>>['session'];
      ({ container, session } = await signedInContainer(make, 'agent'));
      companyId = session.user.companyId;
      analysis = container.get<LibraryAnalysisSource>(LibraryAnalysisSource);
      libraries = container.get<LibraryRepository>(LibraryRepository);
    });

    it('counts a purchaser’s projects of the month and ranks it, with its area', async () => {
      const word = freshName('ana');
      const purchaser = await libraries.create('purchaser', {
        name: `${word} 采购中心`,
        creditCode: freshCode(),
        area: '浙江省',
      });
      await aProject({ purchaserUnit: purchaser.name, projectBudget: '1000.50' });
      await aProject({ purchaserUnit: purchaser.creditCode.toLowerCase(), projectBudget: '2000' });
      await aProject({ purchaserUnit: `${word} 不在库中`, projectBudget: '7' });
      expect(await analysis.analyse('purchaser', { Keyword: word, Months: 1 })).toEqual({
        kind: 'purchaser',
        months: [{ month: thisMonth(), projects: 2, amount: '3000.50' }],
        topEntries: [{ id: purchaser.id, name: purchaser.name, projects: 2, amount: '3000.50' }],
        bidderOutcomes: [],
        byArea: { items: [{ name: '浙江省', total: 1 }], rest: 0 },
        byIndustry: { items: [], rest: 0 },
      });
    });

    it('counts an agency’s projects: those registered by staff of the company it names', async () => {
      if (companyId === null) throw new Error('the demo agent belongs to a company');
      const company = await container.get<SessionGateway>(SessionGateway).companyById(companyId);
      const code = freshCode();
      const agency = await libraries.create('agency', { name: company.name, creditCode: code });
      const before = (await analysis.analyse('agency', { Keyword: code, Months: 1 })).topEntries[0];
      await aProject({ projectBudget: '300' });
      const after = await analysis.analyse('agency', { Keyword: code, Months: 1 });
      expect(after.topEntries).toEqual([
        {
          id: agency.id,
          name: company.name,
          projects: (before?.projects ?? 0) + 1,
          amount: addMoney((before?.amount ?? ZERO) as Money, '300.00' as Money),
        },
      ]);
    });

    it('counts a bidder’s sign-ups and wins, a passing qualification result being a win', async () => {
      const word = freshName('ana');
      const bidder = await libraries.create('bidder', {
        name: `${word} 建设有限公司`,
        creditCode: freshCode(),
        industry: '建筑业',
      });
      const records = container.get<RecordRepository>(RecordRepository);
      const project = await aProject({ projectBudget: '100' });
      await records.create('signUp', {
        projectId: project.id,
        supplierName: bidder.name,
        signUp_state: '1',
        signUp_tenderDoc: null,
      });
      await records.create('qualificationResult', {
        projectId: project.id,
        supplierName: bidder.name,
        qualificationResult_result: '通过',
        qualificationResult_groupId: 1,
      });
      const reply = await analysis.analyse('bidder', { Keyword: word });
      expect(reply.bidderOutcomes).toEqual([
        { id: bidder.id, name: bidder.name, signUps: 1, wins: 1, winRate: 1 },
      ]);
      expect(reply.months.at(-1)).toEqual({ month: thisMonth(), projects: 1, amount: '100.00' });
      expect(reply.months).toHaveLength(12);
      expect(reply.byIndustry).toEqual({ items: [{ name: '建筑业', total: 1 }], rest: 0 });
      expect(reply.topEntries).toEqual([]);
    });

    it('names a bad span of months; a viewer, who may query the library, reads it', async () => {
      const bad = await failureOf(analysis.analyse('agency', { Months: 0 }));
      expect((bad as ValidationError).fields.map((f) => f.field)).toEqual(['Months']);
      const { container: viewer } = await signedInContainer(make, 'viewer');
      const read = await viewer
        .get<LibraryAnalysisSource>(LibraryAnalysisSource)
        .analyse('bidder', { Months: 6 });
      expect(read).toMatchObject({ kind: 'bidder', topEntries: [] });
      expect(read.months.map((m) => m.month).at(-1)).toBe(thisMonth());
    });
  });
}
