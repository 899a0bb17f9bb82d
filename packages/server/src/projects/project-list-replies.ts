import { type PagedQuery, pagedSchema, projectSchema } from '@tender/domain';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { KyselyProjectRepository } from '../adapters/projects/kysely-project-repository';
import type { RequestScope } from '../adapters/request-scope';
import { abp, ok } from '../http/envelope';
import { KeptBody } from '../http/kept-body';
import type { AppDeps } from '../http/zod-app';

/** The reply schema of `Sproject/GetPaged`, for its route's OpenAPI entry and for serialising. */
export const projectListReplySchema = abp(pagedSchema(projectSchema));

/** The same encoding Fastify would apply to the route's reply (zod-checked, then JSON). */
const serialize = serializerCompiler({
  schema: projectListReplySchema,
  method: 'GET',
  url: '/api/services/app/Sproject/GetPaged',
  httpStatus: '200',
} as Parameters<typeof serializerCompiler>[0]);

/**
 * The `Sproject/GetPaged` reply as JSON text, with its compressed forms. Replies are kept per tenant and
 * query until a project or user of the tenant changes (src/cache/server-caches.ts): a kept page costs no
 * query, no zod check, no JSON encoding and no compression, which is most of what a list call cost
 * (bench/README.md, `get-paged.ts`).
 */
export function projectListReply(deps: AppDeps, scope: RequestScope, query: PagedQuery): Promise<KeptBody> {
  const { Filter, Sorting, MaxResultCount, SkipCount } = query;
  const key = JSON.stringify([scope.tenantId, Filter ?? '', Sorting ?? '', MaxResultCount, SkipCount ?? 0]);
  return deps.caches.projectPages.read(
    key,
    async () => {
      const page = await new KyselyProjectRepository(deps.db, scope, deps.caches.projectCounts).getPaged(
        query,
      );
      return new KeptBody(serialize(ok(page)));
    },
    scope.tenantId,
  );
}
