import { type AppModule, type ModuleRepository, parseFilter } from '@tender/domain';

/** Application modules in an array; understands the `field=value` clauses the menus use (§2 menus). */
export class InMemoryModuleRepository implements ModuleRepository {
  constructor(public modules: AppModule[] = []) {}

  async list(filter?: string): Promise<AppModule[]> {
    const clauses = parseFilter(filter).filter((c) => c.op === '=');
    return this.modules.filter((m) =>
      clauses.every((c) => c.values.includes(String((m as Record<string, unknown>)[c.field] ?? ''))),
    );
  }
}
