import {
  type Paged,
  pagedSchema,
  type SystemNotice,
  type SystemNoticeInput,
  type SystemNoticeListQuery,
  type SystemNoticeRepository,
  type SystemNoticeSummary,
  type SystemNoticeUpdate,
  systemNoticeSchema,
  systemNoticeSummarySchema,
  systemNoticeUnreadSchema,
} from '@tender/domain';
import type { HttpClient } from './http-client';

const BASE = '/api/services/app/SystemNotice';
const ENTITY = 'SystemNotice';
const pageSchema = pagedSchema(systemNoticeSummarySchema);

/** The system notices over the API (SystemNotice: GetPaged, Get, GetUnreadCount, MarkRead and the Admin's writes; §1). */
export class HttpSystemNoticeRepository implements SystemNoticeRepository {
  constructor(private readonly api: HttpClient) {}

  getPaged(query: SystemNoticeListQuery = {}): Promise<Paged<SystemNoticeSummary>> {
    return this.api.get(`${BASE}/GetPaged`, { params: { ...query }, schema: pageSchema });
  }

  get(id: number): Promise<SystemNotice> {
    return this.api.get(`${BASE}/Get`, {
      params: { id },
      schema: systemNoticeSchema,
      notFound: { entity: ENTITY, id },
    });
  }

  async unreadCount(): Promise<number> {
    return (await this.api.get(`${BASE}/GetUnreadCount`, { schema: systemNoticeUnreadSchema })).count;
  }

  async markRead(id: number): Promise<void> {
    await this.api.post(`${BASE}/MarkRead`, { id }, { notFound: { entity: ENTITY, id } });
  }

  create(input: SystemNoticeInput): Promise<SystemNotice> {
    return this.api.post(`${BASE}/Create`, input, { schema: systemNoticeSchema });
  }

  update(input: SystemNoticeUpdate): Promise<SystemNotice> {
    return this.api.post(`${BASE}/Update`, input, {
      schema: systemNoticeSchema,
      notFound: { entity: ENTITY, id: input.id },
    });
  }

  setPinned(id: number, pinned: boolean): Promise<SystemNotice> {
    return this.api.post(
      `${BASE}/SetPinned`,
      { id, pinned },
      { schema: systemNoticeSchema, notFound: { entity: ENTITY, id } },
    );
  }

  withdraw(id: number): Promise<SystemNotice> {
    return this.api.post(
      `${BASE}/Withdraw`,
      { id },
      { schema: systemNoticeSchema, notFound: { entity: ENTITY, id } },
    );
  }
}
