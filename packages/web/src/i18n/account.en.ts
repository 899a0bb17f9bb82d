/** English wording of a user's own account: changing their password (ADR 0014). */
export const accountEn = {
  'account.changePassword': 'Change password',
  'account.menu': 'Account of {name}',
  'account.changePassword.title': 'Change your password',
  'account.changePassword.required':
    'Your administrator gave you a temporary password. Choose your own before you go on.',
  'account.currentPassword': 'Current password',
  'account.newPassword': 'New password',
  'account.confirmPassword': 'New password again',
  'account.passwordRule': 'At least 8 characters, not your user name.',
  'account.passwordsDiffer': 'The confirmation must be the same as the new password',
  'account.submit': 'Change password',
  'account.changed': 'Your password was changed',
  'account.signOutInstead': 'Sign out instead',
  'account.cancel': 'Cancel',
} as const;
