import { type StaffDirectory, type StaffMember, staffListSchema } from '@tender/domain';
import type { HttpClient } from './http-client';

/** The tenant's active staff over the API (User/GetActiveStaff: project.add or project.edit). */
export class HttpStaffDirectory implements StaffDirectory {
  constructor(private readonly api: HttpClient) {}

  activeStaff(): Promise<StaffMember[]> {
    return this.api.get('/api/services/app/User/GetActiveStaff', { schema: staffListSchema });
  }
}
