import {
  clause,
  formatFilter,
  NotFoundError,
  type Notice,
  type NoticeInput,
  type NoticeRepository,
  noticeSchema,
  pagedSchema,
} from '@tender/domain';
import type { HttpClient } from './http-client';

const noticePageSchema = pagedSchema(noticeSchema);
const NOTICE = '/api/services/app/OfflineNotice';
/** The largest page the list calls accept; a project has far fewer notices. */
const ALL_NOTICES = 1000;

/** A project's offline notices (§7 OfflineNotice/GetPaged, Filter by projectId or by id). */
export class HttpNoticeRepository implements NoticeRepository {
  constructor(private readonly api: HttpClient) {}

  async listByProject(projectId: number): Promise<Notice[]> {
    return this.page(formatFilter([clause('projectId', '=', projectId)]));
  }

  async getById(id: number): Promise<Notice> {
    const [notice] = await this.page(formatFilter([clause('id', '=', id)]));
    if (!notice) throw new NotFoundError('Notice', id);
    return notice;
  }

  save(notice: NoticeInput): Promise<Notice> {
    return this.api.post(`${NOTICE}/CreateOrUpdate`, notice, {
      schema: noticeSchema,
      ...(notice.id ? { notFound: { entity: 'Notice', id: notice.id } } : {}),
    });
  }

  publish(id: number): Promise<Notice> {
    return this.api.post(
      `${NOTICE}/Publish`,
      { id },
      { schema: noticeSchema, notFound: { entity: 'Notice', id } },
    );
  }

  async delete(id: number): Promise<void> {
    await this.api.delete(`${NOTICE}/Delete`, { params: { id }, notFound: { entity: 'Notice', id } });
  }

  private async page(filter: string): Promise<Notice[]> {
    const page = await this.api.get(`${NOTICE}/GetPaged`, {
      params: { Filter: filter, Sorting: 'creationTime desc', MaxResultCount: ALL_NOTICES },
      schema: noticePageSchema,
    });
    return page.items;
  }
}
