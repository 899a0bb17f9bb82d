import type { MessageKey } from '../../../i18n/en';

/**
 * The entities the audit trail names (ADR 0012: the server derives them from the write routes), in words.
 * The filter offers these; an entity not here still shows as written and can still be typed.
 */
export const AUDIT_ENTITY_LABELS: Readonly<Record<string, MessageKey>> = {
  project: 'audit.entity.project',
  notice: 'audit.entity.notice',
  record: 'audit.entity.record',
  flowRecord: 'audit.entity.flowRecord',
  projectSummary: 'audit.entity.projectSummary',
  file: 'audit.entity.file',
  accessToken: 'audit.entity.accessToken',
  user: 'audit.entity.user',
  role: 'audit.entity.role',
  company: 'audit.entity.company',
  appModule: 'audit.entity.appModule',
  flowTemplate: 'audit.entity.flowTemplate',
  workflowProcess: 'audit.entity.workflowProcess',
  workflowTask: 'audit.entity.workflowTask',
  workflowUser: 'audit.entity.workflowUser',
  workflowTenant: 'audit.entity.workflowTenant',
  auditLog: 'audit.entity.auditLog',
  systemNotice: 'audit.entity.systemNotice',
};

/** An entity's name in the UI's language, or its code when it has no words yet. */
export function entityWords(entity: string, t: (key: MessageKey) => string): string {
  const key = AUDIT_ENTITY_LABELS[entity];
  return key ? t(key) : entity;
}
