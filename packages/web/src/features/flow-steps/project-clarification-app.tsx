import { PlaceholderPage } from '../placeholders/placeholder-page';
import type { SubApplicationProps } from '../sub-apps/sub-application-registry';

/** The project-clarification step's sub-application (§2 "Paths that the flow moves to"), its own chunk; built by a later issue. */
export default function StepApp({ module }: SubApplicationProps) {
  return <PlaceholderPage title={module.name} />;
}
