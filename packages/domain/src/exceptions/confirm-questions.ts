import type { Label } from '../shared/labels';
import type { ConfirmableAction } from './needs-confirm';

/** What the question names: the project and, for flow moves, the steps. */
export interface QuestionSubject {
  readonly projectName: string;
  readonly from?: string;
  readonly to?: string;
}

/**
 * The confirm questions of §5, one per confirmable action, in both UI languages: needsConfirm decides
 * *whether* to ask, these say *what*. The spec gives no wording; the web UI and the CLI ask the same.
 */
export const CONFIRM_QUESTIONS: Readonly<Record<ConfirmableAction, (s: QuestionSubject) => Label>> = {
  next: (s) => ({
    en: `Move "${s.projectName}" from "${s.from}" to the next step "${s.to}"?`,
    zh: `确定将“${s.projectName}”从“${s.from}”流转到下一环节“${s.to}”吗？`,
  }),
  jump: (s) => ({
    en: `Jump "${s.projectName}" from "${s.from}" to the step "${s.to}"?`,
    zh: `确定将“${s.projectName}”从“${s.from}”跳转到“${s.to}”吗？`,
  }),
  processJump: (s) => CONFIRM_QUESTIONS.jump(s),
  toClosing: (s) => ({
    en: `Send "${s.projectName}" to closing (awaiting closing)?`,
    zh: `确定将“${s.projectName}”提交结项吗？`,
  }),
  terminate: (s) => ({
    en: `Terminate the project "${s.projectName}"?`,
    zh: `确定终止项目“${s.projectName}”吗？`,
  }),
  cancel: (s) => ({ en: `Cancel the project "${s.projectName}"?`, zh: `确定取消项目“${s.projectName}”吗？` }),
  changeMethod: (s) => ({
    en: `Change the tendering method of "${s.projectName}" and send it to closing?`,
    zh: `确定变更“${s.projectName}”的招标方式并提交结项吗？`,
  }),
  retender: (s) => ({
    en: `Re-tender the project "${s.projectName}"?`,
    zh: `确定对“${s.projectName}”重新招标吗？`,
  }),
  reevaluate: (s) => ({
    en: `Re-evaluate "${s.projectName}" (back to bid opening and evaluation)?`,
    zh: `确定对“${s.projectName}”重新评标吗？`,
  }),
  editInformation: (s) => ({
    en: `Edit the information of "${s.projectName}"?`,
    zh: `确定修改“${s.projectName}”的项目信息吗？`,
  }),
  selectException: (s) => ({
    en: `Apply this bid exception to "${s.projectName}"?`,
    zh: `确定对“${s.projectName}”执行该异常操作吗？`,
  }),
};
