import {
  appModuleInputSchema,
  appModuleOrderSchema,
  appModuleRecordSchema,
  appModuleSchema,
  appModuleUpdateSchema,
  MODULE_LIST_PAGE_SIZE,
  pagedQuerySchema,
  pagedSchema,
} from '@tender/domain';
import { z } from 'zod';
import { KyselyAppModuleStore } from '../adapters/app-modules/kysely-app-module-store';
import { ModuleAdministration } from '../app-modules/module-administration';
import { sessionOf } from '../auth/authenticate-request';
import { abp, ok } from '../http/envelope';
import type { AppDeps, ZodApp } from '../http/zod-app';

const BASE = '/api/services/app/AppModule';
const TAGS = ['AppModule'];
const querySchema = pagedQuerySchema.extend({
  MaxResultCount: z.coerce.number().int().min(1).max(1000).default(MODULE_LIST_PAGE_SIZE),
});
const idBody = z.object({ id: z.number().int().positive() });

/**
 * AppModule/GetPaged (§7): the menu reads `description=manage` and the items' routes (§2 menus); it lists
 * the enabled modules, for every signed-in user, since the shell loads it. The rest is administration
 * (Admin only): every module with its id, order and state, create, edit, reorder, disable and enable.
 */
export function registerAppModuleRoutes(app: ZodApp, { db }: AppDeps): void {
  const modules = (tenantId: number, handle = db) => new ModuleAdministration(handle, tenantId);
  const inTransaction = <T>(tenantId: number, work: (admin: ModuleAdministration) => Promise<T>) =>
    db.transaction().execute((trx) => work(modules(tenantId, trx)));

  app.get(
    `${BASE}/GetPaged`,
    {
      config: { access: 'signed-in' },
      schema: { tags: TAGS, querystring: querySchema, response: { 200: abp(pagedSchema(appModuleSchema)) } },
    },
    async (request) =>
      ok(await new KyselyAppModuleStore(db, sessionOf(request).tenantId).getPaged(request.query)),
  );

  app.get(
    `${BASE}/GetAll`,
    {
      config: { access: 'module.query' },
      schema: { tags: TAGS, response: { 200: abp(z.array(appModuleRecordSchema)) } },
    },
    async (request) => ok(await modules(sessionOf(request).tenantId).list()),
  );

  app.post(
    `${BASE}/Create`,
    {
      config: { access: 'module.add' },
      schema: { tags: TAGS, body: appModuleInputSchema, response: { 200: abp(appModuleRecordSchema) } },
    },
    async (request) =>
      ok(await inTransaction(sessionOf(request).tenantId, (admin) => admin.create(request.body))),
  );

  app.post(
    `${BASE}/Update`,
    {
      config: { access: 'module.edit' },
      schema: { tags: TAGS, body: appModuleUpdateSchema, response: { 200: abp(appModuleRecordSchema) } },
    },
    async (request) =>
      ok(await inTransaction(sessionOf(request).tenantId, (admin) => admin.update(request.body))),
  );

  app.post(
    `${BASE}/Reorder`,
    {
      config: { access: 'module.edit' },
      schema: {
        tags: TAGS,
        body: appModuleOrderSchema,
        response: { 200: abp(z.array(appModuleRecordSchema)) },
      },
    },
    async (request) =>
      ok(await inTransaction(sessionOf(request).tenantId, (admin) => admin.reorder(request.body.ids))),
  );

  app.post(
    `${BASE}/Disable`,
    {
      config: { access: 'module.disable' },
      schema: { tags: TAGS, body: idBody, response: { 200: abp(appModuleRecordSchema) } },
    },
    async (request) =>
      ok(
        await inTransaction(sessionOf(request).tenantId, (admin) => admin.setEnabled(request.body.id, false)),
      ),
  );

  app.post(
    `${BASE}/Enable`,
    {
      config: { access: 'module.enable' },
      schema: { tags: TAGS, body: idBody, response: { 200: abp(appModuleRecordSchema) } },
    },
    async (request) =>
      ok(
        await inTransaction(sessionOf(request).tenantId, (admin) => admin.setEnabled(request.body.id, true)),
      ),
  );
}
