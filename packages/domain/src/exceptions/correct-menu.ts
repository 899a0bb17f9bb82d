import type { Label } from '../shared/labels';

/** The entries of the correct dropdown (§2 operation screen). */
export type CorrectMenuKey = 'correctNotice' | 'projectClarification' | 'bidException';

export interface CorrectMenuEntry {
  readonly key: CorrectMenuKey;
  readonly label: Label;
  /** Where the entry navigates (§2 "paths that the flow moves to"); bid exception opens the modal instead. */
  readonly path?: string;
}

const CORRECT_NOTICE: CorrectMenuEntry = {
  key: 'correctNotice',
  label: { en: 'Correction notice', zh: '更正公告' },
  path: '/modify-notice',
};
const PROJECT_CLARIFICATION: CorrectMenuEntry = {
  key: 'projectClarification',
  label: { en: 'Project clarification', zh: '项目澄清' },
  path: '/project-clarification',
};
const BID_EXCEPTION: CorrectMenuEntry = {
  key: 'bidException',
  label: { en: 'Bid exception', zh: '招标异常' },
};

/** The correct dropdown (§2): correct notice and project clarification always; bid exception only when the user may modify. */
export function correctMenu(context: { readonly mayModify: boolean }): CorrectMenuEntry[] {
  return context.mayModify
    ? [CORRECT_NOTICE, PROJECT_CLARIFICATION, BID_EXCEPTION]
    : [CORRECT_NOTICE, PROJECT_CLARIFICATION];
}
