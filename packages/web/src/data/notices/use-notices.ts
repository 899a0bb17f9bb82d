import { useQuery } from '@tanstack/react-query';
import { NoticeRepository, type NoticeType } from '@tender/domain';
import { useInject } from '../../di/use-inject';
import { noticeQueries } from './notice-queries';

/** The project's notices of one type (noticeQueries.ofType). */
export function useNotices(projectId: number, noticeType: NoticeType) {
  const notices = useInject<NoticeRepository>(NoticeRepository);
  return useQuery(noticeQueries.ofType(notices, projectId, noticeType));
}

/** A notice's detail (noticeQueries.detail); nothing while no notice is chosen. */
export function useNoticeDetail(noticeId: number | undefined) {
  const notices = useInject<NoticeRepository>(NoticeRepository);
  return useQuery({ ...noticeQueries.detail(notices, noticeId ?? 0), enabled: noticeId !== undefined });
}
