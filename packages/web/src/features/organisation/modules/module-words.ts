import type { AppModule } from '@tender/domain';
import type { MessageKey } from '../../../i18n/en';

/** A module's menu kind in words (§2 Menus: manage paths show the step menu, setting paths the setting menu). */
export const DESCRIPTION_LABELS: Readonly<Record<AppModule['description'], MessageKey>> = {
  manage: 'modules.description.manage',
  setting: 'modules.description.setting',
};
