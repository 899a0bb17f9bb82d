import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type SystemNotice,
  type SystemNoticeInput,
  type SystemNoticeListQuery,
  SystemNoticeRepository,
  type SystemNoticeUpdate,
} from '@tender/domain';
import { useEffect, useMemo, useRef } from 'react';
import { useInject } from '../../di/use-inject';
import { systemNoticeKeys, systemNoticeQueries } from './system-notice-queries';

/** A page of the system notices, pinned first then newest, each with the reader's own read state. */
export function useSystemNoticePage(query: SystemNoticeListQuery) {
  return useQuery(systemNoticeQueries.page(useInject<SystemNoticeRepository>(SystemNoticeRepository), query));
}

/** One notice; nothing while no id is known. */
export function useSystemNotice(id: number | undefined) {
  const notices = useInject<SystemNoticeRepository>(SystemNoticeRepository);
  return useQuery({ ...systemNoticeQueries.notice(notices, id ?? 0), enabled: id !== undefined });
}

/**
 * The signed-in user's unread notices, for the header's badge: asked every UNREAD_REFRESH_MS, when the
 * window regains focus and whenever `place` (the visited path) changes, unless it changed by a redirect
 * (`redirected`: the same visit, which has just asked — opening a project lands on its step that way).
 * Nothing for a user who may not read the notices. When the count grows, a new notice is out: the kept
 * lists are asked again, so a list kept fresh (its tab shown again) never hides what the badge announces.
 */
export function useUnreadSystemNoticeCount(permitted: boolean, place: string, redirected = false) {
  const notices = useInject<SystemNoticeRepository>(SystemNoticeRepository);
  const queryClient = useQueryClient();
  const count = useQuery({ ...systemNoticeQueries.unread(notices), enabled: permitted });
  const { refetch, data: unread } = count;
  const shown = useRef(place);
  useEffect(() => {
    // Not on the first render: the query has just been asked then.
    if (shown.current === place || !permitted) return;
    shown.current = place;
    if (!redirected) void refetch();
  }, [place, permitted, redirected, refetch]);
  const lastUnread = useRef(unread);
  useEffect(() => {
    const grew = unread !== undefined && lastUnread.current !== undefined && unread > lastUnread.current;
    lastUnread.current = unread;
    if (grew) void queryClient.invalidateQueries({ queryKey: systemNoticeKeys.pages });
  }, [unread, queryClient]);
  return count;
}

/**
 * Marks a notice read by the signed-in user once it is shown; then the notice shows read, and the count
 * and the lists are asked again.
 */
export function useMarkSystemNoticeRead(notice: SystemNotice | undefined) {
  const notices = useInject<SystemNoticeRepository>(SystemNoticeRepository);
  const queryClient = useQueryClient();
  const id = notice && !notice.read && notice.withdrawnTime === null ? notice.id : undefined;
  useEffect(() => {
    if (id === undefined) return;
    void notices
      .markRead(id)
      .then(() => {
        queryClient.setQueryData<SystemNotice>(systemNoticeKeys.notice(id), (shown) =>
          shown ? { ...shown, read: true } : shown,
        );
        return Promise.all([
          queryClient.invalidateQueries({ queryKey: systemNoticeKeys.unread }),
          queryClient.invalidateQueries({ queryKey: ['system-notices', 'page'] }),
        ]);
      })
      // Not being able to mark it read leaves it unread: nothing the reader needs to act on.
      .catch(() => undefined);
  }, [id, notices, queryClient]);
}

/** The administrator's writes; each refreshes every query of the notices, whatever the outcome. */
export function useSystemNoticeWrites() {
  const notices = useInject<SystemNoticeRepository>(SystemNoticeRepository);
  const queryClient = useQueryClient();
  return useMemo(() => {
    const refreshing = async <T>(write: () => Promise<T>): Promise<T> => {
      try {
        return await write();
      } finally {
        await queryClient.invalidateQueries({ queryKey: systemNoticeKeys.all });
      }
    };
    return {
      publish: (input: SystemNoticeInput) => refreshing(() => notices.create(input)),
      update: (input: SystemNoticeUpdate) => refreshing(() => notices.update(input)),
      setPinned: (id: number, pinned: boolean) => refreshing(() => notices.setPinned(id, pinned)),
      withdraw: (id: number) => refreshing(() => notices.withdraw(id)),
    };
  }, [notices, queryClient]);
}
