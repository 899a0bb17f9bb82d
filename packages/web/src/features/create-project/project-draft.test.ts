import { afterEach, describe, expect, it } from 'vitest';
import { draftKey, projectDrafts } from './project-draft';

class MemoryStorage {
  private readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

describe('project drafts', () => {
  const original = globalThis.localStorage;
  afterEach(() => {
    Object.defineProperty(globalThis, 'localStorage', { value: original, configurable: true });
  });
  const use = (storage: object) =>
    Object.defineProperty(globalThis, 'localStorage', { value: storage, configurable: true });

  it('keeps a draft per tenant, user and form, until discarded', () => {
    use(new MemoryStorage());
    const mine = draftKey(3, 7, 'new');
    projectDrafts.save(mine, { projectName: '草稿项目' }, new Date('2026-11-23T08:00:00Z'));
    expect(projectDrafts.load(mine)).toEqual({
      savedAt: '2026-11-23T08:00:00.000Z',
      values: { projectName: '草稿项目' },
    });
    expect(projectDrafts.load(draftKey(3, 8, 'new'))).toBeUndefined();
    expect(projectDrafts.load(draftKey(1, 7, 'new'))).toBeUndefined();
    expect(projectDrafts.load(draftKey(3, 7, 'edit-5'))).toBeUndefined();
    projectDrafts.discard(mine);
    expect(projectDrafts.load(mine)).toBeUndefined();
  });

  it('ignores a damaged draft and survives storage that refuses', () => {
    const storage = new MemoryStorage();
    use(storage);
    storage.setItem(draftKey(3, 7, 'new'), '{not json');
    expect(projectDrafts.load(draftKey(3, 7, 'new'))).toBeUndefined();
    use({
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    });
    expect(projectDrafts.save(draftKey(3, 7, 'new'), {})).toBeUndefined();
    expect(projectDrafts.load(draftKey(3, 7, 'new'))).toBeUndefined();
    expect(() => projectDrafts.discard(draftKey(3, 7, 'new'))).not.toThrow();
  });
});
