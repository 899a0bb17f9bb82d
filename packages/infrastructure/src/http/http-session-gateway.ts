import {
  type Company,
  companySchema,
  type SessionGateway,
  type SessionInfo,
  sessionInfoSchema,
} from '@tender/domain';
import type { HttpClient } from './http-client';

/** The signed-in user's session and company (§7 Session/GetCurrentLoginInformations, AbpCompany/GetById). */
export class HttpSessionGateway implements SessionGateway {
  constructor(private readonly api: HttpClient) {}

  currentLoginInformations(): Promise<SessionInfo> {
    return this.api.get('/api/services/app/Session/GetCurrentLoginInformations', {
      schema: sessionInfoSchema,
    });
  }

  companyById(id: number): Promise<Company> {
    return this.api.get('/api/services/app/AbpCompany/GetById', {
      params: { id },
      schema: companySchema,
      notFound: { entity: 'Company', id },
    });
  }
}
