import { z } from 'zod';
import type { CodeTable } from '../shared/labels';

/** File usage codes (§3 eHonors). */
export const FILE_USAGES = {
  '0': { en: 'Requirements document', zh: '需求文件' },
  '11': { en: 'Entrustment agreement', zh: '委托协议' },
  // A failed tender's change of method needs the approving authority's document (ADR 0023).
  '12': { en: 'Approval of the change of method', zh: '变更采购方式批准文件' },
} as const satisfies CodeTable<string>;
export type FileUsage = keyof typeof FILE_USAGES;
export const FileUsage = {
  RequirementsDocument: '0',
  EntrustmentAgreement: '11',
  MethodChangeApproval: '12',
} as const;

/** A file attached to a project (eHonors); `fileId` is the object-store key. */
export const projectFileSchema = z.object({
  id: z.number().int().positive().optional(),
  fileId: z.string().min(1).max(500),
  fileName: z.string().min(1).max(255),
  typeName: z.string().max(100).nullish(),
  usage: z.enum(['0', '11', '12']),
});
export type ProjectFile = z.infer<typeof projectFileSchema>;
