import {
  type AppModule,
  type AppModuleInput,
  type AppModuleRecord,
  type AppModuleUpdate,
  appModuleInputSchema,
  appModuleOrderSchema,
  appModuleUpdateSchema,
  type ModuleRepository,
  NotFoundError,
  parseFilter,
  parseOrThrow,
  ValidationError,
} from '@tender/domain';
import { type AdministrationRules, assertPermitted } from './administration-rules';

/** Modules as the settings screen administers them: numbered and ordered as given, all enabled. */
export function moduleRecordsOf(modules: readonly AppModule[]): AppModuleRecord[] {
  return modules.map((m, k) => ({ ...m, port: m.port ?? null, id: k + 1, sort: k + 1, isEnabled: true }));
}

/** The 400 of a route another module already has (§3 Module: a route is unique in the tenant). */
function routeTaken(route: string, other: string): ValidationError {
  return new ValidationError([
    { field: 'route', message: `is already the route of module ${other}: ${route}` },
  ]);
}

/**
 * Application modules in an array with the server's rules (test/contract holds both to them): `list`
 * gives the enabled ones in order and understands the `field=value` clauses the menus use (§2 menus), for
 * anyone; the administration is the Admin's, its inputs parsed with the domain's schemas, a route unique.
 */
export class InMemoryModuleRepository implements ModuleRepository {
  public records: AppModuleRecord[];

  constructor(
    modules: readonly AppModule[] = [],
    private readonly rules: AdministrationRules = {},
  ) {
    this.records = moduleRecordsOf(modules);
  }

  async list(filter?: string): Promise<AppModule[]> {
    const clauses = parseFilter(filter).filter((c) => c.op === '=');
    return this.ordered()
      .filter((m) => m.isEnabled)
      .map(({ name, port, route, description }) => ({ name, port, route, description }))
      .filter((m) =>
        clauses.every((c) => c.values.includes(String((m as Record<string, unknown>)[c.field] ?? ''))),
      );
  }

  async listAll(): Promise<AppModuleRecord[]> {
    assertPermitted(this.rules, 'module.query');
    return this.ordered().map((m) => ({ ...m }));
  }

  /** A new module goes last in the order. */
  async create(input: AppModuleInput): Promise<AppModuleRecord> {
    assertPermitted(this.rules, 'module.add');
    const fields = parseOrThrow(appModuleInputSchema, input);
    const other = this.records.find((m) => m.route === fields.route);
    if (other) throw routeTaken(fields.route, other.name);
    const record: AppModuleRecord = {
      ...fields,
      id: Math.max(0, ...this.records.map((m) => m.id)) + 1,
      sort: Math.max(0, ...this.records.map((m) => m.sort)) + 1,
      isEnabled: true,
    };
    this.records.push(record);
    return { ...record };
  }

  async update(input: AppModuleUpdate): Promise<AppModuleRecord> {
    assertPermitted(this.rules, 'module.edit');
    const { id, ...fields } = parseOrThrow(appModuleUpdateSchema, input);
    const record = this.find(id);
    const other = this.records.find((m) => m.route === fields.route && m.id !== id);
    if (other) throw routeTaken(fields.route, other.name);
    Object.assign(record, fields);
    return { ...record };
  }

  async reorder(ids: readonly number[]): Promise<AppModuleRecord[]> {
    assertPermitted(this.rules, 'module.edit');
    const order = parseOrThrow(appModuleOrderSchema, { ids }).ids;
    for (const id of order) this.find(id);
    const named = new Set(order);
    const rest = this.ordered().filter((m) => !named.has(m.id));
    for (const [k, record] of [...order.map((id) => this.find(id)), ...rest].entries()) record.sort = k + 1;
    return this.listAll();
  }

  async setEnabled(id: number, isEnabled: boolean): Promise<AppModuleRecord> {
    assertPermitted(this.rules, isEnabled ? 'module.enable' : 'module.disable');
    const record = this.find(id);
    record.isEnabled = isEnabled;
    return { ...record };
  }

  /** Every module in the shell's order. */
  private ordered(): AppModuleRecord[] {
    return [...this.records].sort((a, b) => a.sort - b.sort || a.id - b.id);
  }

  private find(id: number): AppModuleRecord {
    const record = this.records.find((m) => m.id === id);
    if (!record) throw new NotFoundError('AppModule', id);
    return record;
  }
}
