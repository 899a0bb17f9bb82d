// Benchmark of Bidder/GetPaged searches on PostgreSQL with 100,000 bidders at 10 concurrent clients: a
// fragment of a name (found anywhere in it), and a credit code. Target (the libraries' issue): p95 ≤ 30 ms.
// Figures: bench/README.md.
//
//   npx tsx bench/server/library-search.ts [seconds]       BENCH_DATABASE_URL overrides the PostgreSQL URL
import { CamelCasePlugin, Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { headersOf, load, logIn, ms, PG_URL, randomSchema, startServer, verdict } from './support';

const SECONDS = Number(process.argv[2] ?? 10);
const BIDDERS = 100_000;
const CITIES = ['杭州', '宁波', '温州', '绍兴', '上海', '南京', '苏州', '合肥', '福州', '深圳'];
const TRADES = [
  '建设工程',
  '信息技术',
  '医疗器械',
  '家具制造',
  '环保工程',
  '办公用品',
  '工程咨询',
  '物业服务',
];

/**
 * 100,000 bidders of tenant 3 written in one statement: names like 杭州恒信0001234建设工程有限公司, credit
 * codes 91110108 + a serial (their check characters are not computed: the database does not check
 * them), one contact each, the search text as the adapter writes it.
 */
async function insertBidders(db: Kysely<never>) {
  await sql`
    insert into library_entries (tenant_id, kind, name, credit_code, contacts, area, certificates, blacklistings, search_text, creation_time)
    select 3, 'bidder',
           name, code,
           jsonb_build_array(jsonb_build_object('name', contact, 'phone', '13800000000', 'email', null)),
           '浙江省', '[]', '[]',
           search_text,
           now() - (i || ' minutes')::interval
    from (
      select i,
             (${sql.val(CITIES)}::text[])[1 + i % 10] || '恒信' || lpad(i::text, 7, '0') ||
               (${sql.val(TRADES)}::text[])[1 + i % 8] || '有限公司' as name,
             '91110108' || lpad(i::text, 9, '0') || 'X' as code,
             '联系人' || (i % 1000) as contact
      from generate_series(1, ${BIDDERS}) as i
    ) generated,
    lateral (select lower(name || ' ' || code || ' ' || contact) as search_text) searched`.execute(db);
  await sql`analyze library_entries`.execute(db);
}

const search = (keyword: string) =>
  `/api/services/app/Bidder/GetPaged?Keyword=${encodeURIComponent(keyword)}&MaxResultCount=10`;

/** Each request another fragment: a serial's digits inside a name, or a whole credit code. */
function fragments(kind: 'name' | 'code'): () => string {
  let n = 0;
  return () => {
    n += 7919;
    const serial = 1 + (n % BIDDERS);
    return kind === 'name'
      ? search(`恒信${String(serial).padStart(7, '0')}`)
      : search(`91110108${String(serial).padStart(9, '0')}X`);
  };
}

// The trigram index is made only where pg_trgm is installed (migration 0014): install it first.
const setup = new pg.Client({ connectionString: PG_URL });
await setup.connect();
await setup.query('create extension if not exists pg_trgm with schema public');
await setup.end();

const schema = randomSchema('bench');
const server = await startServer({ DATABASE_URL: PG_URL, DATABASE_SCHEMA: schema, TENDER_DEMO: '1' });
const pool = new pg.Pool({ connectionString: PG_URL, options: `-c search_path=${schema}` });
const db = new Kysely<never>({ dialect: new PostgresDialect({ pool }), plugins: [new CamelCasePlugin()] });
try {
  const started = Date.now();
  await insertBidders(db);
  console.log(`PostgreSQL: ${BIDDERS.toLocaleString('en')} bidders inserted in ${Date.now() - started} ms`);
  const token = await logIn(server.url);
  const headers = headersOf(token);
  for (const kind of ['name', 'code'] as const) {
    await load({ url: server.url, headers, connections: 10, durationSeconds: 2, nextPath: fragments(kind) });
    const result = await load({
      url: server.url,
      headers,
      connections: 10,
      durationSeconds: SECONDS,
      nextPath: fragments(kind),
    });
    console.log(
      `  Bidder/GetPaged by ${kind === 'name' ? 'a name fragment' : 'a credit code'}, 10 clients: ${result.perSecond.toFixed(0)} req/s, p50 ${ms(result.p50)}, p95 ${ms(result.p95)}, errors ${result.errors}`,
    );
    console.log(`  ${verdict(`p95 by ${kind}, 100k bidders`, result.p95, 30)}`);
  }
} finally {
  await server.stop();
  await sql`drop schema ${sql.id(schema)} cascade`.execute(db);
  await db.destroy();
}
