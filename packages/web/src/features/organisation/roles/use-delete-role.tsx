import { ConflictError, type Role, RoleRepository } from '@tender/domain';
import { App, Typography } from 'antd';
import { useCallback } from 'react';
import { useOrganisationWrite } from '../../../data/organisation/use-organisation-write';
import { useInject } from '../../../di/use-inject';
import { useT } from '../../../i18n/i18n-context';
import { refusalText } from '../../../i18n/refusal-text';

/**
 * Deletes a role after a confirm. A role still in use — held by a user, or named in flowRoles by a step of
 * a current flow template — is refused by the server (409, ADR 0014) with the list of what uses it, which
 * a dialog shows in full, so the administrator knows whom to change first.
 */
export function useDeleteRole(): (role: Role) => void {
  const { t, locale } = useT();
  const { message, modal } = App.useApp();
  const roles = useInject<RoleRepository>(RoleRepository);
  const write = useOrganisationWrite();

  const refuse = useCallback(
    (role: Role, error: ConflictError) =>
      modal.error({
        title: t('roles.delete.refused', { name: role.name }),
        width: 560,
        content:
          error.details.length === 0 ? (
            <Typography.Paragraph>{refusalText(error, locale)}</Typography.Paragraph>
          ) : (
            <div data-testid="role-in-use">
              <Typography.Paragraph>{t('roles.delete.usedBy')}</Typography.Paragraph>
              <ul>
                {error.details.map((detail) => (
                  <li key={detail}>{detail}</li>
                ))}
              </ul>
            </div>
          ),
      }),
    [locale, modal, t],
  );

  return useCallback(
    (role: Role) =>
      modal.confirm({
        title: t('roles.delete.confirm', { name: role.name }),
        content: t('roles.delete.explain'),
        okText: t('roles.delete'),
        okButtonProps: { danger: true, 'data-testid': 'role-delete-confirm' },
        cancelText: t('organisation.cancel'),
        onOk: async () => {
          try {
            await write(() => roles.delete(role.id));
            void message.success(t('roles.delete.done', { name: role.name }));
          } catch (error) {
            if (error instanceof ConflictError) refuse(role, error);
            else {
              void message.error(t('organisation.refused', { reason: refusalText(error, locale) }));
            }
          }
        },
      }),
    [locale, message, modal, refuse, roles, t, write],
  );
}
