import { describe, expect, it } from 'vitest';
import type { Money } from '../shared/money';
import { type ComplianceSources, complianceFactsOf } from './compliance-facts';
import { projectDeadlinesOf } from './project-deadlines';

const project: ComplianceSources['project'] = {
  biddingMethod: '公开招标',
  capitalSource: '自有资金',
  isTenderByLaw: true,
  sGroupList: [
    {
      id: 1,
      groupNumber: '包1',
      groupName: '设备',
      groupSort: 1,
      isGroupBid: false,
      bondAmount: '5000.00' as Money,
    },
    { id: 2, groupNumber: '包2', groupName: '服务', groupSort: 2, isGroupBid: false, bondAmount: null },
  ],
};
const none: Omit<ComplianceSources, 'project'> = {
  notices: [],
  tenderDocuments: [],
  clarifications: [],
  objections: [],
  contracts: [],
};
const notice = (
  noticeType: '0' | '1' | '4' | '5',
  publishTime: string | null,
  endTime: string | null = null,
) => ({
  noticeType,
  publishTime,
  endTime,
});

describe('the facts of a project, from what the platform stores', () => {
  it('has nothing yet for a project with nothing published: every bound waits', () => {
    const facts = complianceFactsOf({ project, ...none });
    expect(facts).toMatchObject({
      biddingMethod: '公开招标',
      regime: 'tendering',
      documentsIssuedAt: null,
      bidDeadline: null,
      corrections: [],
      objections: [],
      resultPublicityAt: null,
      resultAnnouncementAt: null,
      contractSignedOn: null,
      bondsCharged: true,
    });
    const report = projectDeadlinesOf(5, facts, new Date('2026-11-20T02:00:00Z'));
    expect(report.bounds.every((bound) => bound.status === 'waiting')).toBe(true);
    expect(report).toMatchObject({ projectId: 5, regime: 'tendering', now: '2026-11-20T02:00:00.000Z' });
  });

  it('issues the documents with their first published version, else with the first tender notice', () => {
    const notices = [
      notice('0', '2026-11-03T01:00:00Z', '2026-11-25T01:00:00Z'),
      notice('0', '2026-11-02T01:00:00Z', '2026-11-24T01:00:00Z'),
      notice('0', null, '2026-12-30T01:00:00Z'),
    ];
    expect(complianceFactsOf({ project, ...none, notices }).documentsIssuedAt).toBe('2026-11-02T01:00:00Z');
    const tenderDocuments = [
      { tenderDocument_state: '0' as const, tenderDocument_publishTime: null },
      { tenderDocument_state: '1' as const, tenderDocument_publishTime: '2026-11-04T01:00:00Z' },
    ];
    expect(complianceFactsOf({ project, ...none, notices, tenderDocuments }).documentsIssuedAt).toBe(
      '2026-11-04T01:00:00Z',
    );
  });

  it('takes the deadline of the last published tender notice, never a draft’s', () => {
    const notices = [
      notice('0', '2026-11-02T01:00:00Z', '2026-11-24T01:00:00Z'),
      notice('0', '2026-11-05T01:00:00Z', '2026-11-27T01:00:00Z'),
      notice('0', null, '2026-12-30T01:00:00Z'),
    ];
    expect(complianceFactsOf({ project, ...none, notices }).bidDeadline).toBe('2026-11-27T01:00:00Z');
  });

  it('counts published corrections and clarifications, objections by their record, the first result notices', () => {
    const facts = complianceFactsOf({
      project,
      ...none,
      notices: [
        notice('1', '2026-11-06T01:00:00Z'),
        notice('1', null),
        notice('4', '2026-12-02T01:00:00Z'),
        notice('4', '2026-12-01T01:00:00Z'),
        notice('5', '2026-12-05T01:00:00Z'),
      ],
      clarifications: [
        { clarification_state: '1', clarification_publishTime: '2026-11-07T01:00:00Z' },
        { clarification_state: '0', clarification_publishTime: null },
      ],
      objections: [
        { creationTime: '2026-11-08T01:00:00Z', objection_status: '未处理' },
        {
          creationTime: '2026-11-09T01:00:00Z',
          objection_status: '已处理',
          objection_repliedAt: '2026-11-09T05:00:00Z',
        },
        // Registered later than it was received: its clock counts from its receipt.
        {
          creationTime: '2026-11-12T01:00:00Z',
          objection_receivedAt: '2026-11-10T01:00:00Z',
          objection_subject: 'candidates',
          objection_status: '未处理',
        },
      ],
    });
    expect(facts.corrections).toEqual(['2026-11-06T01:00:00Z', '2026-11-07T01:00:00Z']);
    expect(facts.objections).toEqual([
      { subject: 'other', receivedAt: '2026-11-08T01:00:00Z', handled: false, repliedAt: null },
      {
        subject: 'other',
        receivedAt: '2026-11-09T01:00:00Z',
        handled: true,
        repliedAt: '2026-11-09T05:00:00Z',
      },
      { subject: 'candidates', receivedAt: '2026-11-10T01:00:00Z', handled: false, repliedAt: null },
    ]);
    expect(facts.resultPublicityAt).toBe('2026-12-01T01:00:00Z');
    expect(facts.resultAnnouncementAt).toBe('2026-12-05T01:00:00Z');
  });

  it('signs the contract once every package has one, on the last day; charges no bond for empty or zero bonds', () => {
    const one = [{ contract_groupId: 1, contract_signedOn: '2026-12-10' }];
    expect(complianceFactsOf({ project, ...none, contracts: one }).contractSignedOn).toBeNull();
    const both = [...one, { contract_groupId: 2, contract_signedOn: '2026-12-12' }];
    expect(complianceFactsOf({ project, ...none, contracts: both }).contractSignedOn).toBe('2026-12-12');
    const unbonded = {
      ...project,
      sGroupList: project.sGroupList.map((g) => ({
        ...g,
        bondAmount: g.id === 1 ? ('0.00' as Money) : null,
      })),
    };
    expect(complianceFactsOf({ project: unbonded, ...none }).bondsCharged).toBe(false);
  });

  it('runs a fiscally funded tender on the procurement clocks (regimeOf)', () => {
    const fiscal = { ...project, capitalSource: '财政资金' };
    const facts = complianceFactsOf({ project: fiscal, ...none });
    expect(facts.regime).toBe('procurement');
    expect(projectDeadlinesOf(5, facts, new Date()).regime).toBe('procurement');
  });
});
