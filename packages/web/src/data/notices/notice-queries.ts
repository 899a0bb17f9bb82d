import { queryOptions } from '@tanstack/react-query';
import type { NoticeRepository, NoticeType } from '@tender/domain';
import { projectKeys } from '../projects/project-queries';

/**
 * The query keys of notices: a project's notices sit under the project's (projectKeys.notices), so a
 * write about the project refreshes them; a notice's detail is keyed by the notice alone.
 */
export const noticeKeys = {
  ofType: (projectId: number, noticeType: NoticeType) =>
    [...projectKeys.notices(projectId), noticeType] as const,
  detail: (noticeId: number) => ['notice', noticeId] as const,
};

export const noticeQueries = {
  /** The project's notices of one type (§3: 1 correction, 4 result publicity, 5 result announcement). */
  ofType: (notices: NoticeRepository, projectId: number, noticeType: NoticeType) =>
    queryOptions({
      queryKey: noticeKeys.ofType(projectId, noticeType),
      queryFn: async () =>
        (await notices.listByProject(projectId)).filter((notice) => notice.noticeType === noticeType),
    }),

  /**
   * A notice with its content and attachments (§7 OfflineNotice/GetPaged filtered by id). No retry: a
   * failure shows §8's one message at once.
   */
  detail: (notices: NoticeRepository, noticeId: number) =>
    queryOptions({
      queryKey: noticeKeys.detail(noticeId),
      queryFn: () => notices.getById(noticeId),
      retry: false,
    }),
};
