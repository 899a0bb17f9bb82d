import { useT } from '../../i18n/i18n-context';
import { StepPage } from '../flow-steps/step-page';
import { PlaceholderPage } from '../placeholders/placeholder-page';
import { moduleLabel } from '../session/shell-modules';
import type { SubApplicationProps } from './sub-application-registry';

/**
 * A module from the server's list that has no built-in page here: never a blank screen. A step (a
 * manage module such as /tender-document) shows the step's name, its child sites and the step message;
 * a setting area (a library, organisation settings) shows its name as a page still to be built.
 */
export default function ModulePlaceholderApp({ module }: SubApplicationProps) {
  const { t } = useT();
  return module.description === 'setting' ? (
    <PlaceholderPage title={moduleLabel(module, t)} />
  ) : (
    <StepPage title={module.name} />
  );
}
