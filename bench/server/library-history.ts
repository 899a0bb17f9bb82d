// Benchmark of Bidder/GetHistory (an entry's /detail history) on PostgreSQL at 10 concurrent clients: a
// bidder with 1,000 history rows (1,000 projects it signed up for, half with a qualification result, one
// in ten with an objection) among 100,000 records of other bidders. Target (the libraries' issue): p95 ≤
// 50 ms. Figures: bench/README.md.
//
//   npx tsx bench/server/library-history.ts [seconds]      BENCH_DATABASE_URL overrides the PostgreSQL URL
import { CamelCasePlugin, Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { insertProjects } from './seed-projects';
import { headersOf, load, logIn, ms, PG_URL, randomSchema, startServer, verdict } from './support';

const SECONDS = Number(process.argv[2] ?? 10);
const HISTORY_ROWS = 1_000;
const OTHER_RECORDS = 100_000;
const BIDDER = '杭州恒信基准建设工程有限公司';

/** The bidder's entry, and its records spread over the first 1,000 projects; noise over all of them. */
async function insertHistory(db: Kysely<never>): Promise<number> {
  const { rows } = await sql<{ id: number }>`
    insert into library_entries (tenant_id, kind, name, credit_code, contacts, certificates, blacklistings, search_text, creation_time)
    values (3, 'bidder', ${BIDDER}, '91110108000000001X', '[]', '[]', '[]', ${BIDDER.toLowerCase()}, now())
    returning id`.execute(db);
  await sql`
    with mine as (select id, row_number() over (order by id) as n from projects where tenant_id = 3
                  and project_num like 'BENCH-%' order by id limit ${HISTORY_ROWS})
    insert into middleware_records (tenant_id, project_id, type, data, creation_time)
    select 3, id, 'signUp', jsonb_build_object('supplierName', ${BIDDER}::text, 'signUp_state', '1'), now() - (n || ' minutes')::interval from mine
    union all
    select 3, id, 'qualificationResult', jsonb_build_object('supplierName', ${BIDDER}::text,
      'qualificationResult_result', case when n % 4 = 0 then '通过' else '不通过' end, 'qualificationResult_groupId', 1),
      now() - (n || ' minutes')::interval from mine where n % 2 = 0
    union all
    select 3, id, 'objection', jsonb_build_object('supplierName', ${BIDDER}::text, 'objection_status', '已处理'),
      now() - (n || ' minutes')::interval from mine where n % 10 = 0`.execute(db);
  await sql`
    insert into middleware_records (tenant_id, project_id, type, data, creation_time)
    select 3, p.id, 'signUp', jsonb_build_object('supplierName', '其他公司' || (i % 5000), 'signUp_state', '1'), now()
    from generate_series(1, ${OTHER_RECORDS}) as i
    join lateral (select id from projects where tenant_id = 3 and project_num = 'BENCH-' || (1 + i % 2000)) p on true`.execute(
    db,
  );
  await sql`analyze middleware_records`.execute(db);
  return rows[0]!.id;
}

const schema = randomSchema('bench');
const server = await startServer({ DATABASE_URL: PG_URL, DATABASE_SCHEMA: schema, TENDER_DEMO: '1' });
const pool = new pg.Pool({ connectionString: PG_URL, options: `-c search_path=${schema}` });
const db = new Kysely<never>({ dialect: new PostgresDialect({ pool }), plugins: [new CamelCasePlugin()] });
try {
  const started = Date.now();
  await insertProjects(db, 2_000);
  const id = await insertHistory(db);
  console.log(
    `PostgreSQL: a bidder with ${HISTORY_ROWS.toLocaleString('en')} history rows among ${OTHER_RECORDS.toLocaleString('en')} other records, inserted in ${Date.now() - started} ms`,
  );
  const token = await logIn(server.url);
  const headers = headersOf(token);
  const first = await fetch(`${server.url}/api/services/app/Bidder/GetHistory?Id=${id}`, { headers });
  const reply = (await first.json()) as { result: { totalCount: number; totals: object } };
  console.log(`  history: ${reply.result.totalCount} rows, totals ${JSON.stringify(reply.result.totals)}`);
  let page = 0;
  const nextPath = () => {
    page = (page + 1) % 100;
    return `/api/services/app/Bidder/GetHistory?Id=${id}&SkipCount=${page * 10}&MaxResultCount=10`;
  };
  await load({ url: server.url, headers, connections: 10, durationSeconds: 2, nextPath });
  const result = await load({
    url: server.url,
    headers,
    connections: 10,
    durationSeconds: SECONDS,
    nextPath,
  });
  console.log(
    `  Bidder/GetHistory, 1,000 rows, a page of 10, 10 clients: ${result.perSecond.toFixed(0)} req/s, p50 ${ms(result.p50)}, p95 ${ms(result.p95)}, errors ${result.errors}`,
  );
  console.log(`  ${verdict('p95 of a 1,000-row history', result.p95, 50)}`);
} finally {
  await server.stop();
  await sql`drop schema ${sql.id(schema)} cascade`.execute(db);
  await db.destroy();
}
