import {
  LibraryHistorySource,
  LibraryRepository,
  NotFoundError,
  RecordRepository,
  SaveProject,
  type ValidationError,
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

let seed = (Math.floor(Date.now() / 1000) % 90_000_000) + 3_000_000;
const freshCode = () => aCreditCode(++seed);

/**
 * LibraryHistorySource (Bidder, Agency and Purchaser GetHistory): a bidder's projects from the records
 * naming it, with its win read from a passing qualification result and its objections; a purchaser's
 * projects by its purchaser unit — read alike from the in-memory module and the server.
 */
export function describeLibraryHistoryContract(name: string, make: MakeContainer): void {
  describe(`library history contract: ${name}`, () => {
    let container: Container;
    let histories: LibraryHistorySource;
    let libraries: LibraryRepository;
    const aProject = (fields: object = {}) =>
      container.get(SaveProject).execute({
        projectName: '履历契约项目',
        projectNum: uniqueProjectNum('HIS'),
        biddingMethod: '公开招标',
        ...fields,
      });

    beforeAll(async () => {
      ({ container } = await signedInContainer(make, 'agent'));
      histories = container.get<LibraryHistorySource>(LibraryHistorySource);
      libraries = container.get<LibraryRepository>(LibraryRepository);
    });

    it('gives a bidder’s project with its sign-up, its passing result as a win, and its objection', async () => {
      const bidder = await libraries.create('bidder', {
        name: `${freshName('his')} 建设有限公司`,
        creditCode: freshCode(),
      });
      const project = await aProject();
      const records = container.get<RecordRepository>(RecordRepository);
      const supplierName = bidder.name;
      await records.create('signUp', {
        projectId: project.id,
        supplierName,
        signUp_state: '1',
        signUp_tenderDoc: null,
      });
      await records.create('qualificationResult', {
        projectId: project.id,
        supplierName,
        qualificationResult_result: '通过',
        qualificationResult_groupId: 1,
      });
      await records.create('objection', {
        projectId: project.id,
        supplierName,
        content: '异议',
        objection_status: '未处理',
      });
      const history = await histories.history('bidder', { Id: bidder.id });
      expect(history.totals).toEqual({ projects: 1, signUps: 1, wins: 1, objections: 1 });
      expect(history.items).toEqual([
        expect.objectContaining({
          projectId: project.id,
          projectName: '履历契约项目',
          bidder: expect.objectContaining({
            signUpState: '1',
            results: [{ groupId: 1, result: '通过' }],
            won: true,
            objections: [expect.objectContaining({ status: '未处理' })],
          }),
        }),
      ]);
    });

    it('gives a purchaser’s projects', async () => {
      const purchaser = await libraries.create('purchaser', {
        name: `${freshName('his')} 采购中心`,
        creditCode: freshCode(),
      });
      const project = await aProject({ purchaserUnit: purchaser.name });
      const history = await histories.history('purchaser', { Id: purchaser.id });
      expect(history.items.map((row) => [row.projectId, row.bidder])).toEqual([[project.id, null]]);
      expect(history.totalCount).toBe(1);
    });

    it('lets a viewer, who may get an entry, read its history', async () => {
      const { container: viewer } = await signedInContainer(make, 'viewer');
      const [entry] = (
        await viewer.get<LibraryRepository>(LibraryRepository).getPaged('bidder', { MaxResultCount: 1 })
      ).items;
      if (!entry) throw new Error('the demo bidder library is empty');
      const history = await viewer
        .get<LibraryHistorySource>(LibraryHistorySource)
        .history('bidder', { Id: entry.id });
      expect(history.totalCount).toBeGreaterThanOrEqual(0);
    });

    it('names a bad page size, and finds no entry that is not there', async () => {
      const bad = await failureOf(histories.history('agency', { Id: 1, MaxResultCount: 1000 }));
      expect((bad as ValidationError).fields.map((f) => f.field)).toEqual(['MaxResultCount']);
      const missing = await failureOf(histories.history('agency', { Id: 987_654_321 }));
      expect(missing).toBeInstanceOf(NotFoundError);
    });
  });
}
