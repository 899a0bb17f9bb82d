import { describe, expect, it } from 'vitest';
import {
  type BidderRecord,
  bidderHistory,
  type HistoryProject,
  libraryHistoryQuerySchema,
  namedProjectsHistory,
  withProjects,
} from './library-history';

const project = (
  projectId: number,
  registeredAt = `2026-0${projectId}-01T00:00:00.000Z`,
): HistoryProject => ({
  projectId,
  projectName: `项目${projectId}`,
  projectNum: `P-${projectId}`,
  state: 3,
  registeredAt,
});
const NAME = '杭州明远建设有限公司';
const ALL = { SkipCount: 0, MaxResultCount: 100 };
const signUp = (projectId: number, at: string, supplierName = NAME): BidderRecord => ({
  type: 'signUp',
  fact: { projectId, supplierName, signUp_state: '1', creationTime: at },
});
const result = (projectId: number, groupId: number, passed: boolean): BidderRecord => ({
  type: 'qualificationResult',
  fact: {
    projectId,
    supplierName: NAME,
    qualificationResult_groupId: groupId,
    qualificationResult_result: passed ? '通过' : '不通过',
  },
});

describe('a bidder’s history', () => {
  it('gives one row per project with the sign-up, purchase, results per package, win and objections', () => {
    const history = bidderHistory(
      NAME,
      [
        signUp(1, '2026-01-02T00:00:00.000Z'),
        {
          type: 'qualificationPurchase',
          fact: { projectId: 1, supplierName: NAME, qualificationPurchase_state: '0' },
        },
        result(1, 12, false),
        result(1, 11, true),
        {
          type: 'objection',
          fact: {
            projectId: 1,
            supplierName: NAME,
            objection_status: '已处理',
            creationTime: '2026-01-09T00:00:00.000Z',
          },
        },
        {
          type: 'objection',
          fact: {
            projectId: 1,
            supplierName: NAME,
            objection_status: '未处理',
            creationTime: '2026-01-05T00:00:00.000Z',
          },
        },
      ],
      ALL,
    );
    expect(withProjects(history, [project(1), project(2)]).items).toEqual([
      {
        ...project(1),
        bidder: {
          signUpState: '1',
          signedUpAt: '2026-01-02T00:00:00.000Z',
          purchaseState: '0',
          results: [
            { groupId: 11, result: '通过' },
            { groupId: 12, result: '不通过' },
          ],
          won: true,
          objections: [
            { status: '未处理', raisedAt: '2026-01-05T00:00:00.000Z' },
            { status: '已处理', raisedAt: '2026-01-09T00:00:00.000Z' },
          ],
        },
      },
    ]);
    expect(history.totals).toEqual({ projects: 1, signUps: 1, wins: 1, objections: 2 });
  });

  it('puts the project with the newest record first, and leaves out others’ records', () => {
    const history = bidderHistory(
      NAME,
      [
        signUp(1, '2026-03-01T00:00:00.000Z'),
        signUp(2, '2026-02-01T00:00:00.000Z'),
        signUp(3, '2026-04-01T00:00:00.000Z', '另一家公司'),
        result(2, 1, true),
      ],
      ALL,
    );
    expect(history.rows.map((row) => row.projectId)).toEqual([1, 2]);
    expect(history.totals).toEqual({ projects: 2, signUps: 2, wins: 1, objections: 0 });
  });

  it('keeps a project where the bidder only objected, with no sign-up and no win', () => {
    const history = bidderHistory(
      NAME,
      [{ type: 'objection', fact: { projectId: 4, supplierName: NAME, objection_status: '未处理' } }],
      ALL,
    );
    expect(history.rows[0]?.bidder).toMatchObject({
      signUpState: null,
      signedUpAt: null,
      won: false,
      objections: [{ raisedAt: null }],
    });
    expect(history.totals).toEqual({ projects: 1, signUps: 0, wins: 0, objections: 1 });
  });

  it('orders projects with no timed record after the timed ones, the larger project id first', () => {
    const history = bidderHistory(
      NAME,
      [result(1, 1, false), result(3, 1, false), signUp(2, '2026-01-01T00:00:00.000Z')],
      ALL,
    );
    expect(history.rows.map((row) => row.projectId)).toEqual([2, 3, 1]);
  });

  it('leaves out a row whose project was not read (deleted meanwhile)', () => {
    const history = bidderHistory(
      NAME,
      [signUp(1, '2026-01-01T00:00:00.000Z'), signUp(2, '2026-01-02T00:00:00.000Z')],
      ALL,
    );
    expect(withProjects(history, [project(1)]).items.map((row) => row.projectId)).toEqual([1]);
  });
});

describe('a purchaser’s or an agency’s history', () => {
  it('lists the projects naming it, registered last first, with no bidder facts', () => {
    const { items: rows, totals } = namedProjectsHistory([project(1), project(3), project(2)], ALL);
    expect(rows.map((row) => [row.projectId, row.bidder])).toEqual([
      [3, null],
      [2, null],
      [1, null],
    ]);
    expect(totals).toEqual({ projects: 3, signUps: 0, wins: 0, objections: 0 });
  });
});

describe('a page of history', () => {
  const page = libraryHistoryQuerySchema.parse({ Id: 1, SkipCount: 2, MaxResultCount: 2 });

  it('slices a purchaser’s rows and keeps the totals of all', () => {
    const history = namedProjectsHistory(
      [1, 2, 3, 4, 5].map((id) => project(id)),
      page,
    );
    expect(history.items.map((row) => row.projectId)).toEqual([3, 2]);
    expect(history.totalCount).toBe(5);
    expect(history.totals.projects).toBe(5);
  });

  it('fills in only a bidder’s rows of the page, counting the totals over all', () => {
    const history = bidderHistory(
      NAME,
      [1, 2, 3, 4, 5].flatMap((id) => [
        signUp(id, `2026-0${id}-02T00:00:00.000Z`),
        result(id, 1, id % 2 === 1),
      ]),
      page,
    );
    expect(history.rows.map((row) => [row.projectId, row.bidder?.won])).toEqual([
      [3, true],
      [2, false],
    ]);
    expect(history.totalCount).toBe(5);
    expect(history.totals).toEqual({ projects: 5, signUps: 5, wins: 3, objections: 0 });
  });

  it.each([
    [{}, 'Id'],
    [{ Id: 'x' }, 'Id'],
    [{ Id: 1, MaxResultCount: 101 }, 'MaxResultCount'],
    [{ Id: 1, SkipCount: -1 }, 'SkipCount'],
  ])('refuses %j, naming %s', (query, field) => {
    const parsed = libraryHistoryQuerySchema.safeParse(query);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual([field]);
  });

  it('defaults to the first page of ten', () => {
    expect(libraryHistoryQuerySchema.parse({ Id: '7' })).toEqual({ Id: 7, SkipCount: 0, MaxResultCount: 10 });
  });
});
