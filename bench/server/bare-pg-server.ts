// Yardsticks: bare Fastify routes on `pg`, with nothing of Tender's between the request and the SQL.
// - GET /bare (get-paged.ts): one indexed select.
// - POST /bare-move (circulation.ts): the least any move must do, in one transaction of five statements —
//   lock the project's row and read its next step, point the project there and write its flow record
//   (one statement), write the audit row, commit. No rules, no workflow engine, no reply beyond the id.
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: 10,
  options: `-c search_path=${process.env.DATABASE_SCHEMA}`,
});
const maxId = Number(process.env.BARE_MAX_ID ?? 1000);
const app = Fastify();
app.get('/bare', async () => {
  const id = 1 + Math.floor(Math.random() * maxId);
  const { rows } = await pool.query(
    'select id, project_name, state from projects where tenant_id = $1 and id = $2',
    [3, id],
  );
  return rows[0] ?? null;
});
const BARE_MOVE = `
  with moved as (
    update projects p set current_node_id = n.next_node_id, version = p.version + 1,
      last_modification_time = now()
    from flow_nodes n
    where p.tenant_id = $1 and p.id = $2 and n.tenant_id = p.tenant_id and n.id = p.current_node_id
    returning p.id, n.id as from_id, p.current_node_id as to_id
  )
  insert into flow_records (tenant_id, project_id, node_type, submit_name, user_id, user_name, company_id,
    from_node_id, from_node_name, to_node_id, to_node_name, creation_time)
  select $1, id, 'next', 'admin', 2, 'admin', null, from_id, '', to_id, '', now() from moved
  returning project_id`;
app.post<{ Body: { projectId: number } }>('/bare-move', async (request) => {
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query({
      name: 'bare-lock',
      text: 'select current_node_id from projects where tenant_id = $1 and id = $2 for update',
      values: [3, request.body.projectId],
    });
    const { rows } = await client.query({
      name: 'bare-move',
      text: BARE_MOVE,
      values: [3, request.body.projectId],
    });
    await client.query({
      name: 'bare-audit',
      text: `insert into audit_log (tenant_id, occurred_at, actor, user_id, user_name, method, route, entity,
        entity_id, project_id) values ($1, now(), 'user', 2, 'admin', 'POST', '/bare-move', 'Project', $2, $3)`,
      values: [3, String(request.body.projectId), request.body.projectId],
    });
    await client.query('commit');
    return { result: { code: '1', id: rows[0]?.project_id } };
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
});

const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(JSON.stringify({ msg: 'listening', address }));
process.once('SIGTERM', () => void app.close().then(() => pool.end()));
