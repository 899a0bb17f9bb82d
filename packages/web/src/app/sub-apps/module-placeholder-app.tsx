import type { SubApplicationProps } from '../../components/sub-application-props';
import { StepPage } from '../../features/flow-steps/step-page';
import { PlaceholderPage } from '../../features/placeholders/placeholder-page';
import { useT } from '../../i18n/i18n-context';
import { moduleLabel } from '../shell/shell-modules';

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
