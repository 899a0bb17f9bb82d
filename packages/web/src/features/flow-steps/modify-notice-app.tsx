import { NoticeType } from '@tender/domain';
import type { SubApplicationProps } from '../../components/sub-application-props';
import { NoticeStepPage } from './notice-step-app';

/** /modify-notice (§2 correct notice): the project's correction notices (type 1), composed and published. */
export default function ModifyNoticeApp(props: SubApplicationProps) {
  return <NoticeStepPage {...props} noticeType={NoticeType.Correction} />;
}
