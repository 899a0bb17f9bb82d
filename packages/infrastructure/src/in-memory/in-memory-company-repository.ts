import {
  type Company,
  type CompanyInput,
  type CompanyListQuery,
  type CompanyRepository,
  type CompanyUpdate,
  companyInputSchema,
  companyListQuerySchema,
  companyUpdateSchema,
  NotFoundError,
  type Paged,
  parseOrThrow,
} from '@tender/domain';
import { type AdministrationRules, assertPermitted } from './administration-rules';
import { compareText } from './in-memory-query';

/**
 * The demo tenant's companies, as the server's seed has two (§3 agency offices): company 1 is the one the
 * demo users belong to and the in-memory session gateway shows.
 */
export function demoCompanies(): Company[] {
  return [
    {
      id: 1,
      name: 'Demo Tendering Agency',
      code: 'AG301',
      address: '杭州市西湖区文三路 100 号',
      phone: '0571-88000000',
    },
    {
      id: 2,
      name: 'Demo Tendering Agency Ningbo Office',
      code: 'AG302',
      address: '宁波市鄞州区天童南路 8 号',
      phone: '0574-87000000',
    },
  ];
}

/**
 * Companies in an array with the server's rules (test/contract holds both to them): Admin only, inputs
 * parsed with the domain's schemas, listed by name with a word in the name or code.
 */
export class InMemoryCompanyRepository implements CompanyRepository {
  constructor(
    /** Shared with the session gateway, so a header shows a company created here. */
    public companies: Company[] = demoCompanies(),
    private readonly rules: AdministrationRules = {},
  ) {}

  async getPaged(query: CompanyListQuery = {}): Promise<Paged<Company>> {
    assertPermitted(this.rules, 'company.query');
    const { Keyword, MaxResultCount, SkipCount } = parseOrThrow(companyListQuerySchema, query);
    const word = Keyword?.toLowerCase();
    const matching = this.companies
      .filter((c) => !word || [c.name, c.code ?? ''].some((text) => text.toLowerCase().includes(word)))
      .sort((a, b) => compareText(a.name, b.name) || a.id - b.id);
    return {
      totalCount: matching.length,
      items: matching.slice(SkipCount, SkipCount + MaxResultCount).map((c) => ({ ...c })),
    };
  }

  async create(input: CompanyInput): Promise<Company> {
    assertPermitted(this.rules, 'company.add');
    const fields = parseOrThrow(companyInputSchema, input);
    const company: Company = { id: Math.max(0, ...this.companies.map((c) => c.id)) + 1, ...fields };
    this.companies.push(company);
    return { ...company };
  }

  async update(input: CompanyUpdate): Promise<Company> {
    assertPermitted(this.rules, 'company.edit');
    const { id, ...fields } = parseOrThrow(companyUpdateSchema, input);
    const index = this.companies.findIndex((c) => c.id === id);
    if (index < 0) throw new NotFoundError('Company', id);
    const company: Company = { id, ...fields };
    this.companies[index] = company;
    return { ...company };
  }
}
