import { useQuery } from '@tanstack/react-query';
import {
  CLARIFICATION_PUBLISHED,
  type Clarification,
  NoticeRepository,
  NoticeType,
  PublishNotice,
  RecordRepository,
  SaveNotice,
} from '@tender/domain';
import { useNotices } from '../../data/notices/use-notices';
import { useProjectWrite } from '../../data/projects/use-project-write';
import { recordQueries } from '../../data/records/record-queries';
import { useInject } from '../../di/use-inject';
import type { DocumentDraft, DocumentSource } from './publishable-documents';

/** The project's notices of one type (§3: 1 correction, 4 result publicity, 5 result announcement). */
export function useNoticeSource(
  projectId: number,
  noticeType: NoticeType,
  /** A draft composed from the project (a result notice from the ranking). */
  template?: DocumentDraft,
): DocumentSource {
  const notices = useInject<NoticeRepository>(NoticeRepository);
  const saveNotice = useInject(SaveNotice);
  const publishNotice = useInject(PublishNotice);
  const write = useProjectWrite(projectId);
  const list = useNotices(projectId, noticeType);
  return {
    list,
    showsNetName: noticeType !== '5',
    asksDeadline: noticeType === NoticeType.Tender,
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
          ...(noticeType === NoticeType.Tender ? { endTime: draft.endTime ?? null } : {}),
          attachments: [...(draft.attachments ?? [])],
        }),
      ),
    publish: (id) => write(() => publishNotice.execute(id)),
    remove: (id) => write(() => notices.delete(id)),
  };
}

/** The project's clarifications (record type `clarification`). */
export function useClarificationSource(projectId: number): DocumentSource {
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
    asksDeadline: false,
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
    publish: (id) =>
      write(() => {
        const current = stored(id);
        return records.update('clarification', {
          id,
          projectId,
          clarification_title: current.title,
          clarification_content: current.content,
          clarification_state: CLARIFICATION_PUBLISHED,
        });
      }),
    remove: (id) => write(() => records.delete('clarification', id)),
  };
}
