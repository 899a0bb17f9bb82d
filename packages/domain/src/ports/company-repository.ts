import type { Company, CompanyInput, CompanyListQuery, CompanyUpdate } from '../session/session-info';
import type { Paged } from '../shared/paging';

/**
 * The tenant's companies (agency offices, §3; §1 users belong to one), administered by the Admin
 * (anyone else gets NotPermittedError). The one company a header shows is SessionGateway.companyById.
 */
export interface CompanyRepository {
  getPaged(query?: CompanyListQuery): Promise<Paged<Company>>;
  create(input: CompanyInput): Promise<Company>;
  update(input: CompanyUpdate): Promise<Company>;
}
export const CompanyRepository = Symbol.for('tender.CompanyRepository');
