import { aCreditCode } from '@tender/domain/testing';
import { expect } from 'vitest';
import { call } from '../../harness';
import {
  COMPANY,
  type FixtureWorld,
  fixtureHelpers,
  MODULE,
  ROLE,
  SYSTEM_NOTICE,
  TEMPORARY,
  USER,
} from './fixture-helpers';
import type { WriteFixture } from './write-fixture';

/** The audit walk's fixtures of administration: users, roles, companies, the libraries, system notices, modules. */
export function organisationFixtures(world: () => FixtureWorld): Record<string, WriteFixture> {
  const { result, idOf, unique, newUser, newRole, newModule, systemNotice, changed } = fixtureHelpers(world);
  let codes = 0;
  const freshCode = () => aCreditCode(700_000 + ++codes);
  return {
    'POST /api/services/app/User/Create': {
      request: async () => ({
        url: `${USER}/Create`,
        payload: {
          userName: unique('audit-user'),
          name: '新用户',
          roleNames: ['Agent'],
          password: TEMPORARY,
        },
        secrets: [TEMPORARY],
      }),
      row: {
        userName: 'admin',
        entity: 'user',
        entityId: idOf,
        changes: {
          before: null,
          after: { name: '新用户', roleNames: ['Agent'], passwordHash: '[redacted]' },
        },
      },
    },
    'POST /api/services/app/User/Update': {
      request: async () => {
        const user = await newUser();
        return {
          url: `${USER}/Update`,
          payload: { id: user.id, version: user.version, name: '改名用户', roleNames: ['Agent', 'Viewer'] },
        };
      },
      row: {
        userName: 'admin',
        entity: 'user',
        entityId: idOf,
        changes: {
          before: { name: '审计用户', roleNames: ['Agent'] },
          after: { name: '改名用户', roleNames: ['Agent', 'Viewer'] },
        },
      },
    },
    'POST /api/services/app/User/Deactivate': {
      request: async () => ({ url: `${USER}/Deactivate`, payload: { id: (await newUser()).id } }),
      row: { userName: 'admin', entity: 'user', entityId: idOf, changes: changed('isActive', true, false) },
    },
    'POST /api/services/app/User/Activate': {
      request: async () => {
        const user = await newUser();
        await result(await world().api.post(`${USER}/Deactivate`, { id: user.id }, 'admin'));
        return { url: `${USER}/Activate`, payload: { id: user.id } };
      },
      row: { userName: 'admin', entity: 'user', entityId: idOf, changes: changed('isActive', false, true) },
    },
    'POST /api/services/app/User/ResetPassword': {
      request: async () => ({
        url: `${USER}/ResetPassword`,
        payload: { id: (await newUser()).id, newPassword: 'Reset-2026!' },
        secrets: ['Reset-2026!'],
      }),
      row: {
        userName: 'admin',
        entity: 'user',
        entityId: idOf,
        changes: changed('passwordHash', '[redacted]', '[redacted]'),
      },
    },
    'POST /api/services/app/User/ChangePassword': {
      request: async () => {
        const user = await newUser();
        const signedIn = await call(world().api.app, {
          method: 'POST',
          url: '/api/TokenAuth/Authenticate',
          tenantId: 3,
          payload: { userNameOrEmailAddress: user.userName, password: TEMPORARY },
        });
        const { accessToken } = await result(signedIn);
        return {
          url: `${USER}/ChangePassword`,
          user: null,
          headers: { authorization: `Bearer ${accessToken}` },
          payload: { currentPassword: TEMPORARY, newPassword: 'Mine-2026!' },
          secrets: [TEMPORARY, 'Mine-2026!', accessToken],
          writer: { userName: user.userName, userId: user.id },
        };
      },
      row: { entity: 'user' },
    },
    'POST /api/services/app/Role/Create': {
      request: async () => ({
        url: `${ROLE}/Create`,
        payload: { name: unique('AuditRole'), displayName: '新角色', grantedPermissions: ['project.query'] },
      }),
      row: {
        userName: 'admin',
        entity: 'role',
        entityId: idOf,
        changes: { before: null, after: { displayName: '新角色', grantedPermissions: ['project.query'] } },
      },
    },
    'POST /api/services/app/Role/Update': {
      request: async () => {
        const role = await newRole();
        return {
          url: `${ROLE}/Update`,
          payload: {
            id: role.id,
            version: role.version,
            displayName: '改名角色',
            grantedPermissions: ['project.query'],
          },
        };
      },
      row: {
        userName: 'admin',
        entity: 'role',
        entityId: idOf,
        changes: changed('displayName', '审计角色', '改名角色'),
      },
    },
    'DELETE /api/services/app/Role/Delete': {
      request: async () => ({ method: 'DELETE', url: `${ROLE}/Delete?id=${(await newRole()).id}` }),
      row: {
        userName: 'admin',
        entity: 'role',
        entityId: /^\d+$/,
        changes: { before: { displayName: '审计角色' }, after: null },
      },
    },
    'POST /api/services/app/AbpCompany/Create': {
      request: async () => ({ url: `${COMPANY}/Create`, payload: { name: '审计公司' } }),
      row: {
        userName: 'admin',
        entity: 'company',
        entityId: idOf,
        changes: { before: null, after: { name: '审计公司' } },
      },
    },
    'POST /api/services/app/AbpCompany/Update': {
      request: async () => {
        const company = await result(
          await world().api.post(`${COMPANY}/Create`, { name: '旧公司名' }, 'admin'),
        );
        return { url: `${COMPANY}/Update`, payload: { id: company.id, name: '新公司名' } };
      },
      row: {
        userName: 'admin',
        entity: 'company',
        entityId: idOf,
        changes: changed('name', '旧公司名', '新公司名'),
      },
    },
    ...Object.fromEntries(
      (['Bidder', 'Agency', 'Purchaser'] as const).flatMap((library): [string, WriteFixture][] => {
        const entity = library.toLowerCase();
        const url = `/api/services/app/${library}`;
        // A code per request: a fixture may run again (the authorisation matrix sends it as every role).
        let created = '';
        let imported = '';
        return [
          [
            `POST ${url}/Create`,
            {
              request: async () => {
                created = freshCode();
                return { url: `${url}/Create`, payload: { name: '审计单位', creditCode: created } };
              },
              row: () => ({
                userName: 'admin',
                entity,
                entityId: idOf,
                changes: { before: null, after: { name: '审计单位', creditCode: created } },
              }),
            },
          ],
          [
            `POST ${url}/Update`,
            {
              request: async () => {
                const code = freshCode();
                const entry = await result(
                  await world().api.post(`${url}/Create`, { name: '旧单位名', creditCode: code }, 'admin'),
                );
                return {
                  url: `${url}/Update`,
                  payload: { id: entry.id, version: 1, name: '新单位名', creditCode: code },
                };
              },
              row: {
                userName: 'admin',
                entity,
                entityId: idOf,
                changes: changed('name', '旧单位名', '新单位名'),
              },
            },
          ],
          [
            // A preview reads the file and writes nothing.
            `POST ${url}/ImportPreview`,
            {
              request: async () => ({
                url: `${url}/ImportPreview?FileName=preview.csv`,
                payload: Buffer.from(`Name,Unified social credit code\r\n预览单位,${freshCode()}\r\n`),
                headers: { 'content-type': 'text/csv' },
              }),
              row: 'none',
            },
          ],
          [
            // An import of one row: that entry's row, as its create would write.
            `POST ${url}/Import`,
            {
              request: async () => {
                imported = freshCode();
                return {
                  url: `${url}/Import?FileName=import.csv`,
                  payload: Buffer.from(`Name,Unified social credit code\r\n导入单位,${imported}\r\n`),
                  headers: { 'content-type': 'text/csv' },
                };
              },
              row: () => ({
                userName: 'admin',
                entity,
                entityId: (r) => String((r.ids as number[])[0]),
                changes: { before: null, after: { name: '导入单位', creditCode: imported } },
              }),
            },
          ],
        ];
      }),
    ),
    [`POST ${SYSTEM_NOTICE}/Create`]: {
      request: async () => ({
        url: `${SYSTEM_NOTICE}/Create`,
        payload: { title: '审计公告', content: '<p>正文</p>' },
      }),
      row: {
        userName: 'admin',
        entity: 'systemNotice',
        entityId: idOf,
        changes: { before: null, after: { title: '审计公告', pinned: false } },
      },
    },
    [`POST ${SYSTEM_NOTICE}/Update`]: {
      request: async () => {
        const notice = await systemNotice('旧公告标题');
        return {
          url: `${SYSTEM_NOTICE}/Update`,
          payload: { id: notice.id, version: 1, title: '新公告标题', content: '<p>正文</p>' },
        };
      },
      row: {
        userName: 'admin',
        entity: 'systemNotice',
        entityId: idOf,
        changes: changed('title', '旧公告标题', '新公告标题'),
      },
    },
    [`POST ${SYSTEM_NOTICE}/SetPinned`]: {
      request: async () => ({
        url: `${SYSTEM_NOTICE}/SetPinned`,
        payload: { id: (await systemNotice('置顶公告')).id, pinned: true },
      }),
      row: {
        userName: 'admin',
        entity: 'systemNotice',
        entityId: idOf,
        changes: changed('pinned', false, true),
      },
    },
    [`POST ${SYSTEM_NOTICE}/Withdraw`]: {
      request: async () => ({
        url: `${SYSTEM_NOTICE}/Withdraw`,
        payload: { id: (await systemNotice('撤回公告')).id },
      }),
      row: {
        userName: 'admin',
        entity: 'systemNotice',
        entityId: idOf,
        changes: { before: { withdrawnTime: null }, after: { withdrawnTime: expect.anything() } },
      },
    },
    // A read mark is the reader's own bookkeeping, not a change of the tenant's record: no row.
    [`POST ${SYSTEM_NOTICE}/MarkRead`]: {
      request: async () => ({
        url: `${SYSTEM_NOTICE}/MarkRead`,
        user: 'agent',
        payload: { id: (await systemNotice('已读公告')).id },
      }),
      row: 'none',
    },
    'POST /api/services/app/AppModule/Create': {
      request: async () => ({
        url: `${MODULE}/Create`,
        payload: { name: '新模块', route: `/${unique('audit-module')}`, description: 'setting' },
      }),
      row: {
        userName: 'admin',
        entity: 'appModule',
        entityId: idOf,
        changes: { before: null, after: { name: '新模块', description: 'setting' } },
      },
    },
    'POST /api/services/app/AppModule/Update': {
      request: async () => {
        const module = await newModule();
        return {
          url: `${MODULE}/Update`,
          payload: { id: module.id, name: '改名模块', route: module.route, description: 'setting' },
        };
      },
      row: {
        userName: 'admin',
        entity: 'appModule',
        entityId: idOf,
        changes: changed('name', '审计模块', '改名模块'),
      },
    },
    'POST /api/services/app/AppModule/Reorder': {
      request: async () => ({ url: `${MODULE}/Reorder`, payload: { ids: [(await newModule()).id] } }),
      row: { userName: 'admin', entity: 'appModule' },
    },
    'POST /api/services/app/AppModule/Disable': {
      request: async () => ({ url: `${MODULE}/Disable`, payload: { id: (await newModule()).id } }),
      row: {
        userName: 'admin',
        entity: 'appModule',
        entityId: idOf,
        changes: changed('isEnabled', true, false),
      },
    },
    'POST /api/services/app/AppModule/Enable': {
      request: async () => {
        const module = await newModule();
        await result(await world().api.post(`${MODULE}/Disable`, { id: module.id }, 'admin'));
        return { url: `${MODULE}/Enable`, payload: { id: module.id } };
      },
      row: {
        userName: 'admin',
        entity: 'appModule',
        entityId: idOf,
        changes: changed('isEnabled', false, true),
      },
    },
  };
}
