import { describe, expect, it } from 'vitest';
import { accountAttemptKey, addressAttemptKey } from './login-throttle';

describe('login attempt keys', () => {
  it('count a name however it is typed as one account, per tenant and address', () => {
    expect(accountAttemptKey(3, ' Admin ', '10.0.0.1')).toBe(accountAttemptKey(3, 'admin', '10.0.0.1'));
    expect(accountAttemptKey(3, 'admin', '10.0.0.1')).not.toBe(accountAttemptKey(4, 'admin', '10.0.0.1'));
    expect(accountAttemptKey(3, 'admin', '10.0.0.1')).not.toBe(accountAttemptKey(3, 'admin', '10.0.0.2'));
  });

  it('keep an address apart from any account', () => {
    expect(addressAttemptKey('10.0.0.1')).not.toBe(accountAttemptKey(3, '', '10.0.0.1'));
  });
});
