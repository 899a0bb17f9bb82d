import { NoticeType } from '@tender/domain';
import type { SubApplicationProps } from '../../components/sub-application-props';
import { NoticeStepPage } from './notice-step-app';

/**
 * /prequalification-notice: the prequalification notices (type 2, 实施条例 第十五条) of a project that
 * prequalifies its bidders, each with its deadline for applications (endTime), no earlier than the law
 * allows (第十六条, 第十七条).
 */
export default function PrequalificationNoticeApp(props: SubApplicationProps) {
  return <NoticeStepPage {...props} noticeType={NoticeType.Prequalification} />;
}
