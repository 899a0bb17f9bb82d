import { useQuery } from '@tanstack/react-query';
import {
  type OpeningBidInput,
  type OpeningRecord,
  OpeningRecordRepository,
  type SpreadsheetFile,
} from '@tender/domain';
import { useInject } from '../../di/use-inject';
import { useAnsweredWrite } from '../projects/invalidate-project';
import { evaluationKeys, evaluationQueries } from './evaluation-queries';

/** A project's opening record (evaluationQueries.opening). */
export function useOpeningRecord(projectId: number) {
  const opening = useInject<OpeningRecordRepository>(OpeningRecordRepository);
  return useQuery(evaluationQueries.opening(opening, projectId));
}

/**
 * The opening record's writes. Each answers the record as it now stands, which is shown at once; the
 * rest of the project is refreshed after it, whatever the outcome (a refusal may mean someone else
 * confirmed meanwhile). A failure rejects with the server's reason, for the caller to show.
 */
export function useOpeningRecordWriter(projectId: number) {
  const opening = useInject<OpeningRecordRepository>(OpeningRecordRepository);
  const run = useAnsweredWrite<OpeningRecord>(projectId, evaluationKeys.opening(projectId));
  return {
    saveBid: (input: OpeningBidInput) => run(() => opening.saveBid(input)),
    removeBid: (bidId: number) => run(() => opening.removeBid(projectId, bidId)),
    importBids: (file: SpreadsheetFile) => run(() => opening.importBids(projectId, file)),
    confirm: (groupId: number) => run(() => opening.confirm(projectId, groupId)),
  };
}
