import { describe, expect, it } from 'vitest';
import { parseMoney } from '../shared/money';
import { spreadsheetCsv } from '../shared/spreadsheet-cell';
import { aProject } from '../testing/builders';
import { projectExportQuerySchema, projectExportTable } from './project-export';

describe('a project list as a spreadsheet', () => {
  const project = aProject({
    projectNum: 'ZB-2026-0007',
    projectName: '道路维修工程',
    biddingMethod: '邀请招标',
    projectBudget: parseMoney('1234567.8'),
    purchaserUnit: '市交通局',
    projectFlowName: '报名',
    projectManagerName: '王经理',
    bidOpeningTime: '2026-12-01T01:30:00.000Z',
    creationTime: '2026-11-01T16:05:09.000Z',
  });

  it('writes the list’s columns in the language asked for, times in the agencies’ day (UTC+8)', () => {
    expect(projectExportTable([project], 'en')).toEqual({
      header: [
        'Project number',
        'Project name',
        'Bidding method',
        'Budget',
        'Purchaser',
        'Bid opening',
        'Step',
        'State',
        'Project manager',
        'Created',
      ],
      rows: [
        [
          'ZB-2026-0007',
          '道路维修工程',
          'Invited tendering',
          '123.45678 万元',
          '市交通局',
          '2026-12-01 09:30:00',
          '报名',
          'Running',
          '王经理',
          '2026-11-02 00:05:09',
        ],
      ],
    });
    const zh = projectExportTable([project], 'zh-CN');
    expect(zh.header[0]).toBe('项目编号');
    expect(zh.rows[0]?.slice(2, 3)).toEqual(['邀请招标']);
    expect(zh.rows[0]?.[7]).toBe('进行中');
  });

  it('names the special steps and an awaiting-closing project as the list does', () => {
    const awaiting = aProject({ projectFlowName: '项目待结项', auditState: '13' });
    const [row] = projectExportTable([awaiting], 'en').rows;
    expect(row?.[6]).toBe('Awaiting closing');
    expect(row?.[7]).toBe('Running · Awaiting closing');
  });

  it('never writes a cell that runs as a formula', () => {
    const hostile = aProject({ projectName: '=HYPERLINK("http://x","open")', purchaserUnit: '@SUM(A1)' });
    const [row] = projectExportTable([hostile], 'en').rows;
    expect(row?.[1]).toBe(`'=HYPERLINK("http://x","open")`);
    expect(row?.[4]).toBe(`'@SUM(A1)`);
    expect(spreadsheetCsv(projectExportTable([hostile], 'en'))).toContain(
      `"'=HYPERLINK(""http://x"",""open"")"`,
    );
  });

  it('takes the list’s Filter and Sorting, xlsx in English unless asked otherwise', () => {
    expect(projectExportQuerySchema.parse({ Filter: 'state=3' })).toEqual({
      Filter: 'state=3',
      Format: 'xlsx',
      Language: 'en',
    });
    expect(projectExportQuerySchema.safeParse({ Format: 'pdf' }).success).toBe(false);
    expect(projectExportQuerySchema.safeParse({ Language: 'fr' }).success).toBe(false);
  });
});
