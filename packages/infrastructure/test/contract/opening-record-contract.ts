import {
  businessDateTimeOf,
  ConflictError,
  NotFoundError,
  NotPermittedError,
  OpeningRecordRepository,
  SaveProject,
  type ValidationError,
} from '@tender/domain';
import type { Container } from 'inversify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_PASSWORD,
  failureOf,
  type MakeContainer,
  signedInContainer,
  switchUser,
  uniqueProjectNum,
} from './contract-kit';

const fieldsOf = (error: Error) => (error as ValidationError).fields.map((f) => f.field).sort();

/**
 * OpeningRecordRepository (OpeningRecord: Get, SaveBid, RemoveBid, Import, Confirm; ADR 0019): bids
 * judged by their bond, a bidder once per package, nothing received later than now, an import all or
 * nothing, a confirmed package locked, reading for a viewer and writing not.
 */
export function describeOpeningRecordContract(name: string, make: MakeContainer): void {
  describe(`opening record contract: ${name}`, () => {
    let container: Container;
    let opening: OpeningRecordRepository;
    let projectId: number;
    let bonded: number;
    let free: number;
    const anHourAgo = () => new Date(Date.now() - 3_600_000).toISOString();
    beforeAll(async () => {
      ({ container } = await signedInContainer(make));
      opening = container.get<OpeningRecordRepository>(OpeningRecordRepository);
      const project = await container.get(SaveProject).execute({
        projectName: '契约开标项目',
        projectNum: uniqueProjectNum('OPEN'),
        biddingMethod: '公开招标',
        sGroupList: [
          {
            groupNumber: '包1',
            groupName: '设备',
            bondAmount: '5000' as never,
            isGroupBid: false,
            groupSort: 1,
          },
          { groupNumber: '包2', groupName: '服务', isGroupBid: false, groupSort: 2 },
        ],
      });
      projectId = project.id;
      [bonded, free] = project.sGroupList.map((group) => group.id as number) as [number, number];
    });
    const bid = (fields: object = {}) => ({
      projectId,
      groupId: bonded,
      bidder: '甲公司',
      price: '1000.10',
      durationDays: 60,
      bondPaid: true,
      receivedAt: anHourAgo(),
      ...fields,
    });

    it('starts with every package empty, and judges each bid by its package’s bond', async () => {
      const empty = await opening.get(projectId);
      expect(empty).toMatchObject({ projectId, deadline: null });
      expect(empty.packages.map((p) => [p.groupId, p.bids.length, p.outcome])).toEqual([
        [bonded, 0, 'retender'],
        [free, 0, 'retender'],
      ]);
      await opening.saveBid(bid());
      await opening.saveBid(bid({ bidder: '乙公司', bondPaid: false, price: 999 }));
      const record = await opening.saveBid(bid({ groupId: free, bondPaid: false }));
      expect(record.packages[0]?.bids.map((b) => [b.bidder, b.standing, b.price])).toEqual([
        ['甲公司', 'valid', '1000.10'],
        ['乙公司', 'noBond', '999.00'],
      ]);
      expect(record.packages[1]?.bids.map((b) => b.standing)).toEqual(['valid']);
    });

    it('names bad fields, refuses a second bid of a bidder and a time later than now', async () => {
      expect(fieldsOf(await failureOf(opening.saveBid(bid({ bidder: '', durationDays: 0 }))))).toEqual([
        'bidder',
        'durationDays',
      ]);
      expect(fieldsOf(await failureOf(opening.saveBid(bid())))).toEqual(['bidder']);
      const later = new Date(Date.now() + 3_600_000).toISOString();
      expect(
        fieldsOf(await failureOf(opening.saveBid(bid({ bidder: '丙公司', receivedAt: later })))),
      ).toEqual(['receivedAt']);
      expect(await failureOf(opening.get(987_654_321))).toBeInstanceOf(NotFoundError);
    });

    it('imports a CSV file laid out as the export, all or nothing', async () => {
      const csv = (rows: string[]) => ({
        fileName: 'bids.csv',
        bytes: new TextEncoder().encode(
          ['Bid package,Bidder,Bid price (yuan),Duration (days),Bond,Received', ...rows].join('\r\n'),
        ).buffer as ArrayBuffer,
      });
      // Before the bid entered above (an hour ago), so the package lists the imported ones first.
      const time = businessDateTimeOf(new Date(Date.now() - 2 * 3_600_000));
      const refused = await failureOf(
        opening.importBids(
          projectId,
          csv([`包2,己公司,10,30,paid,${time}`, `包2,甲公司,10,30,paid,${time}`]),
        ),
      );
      expect(fieldsOf(refused)).toEqual(['row 3.Bidder']);
      expect((await opening.get(projectId)).packages[1]?.bids).toHaveLength(1);
      const imported = await opening.importBids(
        projectId,
        csv([`包2 服务,己公司,"1,000",30,not paid,${time}`, `包2,庚公司,12.5,30,paid,${time}`]),
      );
      expect(imported.packages[1]?.bids.map((b) => [b.bidder, b.price, b.standing])).toEqual([
        ['己公司', '1000.00', 'valid'],
        ['庚公司', '12.50', 'valid'],
        ['甲公司', '1000.10', 'valid'],
      ]);
    });

    it('edits and removes a bid, then locks the package once confirmed', async () => {
      const [first, second] = (await opening.get(projectId)).packages[0]?.bids ?? [];
      const edited = await opening.saveBid(bid({ id: second?.id, bidder: '乙公司', bondPaid: true }));
      expect(edited.packages[0]?.validBids).toBe(2);
      const removed = await opening.removeBid(projectId, second?.id as number);
      expect(removed.packages[0]?.bids.map((b) => b.bidder)).toEqual(['甲公司']);
      const confirmed = await opening.confirm(projectId, bonded);
      expect(confirmed.packages[0]?.confirmedAt).toEqual(expect.any(String));
      expect(await failureOf(opening.saveBid(bid({ bidder: '丁公司' })))).toBeInstanceOf(ConflictError);
      expect(await failureOf(opening.removeBid(projectId, first?.id as number))).toBeInstanceOf(
        ConflictError,
      );
      expect(await failureOf(opening.confirm(projectId, bonded))).toBeInstanceOf(ConflictError);
      expect((await opening.get(projectId)).packages[0]?.bids).toHaveLength(1);
      const locked = await failureOf(
        opening.importBids(projectId, {
          fileName: 'bids.csv',
          bytes: new TextEncoder().encode(
            `标包,投标人,投标报价（元）,工期（天）,保证金,递交时间\r\n包1,丁公司,1,1,已缴纳,${businessDateTimeOf(new Date(Date.now() - 60_000))}`,
          ).buffer as ArrayBuffer,
        }),
      );
      expect(fieldsOf(locked)).toEqual(['row 2.标包']);
    });

    it('lets a viewer read and not write', async () => {
      await switchUser(container, 'viewer', DEMO_PASSWORD);
      expect((await opening.get(projectId)).packages).toHaveLength(2);
      expect(await failureOf(opening.saveBid(bid({ groupId: free, bidder: '戊公司' })))).toBeInstanceOf(
        NotPermittedError,
      );
      const file = { fileName: 'bids.csv', bytes: new ArrayBuffer(0) };
      expect(await failureOf(opening.importBids(projectId, file))).toBeInstanceOf(NotPermittedError);
      await switchUser(container, 'admin', DEMO_PASSWORD);
    });
  });
}
