import type { Label } from '../shared/labels';

/** Tooltip codes of the flow header and step menu (§4); the UI shows FLOW_TOOLTIPS[code]. */
export type FlowTooltip = 'not-yet-at-this-step' | 'circulation-condition-not-met';

/** The tooltips of §4 in both UI languages. */
export const FLOW_TOOLTIPS: Readonly<Record<FlowTooltip, Label>> = {
  'not-yet-at-this-step': { en: 'Not yet at this step', zh: '尚未到达此环节' },
  // §4 "circulation condition not met", in the words staff use.
  'circulation-condition-not-met': {
    en: 'The conditions for the next step are not met yet',
    zh: '流转条件不满足',
  },
};

/** Shown when a flow action fails without a message of its own (§4, §8). */
export const FLOW_ACTION_FAILED: Label = {
  en: 'The flow action failed, please try again',
  zh: '流程操作失败，请重试',
};
