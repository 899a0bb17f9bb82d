import type { FieldError } from '../shared/errors';
import { must } from '../shared/validation-messages';

/** The fewest characters a password may have. */
export const PASSWORD_MIN_LENGTH = 8;
/** The most characters a password may have (as the login form takes it). */
export const PASSWORD_MAX_LENGTH = 128;

export interface PasswordContext {
  /** The login name of the password's user: the password may not be it. */
  readonly userName: string;
  /** The field the message names (password, newPassword …). */
  readonly field?: string;
  /** When changing a password: the one it replaces, which the new one may not repeat. */
  readonly currentPassword?: string;
}

/**
 * What is wrong with a password, as field messages (none when it is acceptable): at least 8 characters,
 * at most 128, not the user name in any letter case — and, when it replaces one, not the same again (a
 * temporary password must really be changed). Characters are counted as the user types them, not as
 * UTF-16 units.
 */
export function passwordProblems(password: string, context: PasswordContext): FieldError[] {
  const field = context.field ?? 'password';
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) {
    return [{ field, message: must('minChars', { min: PASSWORD_MIN_LENGTH }) }];
  }
  if (length > PASSWORD_MAX_LENGTH) {
    return [{ field, message: must('maxChars', { max: PASSWORD_MAX_LENGTH }) }];
  }
  if (password.trim().toLowerCase() === context.userName.trim().toLowerCase()) {
    return [{ field, message: must('notUserName') }];
  }
  if (context.currentPassword !== undefined && password === context.currentPassword) {
    return [{ field, message: must('differsFromCurrent') }];
  }
  return [];
}
