import type { Workbench } from '../home/workbench';

/** The signed-in user's home page data (Home/GetWorkbench; not among §7's calls). */
export interface WorkbenchSource {
  load(): Promise<Workbench>;
}
export const WorkbenchSource = Symbol.for('tender.WorkbenchSource');
