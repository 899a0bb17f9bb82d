import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outsideRequestUnit, RequestUnit, runInRequestUnit } from '../src/db/request-units';
import type { TestDatabase } from '../src/testing/test-database';
import { openTestDatabase } from './harness';

/**
 * A request's unit of work (ADR 0012): what a request writes, through the app's one Kysely, commits or
 * rolls back with the request — handlers' own transactions included — while reads before the first write
 * hold nothing.
 */
let database: TestDatabase;
// biome-ignore lint/suspicious/noExplicitAny: a probe table outside the app's schema types
let db: Kysely<any>;

const names = async (): Promise<string[]> =>
  (await db.selectFrom('unit_probe').select('name').orderBy('name').execute()).map((r) => r.name);
const insert = (name: string) => db.insertInto('unit_probe').values({ name }).execute();
const inUnit = <T>(unit: RequestUnit, work: () => Promise<T>) => runInRequestUnit(unit, work);

/** A promise and its resolve, to hold a request at a point of its work. */
function gate() {
  let open: () => void = () => {};
  const passed = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { passed, open };
}

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
  await sql`create table unit_probe (name text primary key)`.execute(db);
});
afterAll(async () => {
  await database?.close();
});
beforeEach(async () => {
  await db.deleteFrom('unit_probe').execute();
});

describe('a request unit', () => {
  it('commits what the request wrote, and the last piece with it', async () => {
    const unit = new RequestUnit();
    await inUnit(unit, () => insert('a'));
    await unit.commit(() => insert('last'));
    expect(await names()).toEqual(['a', 'last']);
  });

  it('rolls back everything, a handler’s own committed transaction included', async () => {
    const unit = new RequestUnit();
    await inUnit(unit, async () => {
      await db.transaction().execute((trx) => trx.insertInto('unit_probe').values({ name: 'own' }).execute());
      await insert('plain');
    });
    await unit.rollback();
    expect(await names()).toEqual([]);
  });

  it('rolls a handler’s failed transaction back alone, as before; later writes still commit', async () => {
    const unit = new RequestUnit();
    await inUnit(unit, async () => {
      await expect(
        db.transaction().execute(async (trx) => {
          await trx.insertInto('unit_probe').values({ name: 'failed' }).execute();
          throw new Error('refused');
        }),
      ).rejects.toThrow('refused');
      await insert('after');
    });
    await unit.commit();
    expect(await names()).toEqual(['after']);
  });

  it('makes a transaction opened after a write a savepoint: its failure undoes only itself', async () => {
    const unit = new RequestUnit();
    await inUnit(unit, async () => {
      await insert('first');
      await expect(
        db.transaction().execute(async (trx) => {
          await trx.insertInto('unit_probe').values({ name: 'inner' }).execute();
          // A failing statement: the savepoint keeps the unit's transaction usable.
          await trx.insertInto('unit_probe').values({ name: 'first' }).execute();
        }),
      ).rejects.toThrow();
      await db
        .transaction()
        .execute((trx) => trx.insertInto('unit_probe').values({ name: 'kept' }).execute());
    });
    await unit.commit();
    expect(await names()).toEqual(['first', 'kept']);
  });

  it('serves a controlled transaction with its savepoints', async () => {
    const unit = new RequestUnit();
    await inUnit(unit, async () => {
      const trx = await db.startTransaction().execute();
      await trx.insertInto('unit_probe').values({ name: 'one' }).execute();
      const point = await trx.savepoint('probe').execute();
      await point.insertInto('unit_probe').values({ name: 'two' }).execute();
      await point.rollbackToSavepoint('probe').execute();
      await trx.commit().execute();
    });
    await unit.commit();
    expect(await names()).toEqual(['one']);
  });

  it('undoes everything when the last piece fails', async () => {
    const unit = new RequestUnit();
    await inUnit(unit, () => insert('a'));
    await expect(unit.commit(() => insert('a'))).rejects.toThrow();
    expect(await names()).toEqual([]);
    expect(unit.finished).toBe(true);
  });

  it('runs the last piece alone when the request wrote nothing', async () => {
    const unit = new RequestUnit();
    expect(await inUnit(unit, () => names())).toEqual([]);
    expect(unit.began).toBe(false);
    await unit.commit(() => insert('alone'));
    expect(await names()).toEqual(['alone']);
  });

  it('holds no connection while it only reads, so others proceed meanwhile', async () => {
    const unit = new RequestUnit();
    const hold = gate();
    const request = inUnit(unit, async () => {
      await names();
      await hold.passed;
      await insert('mine');
    });
    await insert('other'); // would wait for the unit's connection on PGlite if the read had taken it
    hold.open();
    await request;
    await unit.commit();
    expect(await names()).toEqual(['mine', 'other']);
  });

  it('keeps other requests’ statements out of its open transaction', async () => {
    const unit = new RequestUnit();
    const hold = gate();
    const request = inUnit(unit, async () => {
      await insert('mine');
      await hold.passed;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const other = insert('other');
    hold.open();
    await request;
    await unit.rollback();
    await other;
    expect(await names()).toEqual(['other']);
  });

  it('is seen by nobody else until it commits', async () => {
    const unit = new RequestUnit();
    await inUnit(unit, () => insert('pending'));
    if (database.kind === 'postgres') expect(await names()).toEqual([]);
    await unit.commit();
    expect(await names()).toEqual(['pending']);
  });

  it('lets work outside it run before the request writes, and refuses where it would wait forever', async () => {
    const unit = new RequestUnit();
    await inUnit(unit, async () => {
      await outsideRequestUnit(() => insert('outside'));
      await insert('inside');
      if (database.kind === 'pglite') expect(() => outsideRequestUnit(() => insert('x'))).toThrow();
    });
    await unit.rollback();
    expect(await names()).toEqual(['outside']);
  });
});
