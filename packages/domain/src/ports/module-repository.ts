import type { AppModule } from '../session/app-module';

/** The application modules that drive menus and sub-applications (§7 AppModule/GetPaged). */
export interface ModuleRepository {
  list(filter?: string): Promise<AppModule[]>;
}
export const ModuleRepository = Symbol.for('tender.ModuleRepository');
