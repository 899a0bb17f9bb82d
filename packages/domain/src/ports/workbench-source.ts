import type { Workbench } from '../home/workbench';

/** The signed-in user's home page data (issue 8 Home: Home/GetWorkbench). */
export interface WorkbenchSource {
  load(): Promise<Workbench>;
}
export const WorkbenchSource = Symbol.for('tender.WorkbenchSource');
