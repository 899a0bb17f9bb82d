import type { SignIn } from '@tender/domain';
import { describe, expect, it } from 'vitest';
import { signInsDiffer } from './sign-in-push';

const signIn = (id: number | undefined): SignIn => ({
  ...(id === undefined ? {} : { id }),
  projectId: 7,
  supplierName: `供应商 ${id}`,
  signInTime: '2026-11-27T10:00:00Z',
});
const paged = (items: SignIn[], totalCount = items.length) => ({ items, totalCount });

describe('signInsDiffer', () => {
  it('is false for the push that repeats what was read', () => {
    expect(signInsDiffer([signIn(1), signIn(2)], paged([signIn(2), signIn(1)]))).toBe(false);
  });

  it('is true when nothing was read yet', () => {
    expect(signInsDiffer(undefined, paged([]))).toBe(true);
  });

  it('is true for a new sign-in, a removed one, or a different one of the same count', () => {
    expect(signInsDiffer([signIn(1)], paged([signIn(2), signIn(1)]))).toBe(true);
    expect(signInsDiffer([signIn(1), signIn(2)], paged([signIn(1)]))).toBe(true);
    expect(signInsDiffer([signIn(1), signIn(2)], paged([signIn(1), signIn(3)]))).toBe(true);
  });

  it('compares counts past the pushed page: the feed lists at most 500 of them', () => {
    const read = Array.from({ length: 3 }, (_, n) => signIn(n + 1));
    expect(signInsDiffer(read, paged([signIn(3), signIn(2)], 3))).toBe(false);
    expect(signInsDiffer(read, paged([signIn(3), signIn(2)], 4))).toBe(true);
  });

  it('is true for a pushed sign-in without an id', () => {
    expect(signInsDiffer([signIn(1)], paged([signIn(undefined)]))).toBe(true);
  });
});
