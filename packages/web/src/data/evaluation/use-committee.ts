import { useQuery } from '@tanstack/react-query';
import {
  type Committee,
  type CommitteeAppointment,
  type CommitteeDrawRequest,
  type CommitteeLarger,
  type CommitteeRecusalInput,
  type CommitteeRedrawRequest,
  CommitteeRepository,
  type CommitteeRepresentativeInput,
  type CommitteeRepresentativeRecusalInput,
} from '@tender/domain';
import { useInject } from '../../di/use-inject';
import { useAnsweredWrite } from '../projects/invalidate-project';
import { evaluationKeys, evaluationQueries } from './evaluation-queries';

/** A project's evaluation committee (evaluationQueries.committee). */
export function useCommittee(projectId: number) {
  const committees = useInject<CommitteeRepository>(CommitteeRepository);
  return useQuery(evaluationQueries.committee(committees, projectId));
}

/**
 * The committee's writes: each answers the committee as it now stands, shown at once; the project is
 * refreshed after it whatever the outcome. A failure rejects with the server's reason.
 */
export function useCommitteeWriter(projectId: number) {
  const committees = useInject<CommitteeRepository>(CommitteeRepository);
  const run = useAnsweredWrite<Committee>(projectId, evaluationKeys.committee(projectId));
  return {
    draw: (request: Omit<CommitteeDrawRequest, 'projectId'>) =>
      run(() => committees.draw({ ...request, projectId })),
    appoint: (appointment: Omit<CommitteeAppointment, 'projectId'>) =>
      run(() => committees.appoint({ ...appointment, projectId })),
    addRepresentative: (representative: Omit<CommitteeRepresentativeInput, 'projectId'>) =>
      run(() => committees.addRepresentative({ ...representative, projectId })),
    recuse: (recusal: Omit<CommitteeRecusalInput, 'projectId'>) =>
      run(() => committees.recuse({ ...recusal, projectId })),
    recuseRepresentative: (recusal: Omit<CommitteeRepresentativeRecusalInput, 'projectId'>) =>
      run(() => committees.recuseRepresentative({ ...recusal, projectId })),
    redraw: (request: Omit<CommitteeRedrawRequest, 'projectId'>) =>
      run(() => committees.redraw({ ...request, projectId })),
    setLargerRequired: (larger: Omit<CommitteeLarger, 'projectId'>) =>
      run(() => committees.setLargerRequired({ ...larger, projectId })),
  };
}
