import {
  decideFlowTemplate,
  draftOf,
  type FlowTemplate,
  type FlowTemplateDraft,
  flowTemplateDraftSchema,
  NotFoundError,
  parseOrThrow,
  ValidationError,
} from '@tender/domain';
import type { Kysely } from 'kysely';
import { KyselyFlowTemplateRepository } from '../adapters/flow-templates/kysely-flow-template-repository';
import { KyselyRoleStore } from '../adapters/identity/kysely-role-store';
import type { RequestScope } from '../adapters/request-scope';
import type { Database } from '../db/schema';

export interface SavedFlowTemplate {
  /** The new version, now the current one. */
  readonly saved: FlowTemplate;
  /** The version that was current before, if the method had one. */
  readonly previous: FlowTemplate | null;
}

/**
 * FlowTemplate/Save as the law (ADR 0001, ADR 0013): the domain's template rules with the tenant's own
 * role names, then the version check and the new version's rows — all on the caller's transaction, so a
 * refusal changes nothing.
 */
export async function saveFlowTemplateOnServer(
  db: Kysely<Database>,
  scope: Pick<RequestScope, 'tenantId' | 'userId'>,
  input: FlowTemplateDraft,
): Promise<SavedFlowTemplate> {
  const draft = parseOrThrow(flowTemplateDraftSchema, input);
  const roleNames = (await new KyselyRoleStore(db, scope.tenantId).list()).map((role) => role.name);
  const decision = decideFlowTemplate(draft, { roleNames });
  if (!decision.allowed) {
    throw new ValidationError(decision.problems.map(({ field, message }) => ({ field, message })));
  }
  const templates = new KyselyFlowTemplateRepository(db, scope);
  const previous = await templates.get(draft.biddingMethod).catch((error: unknown) => {
    if (error instanceof NotFoundError) return null;
    throw error;
  });
  return { saved: await templates.save(draft), previous };
}

/**
 * A version's fields as the audit trail compares them (ADR 0012: an administration entity's changed
 * fields, before and after): what an editor changes, without the row ids every version gets anew.
 */
export function auditedTemplateFields(template: FlowTemplate | null): Record<string, unknown> | null {
  if (!template) return null;
  const { name, steps } = draftOf(template);
  return { version: template.version, name, steps };
}
