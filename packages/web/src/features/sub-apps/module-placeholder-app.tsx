import { PlaceholderPage } from '../placeholders/placeholder-page';
import type { SubApplicationProps } from './sub-application-registry';

/** A module from the server's list that no sub-application of this build serves yet: its name and a skeleton. */
export default function ModulePlaceholderApp({ module }: SubApplicationProps) {
  return <PlaceholderPage title={module.name} />;
}
