import type { AppModule, AppModuleInput, AppModuleRecord, AppModuleUpdate } from '../session/app-module';

/**
 * The application modules that drive menus and sub-applications (§7 AppModule/GetPaged), and their
 * administration by the Admin (anyone else gets NotPermittedError from all but `list`): a route starts
 * with `/` and is unique in the tenant (ValidationError naming `route`).
 */
export interface ModuleRepository {
  /** The enabled modules, in order, for every signed-in user: the shell's menus read them. */
  list(filter?: string): Promise<AppModule[]>;
  /** Every module with its id, order and state. */
  listAll(): Promise<AppModuleRecord[]>;
  create(input: AppModuleInput): Promise<AppModuleRecord>;
  update(input: AppModuleUpdate): Promise<AppModuleRecord>;
  /** Puts the named modules first, in this order; the others follow in their present order. */
  reorder(ids: readonly number[]): Promise<AppModuleRecord[]>;
  /** A disabled module leaves the shell's list. */
  setEnabled(id: number, isEnabled: boolean): Promise<AppModuleRecord>;
}
export const ModuleRepository = Symbol.for('tender.ModuleRepository');
