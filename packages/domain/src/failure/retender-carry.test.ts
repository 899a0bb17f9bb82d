import { describe, expect, it } from 'vitest';
import type { TenderDocument } from '../records/records';
import { carriedSignUps, carriedTenderDocument } from './retender-carry';

const version = (fileName: string, state: '0' | '1'): TenderDocument => ({
  id: fileName.length,
  projectId: 1,
  tenderDocument_fileId: `projects/1/${fileName}`,
  tenderDocument_fileName: fileName,
  tenderDocument_note: '第二版',
  tenderDocument_state: state,
  tenderDocument_publishTime: state === '1' ? '2026-03-01T02:00:00Z' : null,
});

describe('what a re-tender carries (§4 re-tender, ADR 0023)', () => {
  it('the tender documents bidders last got — the newest published, else the newest — as a draft', () => {
    const published = [version('v1.pdf', '1'), version('v2.pdf', '0')];
    expect(carriedTenderDocument(published, 9)).toEqual({
      projectId: 9,
      tenderDocument_fileId: 'projects/1/v1.pdf',
      tenderDocument_fileName: 'v1.pdf',
      tenderDocument_note: '第二版',
      tenderDocument_state: '0',
      tenderDocument_publishTime: null,
    });
    expect(
      carriedTenderDocument([version('a.pdf', '0'), version('b.pdf', '0')], 9)?.tenderDocument_fileName,
    ).toBe('b.pdf');
    const { tenderDocument_note: _note, ...unnoted } = version('c.pdf', '1');
    expect(carriedTenderDocument([unnoted], 9)?.tenderDocument_note).toBeNull();
    expect(carriedTenderDocument([], 9)).toBeNull();
  });

  it('each bidder who paid, once per package, for the package of the same number or for the project', () => {
    const source = [
      { id: 11, groupNumber: '1' },
      { id: 12, groupNumber: '2' },
    ];
    const bonds = [
      { groupId: 11, bidder: '甲公司' },
      { groupId: 12, bidder: '甲公司' },
      { groupId: 12, bidder: '乙公司' },
      { groupId: 12, bidder: '乙公司' },
      // A bond of a package the source no longer lists: for the project.
      { groupId: 13, bidder: '丙公司' },
    ];
    // A package not yet stored (no id) takes no sign-up.
    const created = { id: 9, sGroupList: [{ id: 21, groupNumber: '2' }, { groupNumber: '1' }] };
    expect(carriedSignUps(source, bonds, created).map((s) => [s.supplierName, s.signUp_groupId])).toEqual([
      ['甲公司', null],
      ['甲公司', 21],
      ['乙公司', 21],
      ['丙公司', null],
    ]);
    expect(
      carriedSignUps(source, bonds, created).every((s) => s.signUp_state === '0' && s.projectId === 9),
    ).toBe(true);
  });
});
