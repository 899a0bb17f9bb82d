import {
  type AppModule,
  type AppModuleInput,
  type AppModuleRecord,
  type AppModuleUpdate,
  appModuleRecordSchema,
  appModuleSchema,
  MODULE_LIST_PAGE_SIZE,
  type ModuleRepository,
  pagedSchema,
} from '@tender/domain';
import type { HttpClient } from './http-client';

const APP_MODULE = '/api/services/app/AppModule';
const modulePageSchema = pagedSchema(appModuleSchema);
const recordListSchema = appModuleRecordSchema.array();
const missing = (id: number | string) => ({ entity: 'AppModule', id });

/**
 * The application modules behind the menus (§7 AppModule/GetPaged: MaxResultCount 100, Filter), and
 * their administration (AppModule/GetAll, Create, Update, Reorder, Disable, Enable; ADR 0014).
 */
export class HttpModuleRepository implements ModuleRepository {
  constructor(private readonly api: HttpClient) {}

  async list(filter?: string): Promise<AppModule[]> {
    const page = await this.api.get(`${APP_MODULE}/GetPaged`, {
      params: { MaxResultCount: MODULE_LIST_PAGE_SIZE, ...(filter ? { Filter: filter } : {}) },
      schema: modulePageSchema,
    });
    return page.items;
  }

  listAll(): Promise<AppModuleRecord[]> {
    return this.api.get(`${APP_MODULE}/GetAll`, { schema: recordListSchema });
  }

  create(input: AppModuleInput): Promise<AppModuleRecord> {
    return this.api.post(`${APP_MODULE}/Create`, input, { schema: appModuleRecordSchema });
  }

  update(input: AppModuleUpdate): Promise<AppModuleRecord> {
    return this.api.post(`${APP_MODULE}/Update`, input, {
      schema: appModuleRecordSchema,
      notFound: missing(input.id),
    });
  }

  /** A 404 names one of the ids; which one, the server's message says. */
  reorder(ids: readonly number[]): Promise<AppModuleRecord[]> {
    return this.api.post(
      `${APP_MODULE}/Reorder`,
      { ids },
      { schema: recordListSchema, notFound: missing(ids.join(', ')) },
    );
  }

  setEnabled(id: number, isEnabled: boolean): Promise<AppModuleRecord> {
    return this.api.post(
      `${APP_MODULE}/${isEnabled ? 'Enable' : 'Disable'}`,
      { id },
      { schema: appModuleRecordSchema, notFound: missing(id) },
    );
  }
}
