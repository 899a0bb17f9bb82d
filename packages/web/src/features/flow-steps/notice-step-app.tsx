import { NoticeType, resultAnnouncementDraft, resultPublicityDraft } from '@tender/domain';
import type { SubApplicationProps } from '../../components/sub-application-props';
import { useEvaluation } from '../../data/evaluation/use-evaluation';
import { useNoticeSource } from './document-sources';
import { PublishableDocuments } from './publishable-documents';
import { StepPage } from './step-page';
import type { StepContext } from './use-step';

function Notices({ context, noticeType }: { context: StepContext; noticeType: NoticeType }) {
  return (
    <PublishableDocuments
      source={useNoticeSource(context.project, noticeType, useResultDraft(context, noticeType))}
      editable={context.mayWrite('notice.add')}
    />
  );
}

/**
 * The result notices are drafted from the evaluation's ranking (ADR 0019): the candidates for the
 * publicity (type 4), the winning bidder for the announcement (type 5). Other notices start blank.
 */
function useResultDraft(context: StepContext, noticeType: NoticeType) {
  const drafts: Partial<Record<NoticeType, typeof resultPublicityDraft>> = {
    [NoticeType.ResultPublicity]: resultPublicityDraft,
    [NoticeType.ResultAnnouncement]: resultAnnouncementDraft,
  };
  const draft = drafts[noticeType];
  const evaluation = useEvaluation(context.project.id, draft !== undefined);
  return draft && evaluation.data ? draft(context.project, evaluation.data) : undefined;
}

/** A step page whose work is a notice of one type: the notices of that type, composed and published. */
export function NoticeStepPage({ module, noticeType }: SubApplicationProps & { noticeType: NoticeType }) {
  return (
    <StepPage title={module.name}>
      {(context) => <Notices context={context} noticeType={noticeType} />}
    </StepPage>
  );
}
