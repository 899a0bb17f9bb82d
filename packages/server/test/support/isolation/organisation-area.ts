import { expect } from 'vitest';
import type { Reply } from '../../harness';
import type { ProjectApi } from '../project-api';

const APP = '/api/services/app';

/** What tenant 3 holds of its organisation's administration, and tenant 1 tries to reach. */
export interface OrganisationRows {
  /** The name of every row, which must never appear in what tenant 1 reads. */
  readonly mark: string;
  readonly userId: number;
  readonly roleId: number;
  readonly companyId: number;
  readonly moduleId: number;
}

type Call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) => Promise<Reply>;
type Sweeps = Record<string, () => Promise<Reply>>;

async function resultOf(reply: Reply) {
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().result;
}

/**
 * The organisation administration's area of the tenant-isolation sweep (tenant-isolation.test.ts): a
 * user, a role, a company and an app module only tenant 3 has, named by `mark`; the 404 of each route
 * naming them from another tenant, the lists that must not show them, and the check that they stayed as
 * they were.
 */
export const organisationArea = {
  async seed(owner: ProjectApi, mark: string): Promise<OrganisationRows> {
    const create = async (route: string, body: object) =>
      (await resultOf(await owner.post(`${APP}/${route}`, body, 'admin'))).id as number;
    const roleId = await create('Role/Create', { name: mark, displayName: mark });
    const companyId = await create('AbpCompany/Create', { name: mark });
    const userId = await create('User/Create', {
      userName: mark,
      name: mark,
      companyId,
      roleNames: [mark],
      password: 'Temp-2026!',
    });
    const moduleId = await create('AppModule/Create', {
      name: mark,
      route: `/${mark}`,
      description: 'setting',
    });
    return { mark, userId, roleId, companyId, moduleId };
  },

  /** `rows` is read when a sweep runs, after the seed. */
  notFound(as1: Call, rows: () => OrganisationRows): Sweeps {
    return {
      'GET /api/services/app/User/Get': () => as1('GET', `${APP}/User/Get?id=${rows().userId}`),
      'POST /api/services/app/User/Update': () =>
        as1('POST', `${APP}/User/Update`, { id: rows().userId, version: 1, name: 'taken over' }),
      'POST /api/services/app/User/Deactivate': () =>
        as1('POST', `${APP}/User/Deactivate`, { id: rows().userId }),
      'POST /api/services/app/User/Activate': () =>
        as1('POST', `${APP}/User/Activate`, { id: rows().userId }),
      'POST /api/services/app/User/ResetPassword': () =>
        as1('POST', `${APP}/User/ResetPassword`, { id: rows().userId, newPassword: 'Taken-over-1' }),
      'GET /api/services/app/Role/Get': () => as1('GET', `${APP}/Role/Get?id=${rows().roleId}`),
      'POST /api/services/app/Role/Update': () =>
        as1('POST', `${APP}/Role/Update`, { id: rows().roleId, version: 1, displayName: 'taken over' }),
      'DELETE /api/services/app/Role/Delete': () => as1('DELETE', `${APP}/Role/Delete?id=${rows().roleId}`),
      'POST /api/services/app/AbpCompany/Update': () =>
        as1('POST', `${APP}/AbpCompany/Update`, { id: rows().companyId, name: 'taken over' }),
      'POST /api/services/app/AppModule/Update': () =>
        as1('POST', `${APP}/AppModule/Update`, {
          id: rows().moduleId,
          name: 'taken over',
          route: '/taken-over',
          description: 'manage',
        }),
      'POST /api/services/app/AppModule/Reorder': () =>
        as1('POST', `${APP}/AppModule/Reorder`, { ids: [rows().moduleId] }),
      'POST /api/services/app/AppModule/Disable': () =>
        as1('POST', `${APP}/AppModule/Disable`, { id: rows().moduleId }),
      'POST /api/services/app/AppModule/Enable': () =>
        as1('POST', `${APP}/AppModule/Enable`, { id: rows().moduleId }),
    };
  },

  /** The lists: answered, naming none of tenant 3's rows (`rows` read when run). */
  ownRowsOnly(as1: Call, rows: () => OrganisationRows): Sweeps {
    return {
      'GET /api/services/app/User/GetPaged': () =>
        as1('GET', `${APP}/User/GetPaged?Keyword=${rows().mark}&MaxResultCount=1000`),
      'GET /api/services/app/User/GetActiveStaff': () => as1('GET', `${APP}/User/GetActiveStaff`),
      'GET /api/services/app/Role/GetAll': () => as1('GET', `${APP}/Role/GetAll`),
      'GET /api/services/app/AbpCompany/GetPaged': () =>
        as1('GET', `${APP}/AbpCompany/GetPaged?MaxResultCount=1000`),
      'GET /api/services/app/AppModule/GetAll': () => as1('GET', `${APP}/AppModule/GetAll`),
    };
  },

  async unchanged(owner: ProjectApi, rows: OrganisationRows): Promise<void> {
    const user = await resultOf(await owner.get(`${APP}/User/Get?id=${rows.userId}`, 'admin'));
    expect(user).toMatchObject({ name: rows.mark, isActive: true, version: 1, mustChangeCredentials: true });
    const role = await resultOf(await owner.get(`${APP}/Role/Get?id=${rows.roleId}`, 'admin'));
    expect(role).toMatchObject({ displayName: rows.mark, version: 1 });
    const company = await resultOf(
      await owner.get(`${APP}/AbpCompany/GetById?id=${rows.companyId}`, 'admin'),
    );
    expect(company.name).toBe(rows.mark);
    const modules = await resultOf(await owner.get(`${APP}/AppModule/GetAll`, 'admin'));
    expect(modules.find((m: { id: number }) => m.id === rows.moduleId)).toMatchObject({
      name: rows.mark,
      isEnabled: true,
    });
  },
};
