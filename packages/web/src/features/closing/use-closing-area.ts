import { closingMenuLabel } from '@tender/domain';
import { useSession } from '../../data/session/use-session';
import { useT } from '../../i18n/i18n-context';

/** The area's name for the signed-in tenant: "Archive" for tenant 1, "Closing" otherwise (§2). */
export function useClosingAreaName(): string {
  const { label } = useT();
  const tenantId = useSession().data?.session.tenant?.id;
  return label(closingMenuLabel(tenantId));
}
