import { type CompiledQuery, createQueryId, type Kysely, type KyselyPlugin } from 'kysely';
import type { Database } from './schema';

/** A placeholder of the template: stands where the named value goes while the query is compiled once. */
class Placeholder {
  constructor(readonly name: string) {}
}

/** A parameter of the compiled text: the caller's value of that name, or a value the query itself fixes. */
type Slot = { readonly name: string } | { readonly fixed: unknown };

interface Compiled<O> {
  readonly query: CompiledQuery<O>;
  readonly slots: readonly Slot[];
}

/** Something Kysely can compile: a query builder, with the output row type `O`. */
interface Compilable<O> {
  compile(): CompiledQuery<O>;
}

/**
 * A query that is built and compiled once, then run with new values: a hot read's building, the plugins'
 * rewriting and compiling cost more of the server's CPU than its execution (ADR 0024). `build` gets placeholders for `values`; the query's shape must not depend
 * on them (no `in` list of their length, no branch on them), only where they go. Values the query fixes
 * itself (constants in `build`) stay in their places.
 *
 * The compiled text is kept per dialect and plugins (what the text depends on): every Kysely of the
 * server and each of its transactions share them (db/database.ts), while a Kysely with other plugins
 * compiles its own.
 */
export function queryTemplate<P extends Record<string, unknown>, O>(
  build: (db: Kysely<Database>, values: P) => Compilable<O>,
): (db: Kysely<Database>, values: P) => Promise<O[]> {
  const compiledFor = new Map<string, Compiled<O>>();
  return async (db, values) => {
    const key = compilationKey(db);
    let compiled = compiledFor.get(key);
    if (!compiled) {
      compiled = compileOnce(db, build);
      if (compiledFor.size >= MAX_COMPILATIONS) compiledFor.clear();
      compiledFor.set(key, compiled);
    }
    const parameters = compiled.slots.map((slot) => ('name' in slot ? values[slot.name] : slot.fixed));
    const { rows } = await db.executeQuery<O>({ ...compiled.query, parameters, queryId: createQueryId() });
    return rows;
  };
}

/** A number per plugin instance: a transaction copies its Kysely's plugin list, not the plugins. */
const pluginIds = new WeakMap<KyselyPlugin, number>();
let nextPluginId = 1;
/** Texts kept per template: the server has one compilation key; tests and tools add a few. */
const MAX_COMPILATIONS = 8;

/** What a compiled text depends on besides the query: the dialect's adapter and the plugins, in order. */
function compilationKey(db: Kysely<Database>): string {
  const executor = db.getExecutor();
  const ids = executor.plugins.map((plugin) => {
    let id = pluginIds.get(plugin);
    if (id === undefined) {
      id = nextPluginId++;
      pluginIds.set(plugin, id);
    }
    return id;
  });
  return `${executor.adapter.constructor.name}:${ids.join(',')}`;
}

function compileOnce<P extends Record<string, unknown>, O>(
  db: Kysely<Database>,
  build: (db: Kysely<Database>, values: P) => Compilable<O>,
): Compiled<O> {
  const placeholders = new Proxy({} as P, {
    get: (_target, name) => new Placeholder(String(name)),
  });
  const query = build(db, placeholders).compile();
  const slots = query.parameters.map(
    (value): Slot => (value instanceof Placeholder ? { name: value.name } : { fixed: value }),
  );
  return { query, slots };
}
