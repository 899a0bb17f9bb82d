import { recordSchemas, recordTypes } from '@tender/domain';
import { z } from 'zod';

/**
 * The wire schemas of the record routes, each built from the domain's one schema per type (recordSchemas)
 * and tagged with its `type`, so a field error names the spec's field (`signUp_state`).
 */
const serverOwned = { id: true, creationTime: true } as const;
const id = z.number().int().positive();
const creationTime = z.string();

const objection = recordSchemas.objection.omit(serverOwned).extend({ type: z.literal('objection') });
const signUp = recordSchemas.signUp.omit(serverOwned).extend({ type: z.literal('signUp') });
const qualificationPurchase = recordSchemas.qualificationPurchase
  .omit(serverOwned)
  .extend({ type: z.literal('qualificationPurchase') });
const qualificationResult = recordSchemas.qualificationResult
  .omit(serverOwned)
  .extend({ type: z.literal('qualificationResult') });
const signIn = recordSchemas.signIn.omit(serverOwned).extend({ type: z.literal('signIn') });
const clarification = recordSchemas.clarification
  .omit(serverOwned)
  .extend({ type: z.literal('clarification') });
const tenderDocument = recordSchemas.tenderDocument
  .omit(serverOwned)
  .extend({ type: z.literal('tenderDocument') });
const invitation = recordSchemas.invitation.omit(serverOwned).extend({ type: z.literal('invitation') });
const contract = recordSchemas.contract.omit(serverOwned).extend({ type: z.literal('contract') });
const singleSourcePublicity = recordSchemas.singleSourcePublicity
  .omit(serverOwned)
  .extend({ type: z.literal('singleSourcePublicity') });

export const recordTypeSchema = z.enum(recordTypes);

/** create's body: `{type, projectId, ...that type's fields}`; id and creationTime are the server's. */
export const createRecordBody = z.discriminatedUnion('type', [
  objection,
  signUp,
  qualificationPurchase,
  qualificationResult,
  signIn,
  clarification,
  tenderDocument,
  invitation,
  contract,
  singleSourcePublicity,
]);
export type CreateRecordBody = z.infer<typeof createRecordBody>;

/** update's body: the same with the record's id. */
export const updateRecordBody = z.discriminatedUnion('type', [
  objection.extend({ id }),
  signUp.extend({ id }),
  qualificationPurchase.extend({ id }),
  qualificationResult.extend({ id }),
  signIn.extend({ id }),
  clarification.extend({ id }),
  tenderDocument.extend({ id }),
  invitation.extend({ id }),
  contract.extend({ id }),
  singleSourcePublicity.extend({ id }),
]);
export type UpdateRecordBody = z.infer<typeof updateRecordBody>;

/** A record on the wire: `{id, type, projectId, creationTime, ...its fields}`. */
export const wireRecordSchema = z.discriminatedUnion('type', [
  objection.extend({ id, creationTime }),
  signUp.extend({ id, creationTime }),
  qualificationPurchase.extend({ id, creationTime }),
  qualificationResult.extend({ id, creationTime }),
  signIn.extend({ id, creationTime }),
  clarification.extend({ id, creationTime }),
  tenderDocument.extend({ id, creationTime }),
  invitation.extend({ id, creationTime }),
  contract.extend({ id, creationTime }),
  singleSourcePublicity.extend({ id, creationTime }),
]);
export type WireRecord = z.infer<typeof wireRecordSchema>;
