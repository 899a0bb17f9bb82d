import {
  assertPublishable,
  ConflictError,
  isPublished,
  NotFoundError,
  type Notice,
  type NoticeInput,
  type NoticeRepository,
  noticeInputSchema,
  refusal,
} from '@tender/domain';

/** Offline notices in an array, newest first like the server's list (§7 OfflineNotice/GetPaged). */
export class InMemoryNoticeRepository implements NoticeRepository {
  constructor(public notices: Notice[] = []) {}

  async listByProject(projectId: number): Promise<Notice[]> {
    return this.notices
      .filter((n) => n.projectId === projectId)
      .sort((a, b) => b.creationTime.localeCompare(a.creationTime));
  }

  async getById(id: number): Promise<Notice> {
    const notice = this.notices.find((n) => n.id === id);
    if (!notice) throw new NotFoundError('Notice', id);
    return notice;
  }

  /** As the server: a draft is created or changed; a published notice never changes (409). */
  async save(input: NoticeInput): Promise<Notice> {
    const fields = noticeInputSchema.parse(input);
    if (fields.id !== undefined) {
      const existing = await this.getById(fields.id);
      if (isPublished(existing)) throw new ConflictError(refusal('publishedNotice'));
      Object.assign(existing, fields);
      return existing;
    }
    const created: Notice = {
      ...fields,
      id: Math.max(0, ...this.notices.map((n) => n.id)) + 1,
      creationTime: new Date().toISOString(),
      publishTime: null,
    };
    this.notices.push(created);
    return created;
  }

  async publish(id: number): Promise<Notice> {
    const notice = await this.getById(id);
    if (isPublished(notice)) throw new ConflictError(refusal('noticeAlreadyPublished'));
    assertPublishable(notice);
    notice.publishTime = new Date().toISOString();
    return notice;
  }

  async delete(id: number): Promise<void> {
    const notice = await this.getById(id);
    if (isPublished(notice)) throw new ConflictError(refusal('publishedNoticeDeleted'));
    this.notices = this.notices.filter((n) => n.id !== id);
  }
}
