import { NotFoundError, type Notice, type NoticeRepository } from '@tender/domain';

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
}
