import { stepLineOf } from '@tender/domain';
import { Steps, Typography } from 'antd';
import { useT } from '../../../i18n/i18n-context';

export interface StepLinePreviewProps {
  /** The steps in their order: a saved version's or the editor's unsaved draft. */
  readonly steps: readonly { readonly nodeName: string }[];
  /** What the line is of, for assistive technology ("Step line", "Step line of this draft"). */
  readonly label: string;
  readonly 'data-testid'?: string;
}

/**
 * A template drawn as its step line (ADR 0013): the steps numbered in order, each leading to the next
 * and the last to 0, which ends the flow (§3 nextNodeId 0). Drawn from the domain's stepLineOf, the rule
 * the server's preview and a project's flow instance use, so the editor shows the chain that will be saved.
 */
export function StepLinePreview({ steps, label, 'data-testid': testId }: StepLinePreviewProps) {
  const { t } = useT();
  const line = stepLineOf(steps);
  if (line.length === 0) {
    return (
      <Typography.Text type="secondary" data-testid={testId}>
        {t('flowTemplates.preview.empty')}
      </Typography.Text>
    );
  }
  return (
    <figure aria-label={label} data-testid={testId} style={{ margin: 0, overflowX: 'auto' }}>
      <Steps
        size="small"
        titlePlacement="vertical"
        current={-1}
        style={{ minWidth: line.length * 96 }}
        items={line.map((step) => ({
          key: step.position,
          status: 'wait',
          title: step.nodeName.trim() || t('flowTemplates.preview.unnamed', { position: step.position }),
          content:
            step.nextPosition === 0
              ? t('flowTemplates.preview.closes')
              : t('flowTemplates.preview.next', { next: step.nextPosition }),
        }))}
      />
    </figure>
  );
}
