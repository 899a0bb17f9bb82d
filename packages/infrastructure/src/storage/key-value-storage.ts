/** The part of the Web Storage API the stores use: `localStorage` fits, and so does MemoryStorage. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** A Storage kept in a Map: for Node tests of the browser stores, and for the in-memory module. */
export class MemoryStorage implements KeyValueStorage {
  private readonly items = new Map<string, string>();

  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    this.items.set(key, String(value));
  }

  removeItem(key: string): void {
    this.items.delete(key);
  }

  get length(): number {
    return this.items.size;
  }
}
