import type { NoticeType } from '@tender/domain';
import type { SubApplicationProps } from '../../components/sub-application-props';
import { useNoticeSource } from './document-sources';
import { PublishableDocuments } from './publishable-documents';
import { StepPage } from './step-page';
import type { StepContext } from './use-step';

function Notices({ context, noticeType }: { context: StepContext; noticeType: NoticeType }) {
  return (
    <PublishableDocuments
      source={useNoticeSource(context.project.id, noticeType)}
      editable={context.mayWrite('notice.add')}
    />
  );
}

/** A step page whose work is a notice of one type: the notices of that type, composed and published. */
export function NoticeStepPage({ module, noticeType }: SubApplicationProps & { noticeType: NoticeType }) {
  return (
    <StepPage title={module.name}>
      {(context) => <Notices context={context} noticeType={noticeType} />}
    </StepPage>
  );
}
