import {
  type AppModule,
  appModuleSchema,
  MODULE_LIST_PAGE_SIZE,
  type ModuleRepository,
  pagedSchema,
} from '@tender/domain';
import type { HttpClient } from './http-client';

const modulePageSchema = pagedSchema(appModuleSchema);

/** The application modules behind the menus (§7 AppModule/GetPaged: MaxResultCount 100, Filter). */
export class HttpModuleRepository implements ModuleRepository {
  constructor(private readonly api: HttpClient) {}

  async list(filter?: string): Promise<AppModule[]> {
    const page = await this.api.get('/api/services/app/AppModule/GetPaged', {
      params: { MaxResultCount: MODULE_LIST_PAGE_SIZE, ...(filter ? { Filter: filter } : {}) },
      schema: modulePageSchema,
    });
    return page.items;
  }
}
