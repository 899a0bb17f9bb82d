import { describe, expect, it } from 'vitest';
import { csvCell } from '../shared/spreadsheet-cell';
import { auditCsv } from './audit-csv';
import type { AuditEntry } from './audit-entry';

const entry: AuditEntry = {
  id: 7,
  creationTime: '2026-03-01T08:00:00.000Z',
  actor: 'user',
  userId: 2,
  userName: 'admin',
  method: 'POST',
  route: '/api/services/app/Sproject/CreateOrUpdate',
  entity: 'project',
  entityId: '12',
  projectId: 12,
  requestId: 'req-1',
  clientAddress: '127.0.0.1',
  changes: null,
};

describe('csvCell: a spreadsheet shows every cell as text, never runs it', () => {
  it.each([
    ['=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
    ['+1+2', "'+1+2"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['  =1', "'  =1"],
    ['\t=1', "'\t=1"],
    ['\r=1', `"'\r=1"`],
    ['道路工程, 一期', '"道路工程, 一期"'],
    ['line\nbreak', '"line\nbreak"'],
    ['plain', 'plain'],
    ['a-b', 'a-b'],
  ])('%j → %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('writes numbers as they are, nothing for null, objects as JSON', () => {
    expect(csvCell(12)).toBe('12');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell({ before: null, after: { name: 'x' } })).toBe(
      '"{""before"":null,""after"":{""name"":""x""}}"',
    );
  });
});

describe('auditCsv', () => {
  it('is a header and one CRLF line per entry, after a byte order mark', () => {
    const csv = auditCsv([
      entry,
      { ...entry, id: 8, userName: '=cmd', changes: { before: null, after: { a: 1 } } },
    ]);
    expect(csv.startsWith('\uFEFFcreationTime,actor,userId,userName,')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toBe(
      '2026-03-01T08:00:00.000Z,user,2,admin,POST,/api/services/app/Sproject/CreateOrUpdate,project,12,12,req-1,127.0.0.1,',
    );
    expect(lines[2]).toContain(",'=cmd,");
    expect(lines[3]).toBe('');
  });

  it('of no entries is the header alone', () => {
    expect(auditCsv([]).split('\r\n')).toHaveLength(2);
  });
});
