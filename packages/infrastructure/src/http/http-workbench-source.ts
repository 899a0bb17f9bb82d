import { type Workbench, type WorkbenchSource, workbenchSchema } from '@tender/domain';
import type { HttpClient } from './http-client';

/** The home page's data (Home/GetWorkbench; not among §7's calls). */
export class HttpWorkbenchSource implements WorkbenchSource {
  constructor(private readonly api: HttpClient) {}

  load(): Promise<Workbench> {
    return this.api.get('/api/services/app/Home/GetWorkbench', { schema: workbenchSchema });
  }
}
