import type { AppDeps, ZodApp } from '../../http/zod-app';
import { registerDirectoryRoutes } from './directory-routes';
import { registerHistoryRoutes } from './history-routes';
import { registerProcessRoutes } from './process-routes';
import { registerTaskRoutes } from './task-routes';
import { workflowRouteKit } from './workflow-route-kit';

/**
 * The workflow engine service (§7, ADR 0006) under `/workflow`: processes of projects, their tasks and
 * history, and the engine's users and tenants. Every row belongs to the caller's API tenant; another
 * tenant's id answers 404. Missing input answers 400 "parameter missing" / "missing user name" /
 * "data missing" naming the field (§8).
 */
export function registerWorkflowRoutes(app: ZodApp, deps: AppDeps): void {
  const kit = workflowRouteKit(deps);
  registerProcessRoutes(app, kit);
  registerTaskRoutes(app, kit);
  registerDirectoryRoutes(app, kit);
  registerHistoryRoutes(app, kit);
}
