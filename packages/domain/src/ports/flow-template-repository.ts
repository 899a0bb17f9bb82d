import type {
  FlowTemplate,
  FlowTemplateDraft,
  FlowTemplateStepLine,
  FlowTemplateVersion,
} from '../flow-templates/flow-template';
import type { BiddingMethod } from '../projects/bidding-method';

/**
 * The versioned flow template of each bidding method (§1 configurable step flow; ADR 0013): what a new
 * project's flow is copied from. Administration (§6: settings are the Admin's): a caller whose roles lack
 * the flowTemplate permissions — anyone but an Admin — gets NotPermittedError from every method.
 */
export interface FlowTemplateRepository {
  /** The current version of every bidding method that has a template, with its steps. */
  listCurrent(): Promise<FlowTemplate[]>;
  /** One version of a method's template, the current one when `version` is omitted; NotFoundError if none. */
  get(biddingMethod: BiddingMethod, version?: number): Promise<FlowTemplate>;
  /** The versions of a method's template, newest first; empty when it has none. */
  listVersions(biddingMethod: BiddingMethod): Promise<FlowTemplateVersion[]>;
  /**
   * Saves the draft as the method's next version and returns it. ValidationError (fields named) when
   * decideFlowTemplate refuses it; ConflictError when `baseVersion` is no longer the current version
   * (someone saved meanwhile: reload and make the change again). Nothing changes on a refusal.
   */
  save(draft: FlowTemplateDraft): Promise<FlowTemplate>;
  /** A version (the current one when omitted) as a step line, for the preview; NotFoundError if none. */
  stepLine(biddingMethod: BiddingMethod, version?: number): Promise<FlowTemplateStepLine>;
}
export const FlowTemplateRepository = Symbol.for('tender.FlowTemplateRepository');
