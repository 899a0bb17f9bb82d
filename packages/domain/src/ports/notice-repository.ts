import type { Notice } from '../notices/notice';

/** Offline notices of a project (§7 OfflineNotice/GetPaged). */
export interface NoticeRepository {
  listByProject(projectId: number): Promise<Notice[]>;
  getById(id: number): Promise<Notice>;
}
export const NoticeRepository = Symbol.for('tender.NoticeRepository');
