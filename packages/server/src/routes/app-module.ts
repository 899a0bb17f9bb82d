import { appModuleSchema, MODULE_LIST_PAGE_SIZE, pagedQuerySchema, pagedSchema } from '@tender/domain';
import { sql } from 'kysely';
import { z } from 'zod';
import { sessionOf } from '../auth/authenticate-request';
import { type FilterFields, filterCondition } from '../db/filter-sql';
import { sortingSql } from '../db/sorting-sql';
import { abp, ok } from '../http/envelope';
import type { AppDeps, ZodApp } from '../http/zod-app';

/** The Filter and Sorting fields of the module list. */
export const APP_MODULE_FIELDS: FilterFields = {
  name: { column: 'name', type: 'text' },
  port: { column: 'port', type: 'text' },
  route: { column: 'route', type: 'text' },
  description: { column: 'description', type: 'text' },
  sort: { column: 'sort', type: 'integer' },
};

const querySchema = pagedQuerySchema.extend({
  MaxResultCount: z.coerce.number().int().min(1).max(1000).default(MODULE_LIST_PAGE_SIZE),
});

/** AppModule/GetPaged (§7): the menu reads `description=manage` and the items' routes (§2 menus). */
export function registerAppModuleRoutes(app: ZodApp, { db }: AppDeps): void {
  app.get(
    '/api/services/app/AppModule/GetPaged',
    {
      schema: {
        tags: ['AppModule'],
        querystring: querySchema,
        response: { 200: abp(pagedSchema(appModuleSchema)) },
      },
    },
    async (request) => {
      const { tenantId } = sessionOf(request);
      const { Filter, Sorting, MaxResultCount, SkipCount } = request.query;
      const where = filterCondition(Filter, APP_MODULE_FIELDS);
      const base = db.selectFrom('appModules').where('tenantId', '=', tenantId).where(where);
      const [items, count] = await Promise.all([
        base
          .select(['name', 'port', 'route', 'description'])
          .orderBy(sortingSql(Sorting, APP_MODULE_FIELDS, 'sort asc'))
          .orderBy('id')
          .limit(MaxResultCount)
          .offset(SkipCount)
          .execute(),
        base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
      ]);
      return ok({ totalCount: count.n, items });
    },
  );
}
