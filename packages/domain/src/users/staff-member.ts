import { z } from 'zod';

/**
 * A member of the tenant's active staff as a picker lists them (the project manager of §3): enough to
 * choose one and name them, nothing the administration screens alone may read.
 */
export const staffMemberSchema = z.object({
  id: z.number().int().positive(),
  userName: z.string(),
  /** The display name. */
  name: z.string(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** The active staff as User/GetActiveStaff answers: by display name. */
export const staffListSchema = z.array(staffMemberSchema);
