import { NoticeType } from '@tender/domain';
import type { SubApplicationProps } from '../../components/sub-application-props';
import { NoticeStepPage } from './notice-step-app';

/**
 * /tender-notice: the tender notices (type 0) of the step 招标公告发布, each with its deadline for bids
 * (endTime), which sets the bid opening and home's countdown once the notice is published.
 */
export default function TenderNoticeApp(props: SubApplicationProps) {
  return <NoticeStepPage {...props} noticeType={NoticeType.Tender} />;
}
