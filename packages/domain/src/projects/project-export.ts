import { z } from 'zod';
import { auditStateLabel } from '../closing/closing-application';
import { businessDateTimeOf } from '../shared/business-day';
import { codeIn, type Label, type Locale, labelIn } from '../shared/labels';
import { formatMoney } from '../shared/money';
import { pagedQuerySchema } from '../shared/paging';
import { neutraliseFormula, type SpreadsheetTable } from '../shared/spreadsheet-cell';
import { must } from '../shared/validation-messages';
import { BIDDING_METHODS } from './bidding-method';
import type { Project } from './project';
import { PROJECT_FLOW_NAMES, PROJECT_STATES } from './project-state';

/** An export writes at most this many projects (the list's search narrows it). */
export const PROJECT_EXPORT_MAX_ROWS = 10_000;

/** A project list export: the list's Filter and Sorting (§7 GetPaged), the file's format and language. */
export const projectExportQuerySchema = pagedQuerySchema
  .omit({ MaxResultCount: true, SkipCount: true })
  .extend({
    Format: z.enum(['xlsx', 'csv'], { message: must('choice') }).default('xlsx'),
    Language: z.enum(['en', 'zh-CN'], { message: must('choice') }).default('en'),
  });
export type ProjectExportQuery = z.input<typeof projectExportQuerySchema>;

interface ExportColumn {
  readonly label: Label;
  readonly value: (project: Project, locale: Locale) => string;
}

/** The manage list's columns (§2 /manage/index) as text, with the purchaser a spreadsheet reader asks for. */
const COLUMNS: readonly ExportColumn[] = [
  { label: { en: 'Project number', zh: '项目编号' }, value: (p) => p.projectNum },
  { label: { en: 'Project name', zh: '项目名称' }, value: (p) => p.projectName },
  {
    label: { en: 'Bidding method', zh: '招标方式' },
    value: (p, locale) => codeIn(BIDDING_METHODS, p.biddingMethod, locale),
  },
  {
    label: { en: 'Budget', zh: '项目预算' },
    value: (p) => (p.projectBudget == null ? '' : formatMoney(p.projectBudget, '万元')),
  },
  { label: { en: 'Purchaser', zh: '采购单位' }, value: (p) => p.purchaserUnit ?? '' },
  {
    label: { en: 'Bid opening', zh: '开标时间' },
    value: (p) => (p.bidOpeningTime ? businessDateTimeOf(new Date(p.bidOpeningTime)) : ''),
  },
  {
    label: { en: 'Step', zh: '当前环节' },
    value: (p, locale) => (p.projectFlowName ? codeIn(PROJECT_FLOW_NAMES, p.projectFlowName, locale) : ''),
  },
  { label: { en: 'State', zh: '项目状态' }, value: stateText },
  { label: { en: 'Project manager', zh: '项目经理' }, value: (p) => p.projectManagerName ?? '' },
  {
    label: { en: 'Created', zh: '创建时间' },
    value: (p) => businessDateTimeOf(new Date(p.creationTime)),
  },
];

/** The state as the list's tag reads it: the state, then an audit state that holds the project (§4). */
function stateText(project: Project, locale: Locale): string {
  const state = codeIn(PROJECT_STATES, project.state, locale);
  if (!project.auditState) return state;
  const audit = auditStateLabel(project.auditState, project.tenantId);
  return `${state} · ${audit ? labelIn(audit, locale) : project.auditState}`;
}

/**
 * Projects as a table for a spreadsheet: the header in `locale`, then a row per project, times in the
 * agencies' day (UTC+8), every cell text that never runs as a formula.
 */
export function projectExportTable(projects: readonly Project[], locale: Locale): SpreadsheetTable {
  return {
    header: COLUMNS.map((column) => labelIn(column.label, locale)),
    rows: projects.map((project) =>
      COLUMNS.map((column) => neutraliseFormula(column.value(project, locale))),
    ),
  };
}
