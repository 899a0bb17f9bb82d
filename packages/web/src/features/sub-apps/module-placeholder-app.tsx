import { StepPage } from '../flow-steps/step-page';
import { PlaceholderPage } from '../placeholders/placeholder-page';
import type { SubApplicationProps } from './sub-application-registry';

/**
 * A module from the server's list that has no built-in page here: never a blank screen. A step (a
 * manage module such as /tender-document) shows the step's name, its child sites and the step message;
 * a setting area (a library, organisation settings) shows its name as a page still to be built.
 */
export default function ModulePlaceholderApp({ module }: SubApplicationProps) {
  return module.description === 'setting' ? (
    <PlaceholderPage title={module.name} />
  ) : (
    <StepPage title={module.name} />
  );
}
