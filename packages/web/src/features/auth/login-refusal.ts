import { DomainError, LOGIN_REFUSALS, NotFoundError, TooManyAttemptsError } from '@tender/domain';
import type { I18n } from '../../i18n/i18n-context';

const messageOf = (failure: unknown) => (failure instanceof Error ? failure.message : String(failure));

/**
 * A refused login in the user's language: the one place that knows what the server (and LogIn's tenant
 * lookup) answer and says it in our words. A wrong password and a deactivated user get the same answer
 * on purpose (the server lets no one probe names); anything else keeps its own text after "Sign-in failed".
 */
export function loginRefusal(failure: unknown, t: I18n['t']): string {
  if (failure instanceof NotFoundError && failure.entity === 'Tenant') {
    return t('login.refused.tenantUnknown', { tenant: String(failure.id) });
  }
  if (failure instanceof TooManyAttemptsError) {
    return t('login.refused.throttled', { minutes: Math.ceil(failure.retryAfterSeconds / 60) });
  }
  if (failure instanceof DomainError) {
    if (failure.message === LOGIN_REFUSALS.credentials) return t('login.refused.credentials');
    if (failure.message === LOGIN_REFUSALS.tenantInactive) return t('login.refused.tenantInactive');
    if (failure.code === 'UNAVAILABLE') return t('login.refused.unavailable');
  }
  return `${t('login.failed')}: ${messageOf(failure)}`;
}
