import { NoticeType } from '@tender/domain';
import type { SubApplicationProps } from '../../components/sub-application-props';
import { NoticeStepPage } from './notice-step-app';

/** /result-publicity: the result publicity notices (type 4) of the step 中标候选人公示. */
export default function ResultPublicityApp(props: SubApplicationProps) {
  return <NoticeStepPage {...props} noticeType={NoticeType.ResultPublicity} />;
}
