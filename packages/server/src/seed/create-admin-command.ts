/**
 * `npm run create-admin -w @tender/server -- --tenant <id|name> --user <name> [--name <display name>]`
 * creates the first administrator (and the tenant if missing). The password is read from stdin when
 * piped (`echo "$PW" | npm run create-admin …`), otherwise prompted for without echo.
 */
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { createAdministrator } from './create-admin';

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) {
    const chunks: Buffer[] = [];
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8').split(/\r?\n/)[0] ?? '';
  }
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  process.stdout.write('Password: ');
  // Mute the echo of what is typed.
  (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = () => {};
  const password = await new Promise<string>((resolve) => rl.question('', resolve));
  rl.close();
  process.stdout.write('\n');
  return password;
}

const { values } = parseArgs({
  options: {
    tenant: { type: 'string' },
    user: { type: 'string' },
    name: { type: 'string' },
    email: { type: 'string' },
  },
});
if (!values.tenant || !values.user) {
  console.error(
    'Usage: npm run create-admin -w @tender/server -- --tenant <id|name> --user <name> [--name <display>] [--email <address>]',
  );
  process.exit(2);
}
const password = await readPassword();
const handle = await openDatabase(loadConfig().database);
try {
  await migrateToLatest(handle.db, handle.schema);
  const result = await createAdministrator(handle.db, {
    tenant: values.tenant,
    userName: values.user,
    password,
    ...(values.name ? { name: values.name } : {}),
    ...(values.email ? { emailAddress: values.email } : {}),
  });
  console.log(
    `Created administrator '${values.user}' (user ${result.userId}) in tenant ${result.tenantId}${result.createdTenant ? ' (new tenant)' : ''}.`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await handle.close();
}
