import {
  ConflictError,
  compareExperts,
  type Expert,
  type ExpertInput,
  type ExpertListQuery,
  type ExpertRepository,
  type ExpertUpdate,
  expertInputSchema,
  expertListQuerySchema,
  expertMatches,
  expertUpdateSchema,
  NotFoundError,
  type Paged,
  parseOrThrow,
  refusal,
} from '@tender/domain';
import { type AdministrationRules, assertPermitted } from './administration-rules';

/** The clock of the fake's writes. */
export interface ExpertRules extends AdministrationRules {
  readonly now: () => number;
}

/**
 * The expert library in an array with the server's rules (test/contract holds both to them): the
 * expert permissions, the domain's schemas and filter, by name, an edit of a replaced version refused.
 */
export class InMemoryExpertRepository implements ExpertRepository {
  private nextId: number;

  constructor(
    readonly experts: Expert[],
    private readonly rules: ExpertRules,
  ) {
    this.nextId = Math.max(0, ...experts.map((expert) => expert.id)) + 1;
  }

  async getPaged(query: ExpertListQuery = {}): Promise<Paged<Expert>> {
    assertPermitted(this.rules, 'expert.query');
    const criteria = parseOrThrow(expertListQuerySchema, query);
    const found = this.experts.filter((expert) => expertMatches(expert, criteria)).sort(compareExperts);
    return {
      totalCount: found.length,
      items: structuredClone(found.slice(criteria.SkipCount, criteria.SkipCount + criteria.MaxResultCount)),
    };
  }

  async get(id: number): Promise<Expert> {
    assertPermitted(this.rules, 'expert.get');
    return structuredClone(this.find(id));
  }

  async create(input: ExpertInput): Promise<Expert> {
    assertPermitted(this.rules, 'expert.add');
    const fields = parseOrThrow(expertInputSchema, input);
    const expert: Expert = {
      ...fields,
      id: this.nextId++,
      creationTime: new Date(this.rules.now()).toISOString(),
      version: 1,
    };
    this.experts.push(expert);
    return structuredClone(expert);
  }

  async update(input: ExpertUpdate): Promise<Expert> {
    assertPermitted(this.rules, 'expert.edit');
    const { id, version, ...fields } = parseOrThrow(expertUpdateSchema, input);
    const stored = this.find(id);
    if (stored.version !== version) {
      throw new ConflictError(refusal('staleExpert', { name: stored.name, version: stored.version }));
    }
    Object.assign(stored, fields, { version: stored.version + 1 });
    return structuredClone(stored);
  }

  private find(id: number): Expert {
    const expert = this.experts.find((candidate) => candidate.id === id);
    if (!expert) throw new NotFoundError('Expert', id);
    return expert;
  }
}

/** The demo library: five experts of each of three specialities, one of them at a demo bidder, one retired. */
export function demoExperts(now: number): Expert[] {
  const specialities = ['建筑工程', '工程造价', '信息技术'];
  const names = ['王建国', '李海燕', '张志强', '刘丽华', '陈文斌', '杨晓东', '赵秀英', '黄国平'];
  return specialities.flatMap((speciality, s) =>
    Array.from({ length: 5 }, (_, k) => {
      const n = s * 5 + k;
      return {
        id: n + 1,
        name: `${names[n % names.length]}${n >= names.length ? '（二）' : ''}`,
        speciality,
        company:
          n === 2
            ? '华建工程咨询有限公司'
            : (['浙江大学建筑设计研究院', '杭州市造价管理站', '浙江财经大学'][n % 3] as string),
        phone: `1380571${String(1000 + n).slice(-4)}`,
        avoidCompanies: n === 6 ? ['中诚监理有限公司'] : [],
        active: n !== 4,
        creationTime: new Date(now - 30 * 86_400_000).toISOString(),
        version: 1,
      };
    }),
  );
}
