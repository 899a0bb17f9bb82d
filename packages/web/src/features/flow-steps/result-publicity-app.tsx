import { NoticeType } from '@tender/domain';
import type { SubApplicationProps } from '../sub-apps/sub-application-registry';
import { NoticeStepPage } from './notice-step-app';

/** /result-publicity: the result publicity notices (type 4) of the step 中标候选人公示. */
export default function ResultPublicityApp(props: SubApplicationProps) {
  return <NoticeStepPage {...props} noticeType={NoticeType.ResultPublicity} />;
}
