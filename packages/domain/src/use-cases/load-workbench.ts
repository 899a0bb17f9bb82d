import type { Workbench } from '../home/workbench';
import type { WorkbenchSource } from '../ports/workbench-source';

/** Loads what the home page shows the signed-in user. */
export class LoadWorkbench {
  constructor(private readonly source: WorkbenchSource) {}

  execute(): Promise<Workbench> {
    return this.source.load();
  }
}
