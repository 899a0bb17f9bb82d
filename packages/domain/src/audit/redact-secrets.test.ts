import { describe, expect, it } from 'vitest';
import { changedFields, isSecretKey, REDACTED, redactSecrets } from './redact-secrets';

describe('redactSecrets: an audit entry never holds a password, hash, token or hand-over secret', () => {
  it.each([
    ['password', true],
    ['passwordHash', true],
    ['password_hash', true],
    ['newPassword', true],
    ['accessToken', true],
    ['tokenHash', true],
    ['providerKey', true],
    ['providerAccessCode', true],
    ['x-oss-signature', true],
    ['clientSecret', true],
    ['userName', false],
    ['emailAddress', false],
    ['roleNames', false],
  ])('%s is a secret key: %s', (key, secret) => {
    expect(isSecretKey(key)).toBe(secret);
  });

  it('replaces secret values at any depth, in arrays too, and leaves the rest', () => {
    const when = new Date('2026-03-01T00:00:00Z');
    expect(
      redactSecrets({
        userName: 'li',
        password: '123qwe',
        nested: { accessToken: 'abc', list: [{ passwordHash: 'x', n: 1 }, 'plain', null] },
        when,
      }),
    ).toEqual({
      userName: 'li',
      password: REDACTED,
      nested: { accessToken: REDACTED, list: [{ passwordHash: REDACTED, n: 1 }, 'plain', null] },
      when,
    });
    expect(redactSecrets('text')).toBe('text');
  });
});

describe('changedFields: the fields a change touched, before and after', () => {
  it('keeps only the fields that differ, with secrets redacted but visible as changed', () => {
    expect(
      changedFields(
        { name: 'Li', email: 'a@x', roles: ['A'], passwordHash: 'h1', gone: 1 },
        { name: 'Li Lei', email: 'a@x', roles: ['A'], passwordHash: 'h2', added: true, skipped: undefined },
      ),
    ).toEqual({
      before: { name: 'Li', passwordHash: REDACTED, gone: 1 },
      after: { name: 'Li Lei', passwordHash: REDACTED, added: true },
    });
  });

  it('a create has no before and a delete no after; undefined fields are left out', () => {
    expect(changedFields(null, { name: 'n', password: 'p', x: undefined })).toEqual({
      before: null,
      after: { name: 'n', password: REDACTED },
    });
    expect(changedFields({ name: 'n' }, undefined)).toEqual({ before: { name: 'n' }, after: null });
  });
});
