import type { AppModule } from '@tender/domain';

/**
 * What the shell hands a mounted sub-application: the module that made it reachable (§1, §2 Menus).
 * A file of its own: the sub-applications (features) and the registry that mounts them (app) both name
 * it, and neither may import the other's side.
 */
export interface SubApplicationProps {
  readonly module: AppModule;
}
