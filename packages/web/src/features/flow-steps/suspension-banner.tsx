import { Alert } from 'antd';
import { useObjectionLog } from '../../data/objections/use-objections';
import { useT } from '../../i18n/i18n-context';
import { minuteOf, suspendedStepOf } from './objection-view';

/**
 * The banner of a step page an unanswered objection suspends (实施条例 第二十二条, 第五十四条: "作出答复前，
 * 应当暂停招标投标活动"): which objection, received when, about what, by which article, and until when —
 * its reply, due by its day. The server refuses the step's writes with the same rule; this says why first.
 */
export function SuspensionBanner({ projectId, router }: { projectId: number; router: string | undefined }) {
  const { t, label } = useT();
  const log = useObjectionLog(projectId);
  const suspended = suspendedStepOf(log.data, router);
  if (!suspended) return null;
  const { suspension, entry } = suspended;
  const values = {
    objector: suspension.objector ?? '—',
    subject: t(`objections.subject.${suspension.subject}`),
    received: suspension.receivedAt ? minuteOf(suspension.receivedAt) : '—',
    citation: label(suspension.citation),
    due: entry?.reply?.dueDate ?? '',
  };
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 12 }}
      data-testid="step-suspended"
      title={t(entry?.reply?.dueDate ? 'objections.suspended' : 'objections.suspended.noDue', values)}
    />
  );
}
