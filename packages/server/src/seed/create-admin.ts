import { ADMIN_ROLE, passwordProblems } from '@tender/domain';
import { type Kysely, sql } from 'kysely';
import { recordSystemWrite } from '../audit/system-audit';
import { hashPassword } from '../auth/password';
import type { Database } from '../db/schema';

export interface CreateAdminInput {
  /** Tenant id or tenancy name; a missing tenant given by name is created. */
  readonly tenant: string;
  readonly userName: string;
  readonly password: string;
  readonly name?: string;
  readonly emailAddress?: string;
}

/**
 * Creates the first administrator of a production deployment (which gets no demo accounts): the
 * tenant if it is missing, its Admin role, and the user with that role — in one transaction.
 */
export async function createAdministrator(
  db: Kysely<Database>,
  input: CreateAdminInput,
): Promise<{ tenantId: number; userId: number; createdTenant: boolean }> {
  // The one password rule of every account (domain passwordProblems): at least 8 characters, not the name.
  const [problem] = passwordProblems(input.password, { userName: input.userName });
  if (problem) throw new Error(`The password ${problem.message}.`);
  const passwordHash = await hashPassword(input.password);
  return db.transaction().execute(async (trx) => {
    const byId = /^\d+$/.test(input.tenant);
    let tenant = await trx
      .selectFrom('tenants')
      .select('id')
      .where(byId ? 'id' : 'tenancyName', '=', byId ? Number(input.tenant) : input.tenant)
      .executeTakeFirst();
    let createdTenant = false;
    if (!tenant) {
      if (byId) {
        await trx
          .insertInto('tenants')
          .values({
            id: Number(input.tenant),
            tenancyName: `tenant-${input.tenant}`,
            name: `Tenant ${input.tenant}`,
          })
          .execute();
        await sql`select setval(pg_get_serial_sequence('tenants', 'id'), (select max(id) from tenants))`.execute(
          trx,
        );
        tenant = { id: Number(input.tenant) };
      } else {
        tenant = await trx
          .insertInto('tenants')
          .values({ tenancyName: input.tenant, name: input.tenant })
          .returning('id')
          .executeTakeFirstOrThrow();
      }
      createdTenant = true;
    }
    const tenantId = tenant.id;
    const exists = await trx
      .selectFrom('users')
      .select('id')
      .where('tenantId', '=', tenantId)
      .where(sql`lower(user_name)`, '=', input.userName.toLowerCase())
      .executeTakeFirst();
    if (exists) throw new Error(`User '${input.userName}' already exists in tenant ${tenantId}.`);
    let role = await trx
      .selectFrom('roles')
      .select('id')
      .where('tenantId', '=', tenantId)
      .where('name', '=', ADMIN_ROLE)
      .executeTakeFirst();
    role ??= await trx
      .insertInto('roles')
      .values({ tenantId, name: ADMIN_ROLE, displayName: '系统管理员' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const user = await trx
      .insertInto('users')
      .values({
        tenantId,
        userName: input.userName,
        name: input.name ?? input.userName,
        emailAddress: input.emailAddress ?? null,
        passwordHash,
        companyId: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.insertInto('userRoles').values({ tenantId, userId: user.id, roleId: role.id }).execute();
    // A job's write is the system's in the audit trail (ADR 0012); a job runs on the system clock.
    await recordSystemWrite(trx, {
      tenantId,
      job: 'create-admin',
      entity: 'user',
      entityId: user.id,
      after: { userName: input.userName, name: input.name ?? input.userName, roleNames: [ADMIN_ROLE] },
      occurredAt: new Date(),
    });
    return { tenantId, userId: user.id, createdTenant };
  });
}
