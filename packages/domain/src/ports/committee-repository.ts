import type {
  Committee,
  CommitteeAppointment,
  CommitteeDrawRequest,
  CommitteeLarger,
  CommitteeRecusalInput,
  CommitteeRedrawRequest,
  CommitteeRepresentativeInput,
  CommitteeRepresentativeRecusalInput,
} from '../evaluation/committee';

/**
 * A project's evaluation committee (ADR 0019). Who may record the evaluation step (ADR 0007) and holds
 * evaluation.edit draws experts — at random among the active experts (of a speciality) who may serve,
 * not already seated nor recused, with the seed and candidates recorded; too few is ConflictError saying
 * how many could serve — or seats one by hand with a reason (an avoided, retired, seated or recused
 * expert is refused); adds the tenderer's or purchaser's representatives; recuses an expert with the
 * reason (回避) and redraws the seats recusals emptied (补抽; none empty is ConflictError); marks the
 * project as asking a larger committee (政府采购货物和服务招标投标管理办法 第四十七条). Each write answers
 * the committee as it now stands.
 */
export interface CommitteeRepository {
  get(projectId: number): Promise<Committee>;
  draw(request: CommitteeDrawRequest): Promise<Committee>;
  appoint(appointment: CommitteeAppointment): Promise<Committee>;
  addRepresentative(representative: CommitteeRepresentativeInput): Promise<Committee>;
  recuse(recusal: CommitteeRecusalInput): Promise<Committee>;
  /** A representative with an interest in a bidder leaves (回避, 招标投标法 第三十七条); no seat is drawn. */
  recuseRepresentative(recusal: CommitteeRepresentativeRecusalInput): Promise<Committee>;
  redraw(request: CommitteeRedrawRequest): Promise<Committee>;
  setLargerRequired(larger: CommitteeLarger): Promise<Committee>;
}
export const CommitteeRepository = Symbol.for('tender.CommitteeRepository');
