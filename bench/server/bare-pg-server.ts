// The yardstick of the list benchmark (get-paged.ts): a bare Fastify route running one indexed `pg` select,
// nothing else.
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
const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(JSON.stringify({ msg: 'listening', address }));
process.once('SIGTERM', () => void app.close().then(() => pool.end()));
