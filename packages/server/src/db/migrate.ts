import type { Kysely } from 'kysely';
import { type Migration, type MigrationResult, Migrator } from 'kysely/migration';
import { initialSchema } from './migrations/0001-initial-schema';
import { signInNotify } from './migrations/0002-sign-in-notify';
import { workflowConstraints } from './migrations/0003-workflow';
import { projectSummary } from './migrations/0004-project-summary';
import { objectStore } from './migrations/0005-object-store';
import { projectChangeNotify } from './migrations/0006-project-change-notify';
import { closingApplications } from './migrations/0007-closing-applications';
import { noticeDraftsAndClarifications } from './migrations/0008-notice-drafts-and-clarifications';
import { identityChangeNotify } from './migrations/0009-identity-change-notify';
import { stateListOrder } from './migrations/0010-state-list-order';
import { organisationAdministration } from './migrations/0011-organisation-administration';
import { auditLog } from './migrations/0012-audit-log';
import { flowTemplateVersions } from './migrations/0013-flow-template-versions';
import { libraries } from './migrations/0014-libraries';
import { systemNotices } from './migrations/0015-system-notices';
import { libraryImport } from './migrations/0016-library-import';
import { supplierRecordIndex } from './migrations/0017-supplier-record-index';
import { projectExport } from './migrations/0018-project-export';
import { projectAgency } from './migrations/0019-project-agency';
import { librarySearchFastupdateOff } from './migrations/0020-library-search-fastupdate-off';
import { bidderProjectOutcomes } from './migrations/0021-bidder-project-outcomes';
import { bidOpening } from './migrations/0022-bid-opening';
import { expertLibraryAndCommittees } from './migrations/0023-expert-library-and-committees';
import { evaluationMarks } from './migrations/0024-evaluation-marks';
import { stepPageRecords } from './migrations/0025-step-page-records';
import { noticeAttachments } from './migrations/0026-notice-attachments';
import { rateLimitCounters } from './migrations/0027-rate-limit-counters';
import { objectionEvents } from './migrations/0028-objection-events';
import { committeeChecks } from './migrations/0029-committee-checks';
import { writtenReports } from './migrations/0030-written-reports';
import { bondLedgerAndAgencyFees } from './migrations/0031-bond-ledger-and-agency-fees';
import { tenderFailure } from './migrations/0032-tender-failure';
import { prequalificationNotices } from './migrations/0034-prequalification-notices';
import { evaluationReports } from './migrations/0035-evaluation-reports';
import { representativeRecusals } from './migrations/0036-representative-recusals';
import { withSchemaIntrospection } from './schema-introspector';

/**
 * The migrations, in code (so a bundler can bundle them), keyed by name in the order they apply.
 * Add new ones with the next number; never edit one that has shipped.
 */
export const migrations: Readonly<Record<string, Migration>> = {
  '0001-initial-schema': initialSchema,
  '0002-sign-in-notify': signInNotify,
  '0003-workflow': workflowConstraints,
  '0004-project-summary': projectSummary,
  '0005-object-store': objectStore,
  '0006-project-change-notify': projectChangeNotify,
  '0007-closing-applications': closingApplications,
  '0008-notice-drafts-and-clarifications': noticeDraftsAndClarifications,
  '0009-identity-change-notify': identityChangeNotify,
  '0010-state-list-order': stateListOrder,
  '0011-organisation-administration': organisationAdministration,
  '0012-audit-log': auditLog,
  '0013-flow-template-versions': flowTemplateVersions,
  '0014-libraries': libraries,
  '0015-system-notices': systemNotices,
  '0016-library-import': libraryImport,
  '0017-supplier-record-index': supplierRecordIndex,
  '0018-project-export': projectExport,
  '0019-project-agency': projectAgency,
  '0020-library-search-fastupdate-off': librarySearchFastupdateOff,
  '0021-bidder-project-outcomes': bidderProjectOutcomes,
  '0022-bid-opening': bidOpening,
  '0023-expert-library-and-committees': expertLibraryAndCommittees,
  '0024-evaluation-marks': evaluationMarks,
  '0025-step-page-records': stepPageRecords,
  '0026-notice-attachments': noticeAttachments,
  '0027-rate-limit-counters': rateLimitCounters,
  '0028-objection-events': objectionEvents,
  '0029-committee-checks': committeeChecks,
  '0030-written-reports': writtenReports,
  '0031-bond-ledger-and-agency-fees': bondLedgerAndAgencyFees,
  '0032-tender-failure': tenderFailure,
  '0034-prequalification-notices': prequalificationNotices,
  '0035-evaluation-reports': evaluationReports,
  '0036-representative-recusals': representativeRecusals,
};

// biome-ignore lint/suspicious/noExplicitAny: the migrator works on any schema
export function migratorFor(db: Kysely<any>, schema?: string): Migrator {
  return new Migrator({
    db: withSchemaIntrospection(db),
    provider: { getMigrations: async () => ({ ...migrations }) },
    // Kysely looks for its bookkeeping tables in every schema; name ours when not in the default one.
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
}

/** Applies every pending migration; throws if one fails (the failed one is rolled back). */
// biome-ignore lint/suspicious/noExplicitAny: the migrator works on any schema
export async function migrateToLatest(db: Kysely<any>, schema?: string): Promise<readonly MigrationResult[]> {
  const { error, results } = await migratorFor(db, schema).migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return results ?? [];
}
