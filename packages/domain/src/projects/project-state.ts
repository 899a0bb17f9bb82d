import type { CodeTable } from '../shared/labels';

/** Project state numbers (§4). */
export const ProjectState = { Running: 3, TerminatedOrRetender: 5, Cancelled: 8 } as const;
export type ProjectState = (typeof ProjectState)[keyof typeof ProjectState];

export const PROJECT_STATES: CodeTable<ProjectState> = {
  3: { en: 'Running', zh: '进行中' },
  5: { en: 'Terminated or re-tendered', zh: '已终止/重新招标' },
  8: { en: 'Cancelled', zh: '已取消' },
};

/** auditState "13": the project awaits closing (§4). */
export const AUDIT_STATE_AWAITING_CLOSING = '13';

/** The projectFlowName values that the client sets instead of a step name (§4). */
export const ProjectFlowName = {
  AwaitingClosing: '项目待结项',
  Retender: '重新招标',
  Terminated: '项目终止',
  Cancelled: '项目取消',
  /** A closed project (closing application submitted); the archive tenant's reads 已归档. */
  Closed: '已结项',
  Archived: '已归档',
} as const;
export type SpecialProjectFlowName = (typeof ProjectFlowName)[keyof typeof ProjectFlowName];

export const PROJECT_FLOW_NAMES: CodeTable<SpecialProjectFlowName> = {
  项目待结项: { en: 'Awaiting closing', zh: '项目待结项' },
  重新招标: { en: 'Re-tender', zh: '重新招标' },
  项目终止: { en: 'Terminated', zh: '项目终止' },
  项目取消: { en: 'Cancelled', zh: '项目取消' },
  已结项: { en: 'Closed', zh: '已结项' },
  已归档: { en: 'Archived', zh: '已归档' },
};

/** Projects of this product always carry mode 3 (§3, §9). */
export const PROJECT_MODE = 3;
