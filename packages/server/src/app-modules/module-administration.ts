import {
  type AppModuleRecord,
  type appModuleInputSchema,
  type appModuleUpdateSchema,
  NotFoundError,
  ValidationError,
} from '@tender/domain';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { KyselyAppModuleStore } from '../adapters/app-modules/kysely-app-module-store';
import type { Database } from '../db/schema';

/** The 400 of a route another module of the tenant already has ("a route … is unique"). */
function routeTaken(route: string, other: string | undefined): ValidationError {
  return new ValidationError([
    { field: 'route', message: `is already the route of module ${other ?? 'another module'}: ${route}` },
  ]);
}

/**
 * Administration of one tenant's app modules (§3 Module; Admin only, the routes check the permission):
 * create, edit, reorder, disable and enable. A route is unique within the tenant — checked first to name
 * the module that has it, and by the unique index for a save that races this one.
 */
export class ModuleAdministration {
  private readonly modules: KyselyAppModuleStore;

  constructor(db: Kysely<Database>, tenantId: number) {
    this.modules = new KyselyAppModuleStore(db, tenantId);
  }

  async create(input: z.output<typeof appModuleInputSchema>): Promise<AppModuleRecord> {
    const other = await this.modules.nameOfRoute(input.route);
    if (other !== undefined) throw routeTaken(input.route, other);
    const created = await this.modules.insert(input);
    if (!created) throw routeTaken(input.route, undefined);
    return created;
  }

  async update(input: z.output<typeof appModuleUpdateSchema>): Promise<AppModuleRecord> {
    const { id, ...fields } = input;
    await this.get(id);
    const other = await this.modules.nameOfRoute(fields.route, id);
    if (other !== undefined) throw routeTaken(fields.route, other);
    try {
      return (await this.modules.update(id, fields))!;
    } catch (error) {
      if ((error as { code?: unknown }).code === UNIQUE_VIOLATION) throw routeTaken(fields.route, undefined);
      throw error;
    }
  }

  /** Sets whether the shell lists the module (AppModule/GetPaged). */
  async setEnabled(id: number, isEnabled: boolean): Promise<AppModuleRecord> {
    await this.get(id);
    return (await this.modules.update(id, { isEnabled }))!;
  }

  /** The named modules first, in this order; an id that is no module of the tenant is 404, as anywhere. */
  async reorder(ids: readonly number[]): Promise<AppModuleRecord[]> {
    const known = new Set((await this.modules.listAll()).map((module) => module.id));
    const unknown = ids.find((id) => !known.has(id));
    if (unknown !== undefined) throw new NotFoundError('AppModule', unknown);
    await this.modules.reorder(ids);
    return this.modules.listAll();
  }

  list(): Promise<AppModuleRecord[]> {
    return this.modules.listAll();
  }

  private async get(id: number): Promise<AppModuleRecord> {
    const module = await this.modules.byId(id);
    if (!module) throw new NotFoundError('AppModule', id);
    return module;
  }
}

/** PostgreSQL's unique_violation: another save took the route first. */
const UNIQUE_VIOLATION = '23505';
