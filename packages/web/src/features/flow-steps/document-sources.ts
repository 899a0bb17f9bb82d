import { useQuery } from '@tanstack/react-query';
import {
  CLARIFICATION_PUBLISHED,
  type Clarification,
  NoticeRepository,
  NoticeType,
  type Project,
  PublishNotice,
  publicationKindOf,
  RecordRepository,
  SaveNotice,
} from '@tender/domain';
import { useNotices } from '../../data/notices/use-notices';
import { useProjectWrite } from '../../data/projects/use-project-write';
import { recordQueries } from '../../data/records/record-queries';
import { useInject } from '../../di/use-inject';
import { useT } from '../../i18n/i18n-context';
import { foreseenRefusalText } from '../../i18n/refusal-text';
import type { DeadlineField, DocumentDraft, DocumentSource } from './publishable-documents';
import { usePublicationCheck } from './use-publication-check';

/** The deadline each notice type carries (endTime), if any. */
const DEADLINE_FIELDS: Readonly<Partial<Record<NoticeType, DeadlineField>>> = {
  [NoticeType.Tender]: 'tenderNotice',
  [NoticeType.Correction]: 'movedDeadline',
  [NoticeType.Prequalification]: 'applicationDeadline',
};

/**
 * The project's notices of one type (§3: 0 tender, 1 correction, 4 result publicity, 5 result
 * announcement; 2 prequalification), with what the law says of publishing one now (ADR 0022): a tender
 * or prequalification notice's deadline no earlier than the law allows, a correction's moved deadline, a result announcement not before the
 * candidates' publicity has run.
 */
export function useNoticeSource(
  project: Pick<Project, 'id' | 'biddingMethod'>,
  noticeType: NoticeType,
  /** A draft composed from the project (a result notice from the ranking). */
  template?: DocumentDraft,
): DocumentSource {
  const projectId = project.id;
  const { locale } = useT();
  const notices = useInject<NoticeRepository>(NoticeRepository);
  const saveNotice = useInject(SaveNotice);
  const publishNotice = useInject(PublishNotice);
  const write = useProjectWrite(projectId);
  const list = useNotices(projectId, noticeType);
  const check = usePublicationCheck(project, publicationKindOf({ noticeType }));
  // A result announcement during the publicity, a correction past the cut-off that moves nothing: the
  // law refuses it now, whatever the draft says of anything else.
  const deadline = DEADLINE_FIELDS[noticeType];
  const refusedNow = deadline === 'movedDeadline' || !deadline ? check?.refusalOf() : undefined;
  return {
    list,
    showsNetName: noticeType !== '5',
    deadline,
    check,
    lawHint: refusedNow && foreseenRefusalText(refusedNow, locale),
    template,
    attachmentsDir: `projects/${projectId}/notices`,
    save: (draft) =>
      write(() =>
        saveNotice.execute({
          projectId,
          noticeType,
          ...(draft.id ? { id: draft.id } : {}),
          title: draft.title,
          content: draft.content,
          netName: draft.netName || null,
          // A tender notice's deadline (§3), a correction's moved one (ADR 0022), a prequalification
          // notice's for applications; none on the others.
          ...(deadline ? { endTime: draft.endTime ?? null } : {}),
          attachments: [...(draft.attachments ?? [])],
        }),
      ),
    publish: (id, refused) => write(() => publishNotice.execute(id), { refused }),
    remove: (id) => write(() => notices.delete(id)),
  };
}

/**
 * The project's clarifications (record type `clarification`): past the clarification cut-off the law
 * refuses one unless the bid deadline has been moved — by a correction notice, as a clarification carries
 * no deadline (招标投标法 第二十三条, 实施条例 第二十一条).
 */
export function useClarificationSource(project: Pick<Project, 'id' | 'biddingMethod'>): DocumentSource {
  const projectId = project.id;
  const { t, locale } = useT();
  const check = usePublicationCheck(project, 'correction');
  const refusedNow = check?.refusalOf();
  const records = useInject<RecordRepository>(RecordRepository);
  const write = useProjectWrite(projectId);
  const list = useQuery({
    ...recordQueries.ofProject(records, 'clarification', projectId),
    select: (clarifications: Clarification[]) =>
      clarifications.map((clarification) => ({
        id: clarification.id as number,
        title: clarification.clarification_title,
        content: clarification.clarification_content,
        creationTime: clarification.creationTime,
        publishTime: clarification.clarification_publishTime,
      })),
  });
  const stored = (id: number) => {
    const found = (list.data ?? []).find((clarification) => clarification.id === id);
    if (!found) throw new Error(`Clarification ${id} is not loaded`);
    return found;
  };
  return {
    list,
    showsNetName: false,
    lawHint: refusedNow && `${foreseenRefusalText(refusedNow, locale)} ${t('steps.docs.moveByCorrection')}`,
    save: (draft) =>
      write(() => {
        const fields = {
          projectId,
          clarification_title: draft.title,
          clarification_content: draft.content,
          clarification_state: '0' as const,
        };
        return draft.id
          ? records.update('clarification', { ...fields, id: draft.id })
          : records.create('clarification', fields);
      }),
    publish: (id, refused) =>
      write(
        () => {
          const current = stored(id);
          return records.update('clarification', {
            id,
            projectId,
            clarification_title: current.title,
            clarification_content: current.content,
            clarification_state: CLARIFICATION_PUBLISHED,
          });
        },
        { refused },
      ),
    remove: (id) => write(() => records.delete('clarification', id)),
  };
}
