import type { Notice, NoticeInput } from '../notices/notice';

/** Offline notices of a project (§7 OfflineNotice/GetPaged). */
export interface NoticeRepository {
  listByProject(projectId: number): Promise<Notice[]>;
  getById(id: number): Promise<Notice>;
  /** Creates or updates a draft (§7 OfflineNotice/CreateOrUpdate). */
  save(notice: NoticeInput): Promise<Notice>;
  /** Publishes a draft; from then on it is part of the project's public record. */
  publish(id: number): Promise<Notice>;
  /** Deletes a draft; published notices stay. */
  delete(id: number): Promise<void>;
}
export const NoticeRepository = Symbol.for('tender.NoticeRepository');
