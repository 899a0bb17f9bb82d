import { describe, expect, it } from 'vitest';
import {
  contractSchema,
  isPublishedRecord,
  recordIssues,
  rejectionIssues,
  SINGLE_SOURCE_PUBLICITY_MIN_WORKING_DAYS,
  workingDaysBetween,
} from './records';

describe('the records of the step pages', () => {
  it('counts the working days of a period, both ends included', () => {
    // Tuesday 1 to Monday 7 December 2026.
    expect(workingDaysBetween('2026-12-01', '2026-12-07')).toBe(5);
    expect(workingDaysBetween('2026-12-05', '2026-12-06')).toBe(0);
    expect(workingDaysBetween('2026-12-07', '2026-12-01')).toBe(0);
  });

  it('asks a single-source publicity for five working days, and a rejection for its reason', () => {
    const publicity = { singleSource_from: '2026-12-01', singleSource_until: '2026-12-04' };
    expect(SINGLE_SOURCE_PUBLICITY_MIN_WORKING_DAYS).toBe(5);
    expect(recordIssues('singleSourcePublicity', publicity).map((issue) => issue.field)).toEqual([
      'singleSource_until',
    ]);
    expect(recordIssues('singleSourcePublicity', { ...publicity, singleSource_until: '2026-12-07' })).toEqual(
      [],
    );
    expect(recordIssues('signUp', { signUp_state: '2' })).toEqual(
      rejectionIssues('signUp', { signUp_state: '2' }),
    );
    expect(recordIssues('invitation', {})).toEqual([]);
  });

  it('tells a published text, which no longer changes', () => {
    expect(isPublishedRecord('tenderDocument', { tenderDocument_state: '1' })).toBe(true);
    expect(isPublishedRecord('tenderDocument', { tenderDocument_state: '0' })).toBe(false);
    expect(isPublishedRecord('singleSourcePublicity', { singleSource_state: '1' })).toBe(true);
    expect(isPublishedRecord('clarification', { clarification_state: '1' })).toBe(true);
    expect(isPublishedRecord('contract', { tenderDocument_state: '1' })).toBe(false);
    expect(isPublishedRecord('tenderDocument', null)).toBe(false);
  });

  it('takes a contract with an exact positive amount and a calendar date', () => {
    const contract = {
      projectId: 1,
      contract_groupId: 2,
      supplierName: '甲公司',
      contract_amount: '100.5',
      contract_signedOn: '2026-12-01',
    };
    expect(contractSchema.parse(contract).contract_amount).toBe('100.50');
    const bad = contractSchema.safeParse({
      ...contract,
      contract_amount: '0',
      contract_signedOn: '2026-13-01',
    });
    expect(bad.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual([
      'contract_amount',
      'contract_signedOn',
    ]);
  });
});
