import type { Expert, ExpertInput, ExpertListQuery, ExpertUpdate } from '../evaluation/expert';
import type { Paged } from '../shared/paging';

/**
 * The tenant's expert library (专家库, ADR 0019): a page by name, one expert, adding and editing with the
 * version read (a replaced one is ConflictError). Who keeps the libraries keeps it (expert.add,
 * expert.edit); who reads them reads it. Bad input is ValidationError naming the field.
 */
export interface ExpertRepository {
  getPaged(query?: ExpertListQuery): Promise<Paged<Expert>>;
  get(id: number): Promise<Expert>;
  create(input: ExpertInput): Promise<Expert>;
  update(input: ExpertUpdate): Promise<Expert>;
}
export const ExpertRepository = Symbol.for('tender.ExpertRepository');
