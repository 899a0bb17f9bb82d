import { NoticeType } from '@tender/domain';
import type { SubApplicationProps } from '../../components/sub-application-props';
import { NoticeStepPage } from './notice-step-app';

/** /result-announcement: the result announcements (type 5, no publishing site shown: §3) of 中标结果公告. */
export default function ResultAnnouncementApp(props: SubApplicationProps) {
  return <NoticeStepPage {...props} noticeType={NoticeType.ResultAnnouncement} />;
}
