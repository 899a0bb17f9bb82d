import type { Committee, CommitteeAppointment, CommitteeDrawRequest } from '../evaluation/committee';

/**
 * A project's evaluation committee (ADR 0019). Who may record the evaluation step (ADR 0007) and holds
 * evaluation.edit draws experts — at random among the active experts (of a speciality) who may serve,
 * not already seated, with the seed and candidates recorded; too few is ConflictError saying how many
 * could serve — or seats one by hand with a reason (an avoided, retired or seated expert is refused).
 * Each write answers the committee as it now stands.
 */
export interface CommitteeRepository {
  get(projectId: number): Promise<Committee>;
  draw(request: CommitteeDrawRequest): Promise<Committee>;
  appoint(appointment: CommitteeAppointment): Promise<Committee>;
}
export const CommitteeRepository = Symbol.for('tender.CommitteeRepository');
