import { StepPage } from '../flow-steps/step-page';
import type { SubApplicationProps } from './sub-application-registry';

/**
 * A module from the server's list that has no built-in page here (a step such as /tender-document or
 * /contract-signing): the step's name, its child sites and a clear message — never a blank screen.
 */
export default function ModulePlaceholderApp({ module }: SubApplicationProps) {
  return <StepPage title={module.name} />;
}
