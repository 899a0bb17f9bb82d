import {
  type Company,
  type CompanyInput,
  type CompanyListQuery,
  type CompanyRepository,
  type CompanyUpdate,
  companySchema,
  type Paged,
  pagedSchema,
} from '@tender/domain';
import type { HttpClient } from './http-client';

const COMPANY = '/api/services/app/AbpCompany';
const companyPageSchema = pagedSchema(companySchema);

/** The tenant's companies over the API (AbpCompany/GetPaged, Create, Update, §3; Admin only). */
export class HttpCompanyRepository implements CompanyRepository {
  constructor(private readonly api: HttpClient) {}

  getPaged(query: CompanyListQuery = {}): Promise<Paged<Company>> {
    return this.api.get(`${COMPANY}/GetPaged`, { params: { ...query }, schema: companyPageSchema });
  }

  create(input: CompanyInput): Promise<Company> {
    return this.api.post(`${COMPANY}/Create`, input, { schema: companySchema });
  }

  update(input: CompanyUpdate): Promise<Company> {
    return this.api.post(`${COMPANY}/Update`, input, {
      schema: companySchema,
      notFound: { entity: 'Company', id: input.id },
    });
  }
}
