import type { SubApplicationProps } from '../../components/sub-application-props';
import { useClarificationSource } from './document-sources';
import { PublishableDocuments } from './publishable-documents';
import { StepPage } from './step-page';
import type { StepContext } from './use-step';

function Clarifications({ context }: { context: StepContext }) {
  return (
    <PublishableDocuments
      source={useClarificationSource(context.project)}
      editable={context.mayWrite('notice.add')}
    />
  );
}

/** /project-clarification (§2): the project's clarifications, composed and published. */
export default function ProjectClarificationApp({ module }: SubApplicationProps) {
  return <StepPage title={module.name}>{(context) => <Clarifications context={context} />}</StepPage>;
}
