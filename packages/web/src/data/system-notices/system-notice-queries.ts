import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { NotFoundError, type SystemNoticeListQuery, type SystemNoticeRepository } from '@tender/domain';

/**
 * How often the header asks for the unread count while the app is open: a new notice reaches every
 * signed-in user within a minute (§1 system notices), without a socket of its own (ADR 0017). The count
 * is also asked again when the window regains focus and on every navigation (the header's badge).
 */
export const UNREAD_REFRESH_MS = 30_000;

/** The system notices' query keys: one tree, so a write or a read mark refreshes lists, notices and count. */
export const systemNoticeKeys = {
  all: ['system-notices'] as const,
  pages: ['system-notices', 'page'] as const,
  page: (query: SystemNoticeListQuery) => ['system-notices', 'page', query] as const,
  notice: (id: number) => ['system-notices', 'notice', id] as const,
  unread: ['system-notices', 'unread'] as const,
};

/** Each query of the system notices once: key, function and freshness. */
export const systemNoticeQueries = {
  page: (notices: SystemNoticeRepository, query: SystemNoticeListQuery) =>
    queryOptions({
      queryKey: systemNoticeKeys.page(query),
      queryFn: () => notices.getPaged(query),
      // The table keeps its rows while the next page loads, instead of flashing empty.
      placeholderData: keepPreviousData,
      // Shown again (its tab chosen, kept alive hidden), the list shows what it has: a new notice reaches
      // the reader through the unread count's asking at this pace anyway.
      staleTime: UNREAD_REFRESH_MS,
    }),

  notice: (notices: SystemNoticeRepository, id: number) =>
    queryOptions({
      queryKey: systemNoticeKeys.notice(id),
      queryFn: () => notices.get(id),
      staleTime: UNREAD_REFRESH_MS,
      // A notice that is not there (or withdrawn) will not be there on a second try.
      retry: (failures, error) => !(error instanceof NotFoundError) && failures < 3,
    }),

  unread: (notices: SystemNoticeRepository) =>
    queryOptions({
      queryKey: systemNoticeKeys.unread,
      queryFn: () => notices.unreadCount(),
      refetchInterval: UNREAD_REFRESH_MS,
      refetchOnWindowFocus: 'always',
    }),
};
