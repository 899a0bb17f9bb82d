import { z } from 'zod';
import { TABLE_DEFAULT_PAGE_SIZE } from '../shared/paging';
import { must } from '../shared/validation-messages';
import { passwordProblems } from './password-rule';

/** A bound on what a password field carries at all; the password rule gives the real limits their messages. */
const PASSWORD_INPUT_LIMIT = 1024;

/** A login name: letters, digits and `. _ @ -`, up to 64; unique in the tenant in any letter case. */
export const userNameSchema = z
  .string()
  .trim()
  .min(1, must('required'))
  .max(64, must('maxChars', { max: 64 }))
  .regex(/^[A-Za-z0-9._@-]+$/, must('userNameCharacters'));

const displayName = z
  .string()
  .trim()
  .min(1, must('required'))
  .max(100, must('maxChars', { max: 100 }));
const emailAddress = z
  .email(must('email'))
  .max(256, must('maxChars', { max: 256 }))
  .nullish()
  .transform((value) => value ?? null);
const phoneNumber = z
  .string()
  .trim()
  .max(32, must('maxChars', { max: 32 }))
  .regex(/^[0-9+\-() ]*$/, must('phoneCharacters'))
  .nullish()
  .transform((value) => (value ? value : null));
const companyId = z
  .number()
  .int()
  .positive()
  .nullish()
  .transform((value) => value ?? null);
const roleNames = z.array(z.string().trim().min(1).max(64)).max(50).default([]);
/** The version the editor read; a save naming an older one is refused (409). Optional where a click suffices. */
const version = z.number().int().positive();

/** A member of staff as the administration screens read them (§1: users belong to a tenant and a company). */
export const userSchema = z.object({
  id: z.number().int(),
  userName: z.string(),
  /** The display name. */
  name: z.string(),
  emailAddress: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  companyId: z.number().int().nullable(),
  roleNames: z.array(z.string()),
  isActive: z.boolean(),
  /** Set by the administrator's temporary password: the next login must change it first. */
  mustChangeCredentials: z.boolean(),
  creationTime: z.string(),
  version: z.number().int(),
});
export type User = z.infer<typeof userSchema>;

/** User/GetPaged: a word in the user name, display name or e-mail, a role, a state, and the page. */
export const userListQuerySchema = z.object({
  Keyword: z.string().trim().max(100).optional(),
  RoleName: z.string().trim().max(64).optional(),
  IsActive: z
    .enum(['true', 'false'], { message: must('trueOrFalse') })
    .transform((value) => value === 'true')
    .optional(),
  MaxResultCount: z.coerce.number().int().min(1).max(1000).default(TABLE_DEFAULT_PAGE_SIZE),
  SkipCount: z.coerce.number().int().min(0).default(0),
});
export type UserListQuery = z.input<typeof userListQuerySchema>;

/**
 * User/Create. The administrator sets a temporary password, which the password rule checks against the
 * new user's name; the user must change it at the next login.
 */
export const createUserSchema = z
  .object({
    userName: userNameSchema,
    name: displayName,
    emailAddress,
    phoneNumber,
    companyId,
    roleNames,
    password: z.string().max(PASSWORD_INPUT_LIMIT),
  })
  .superRefine((input, context) => {
    for (const problem of passwordProblems(input.password, { userName: input.userName })) {
      context.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
    }
  });
export type CreateUserInput = z.input<typeof createUserSchema>;

/** User/Update: everything but the login name (sessions, flow records and the engine know users by it). */
export const updateUserSchema = z.object({
  id: z.number().int().positive(),
  version,
  name: displayName,
  emailAddress,
  phoneNumber,
  companyId,
  roleNames,
});
export type UpdateUserInput = z.input<typeof updateUserSchema>;

/** User/Deactivate and User/Activate. */
export const userStateChangeSchema = z.object({
  id: z.number().int().positive(),
  version: version.optional(),
});
export type UserStateChangeInput = z.input<typeof userStateChangeSchema>;

/** User/ResetPassword: a new temporary password, checked against the user's name by the server. */
export const resetPasswordSchema = z.object({
  id: z.number().int().positive(),
  newPassword: z.string().max(PASSWORD_INPUT_LIMIT),
  version: version.optional(),
});
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

/** User/ChangePassword: anyone's own password, the current one required. */
export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1, must('required')).max(PASSWORD_INPUT_LIMIT),
  newPassword: z.string().max(PASSWORD_INPUT_LIMIT),
});
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;
