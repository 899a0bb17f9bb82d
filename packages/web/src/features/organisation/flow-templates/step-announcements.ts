import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';
import type { MessageKey } from '../../../i18n/en';

type Translate = (key: MessageKey, values?: Readonly<Record<string, string | number>>) => string;

/** What the announcements need to know of the list as it stands. */
export interface StepListFacts {
  readonly ids: readonly UniqueIdentifier[];
  readonly nameOf: (id: UniqueIdentifier) => string;
}

/**
 * What a screen reader hears while a step is moved with the keyboard (dnd-kit's live region), in the UI's
 * language: dnd-kit's own words are English and speak of ids, not of steps and their positions.
 */
export function stepAnnouncements(
  t: Translate,
  facts: () => StepListFacts,
): { announcements: Announcements; screenReaderInstructions: ScreenReaderInstructions } {
  const positionOf = (id: UniqueIdentifier) => facts().ids.indexOf(id) + 1;
  const total = () => facts().ids.length;
  const name = (id: UniqueIdentifier) => facts().nameOf(id);
  return {
    screenReaderInstructions: { draggable: t('flowTemplates.dnd.instructions') },
    announcements: {
      onDragStart: ({ active }) =>
        t('flowTemplates.dnd.start', { position: positionOf(active.id), name: name(active.id) }),
      onDragOver: ({ active, over }) =>
        over
          ? t('flowTemplates.dnd.over', {
              name: name(active.id),
              position: positionOf(over.id),
              total: total(),
            })
          : t('flowTemplates.dnd.outside', { name: name(active.id) }),
      onDragEnd: ({ active, over }) =>
        over
          ? t('flowTemplates.dnd.end', {
              name: name(active.id),
              position: positionOf(over.id),
              total: total(),
            })
          : t('flowTemplates.dnd.cancel', { name: name(active.id), position: positionOf(active.id) }),
      onDragCancel: ({ active }) =>
        t('flowTemplates.dnd.cancel', { name: name(active.id), position: positionOf(active.id) }),
    },
  };
}
