import { closingMenuLabel } from '@tender/domain';
import { useT } from '../../i18n/i18n-context';
import { useSession } from '../session/use-session';

/** The area's name for the signed-in tenant: "Archive" for tenant 1, "Closing" otherwise (§2). */
export function useClosingAreaName(): string {
  const { label } = useT();
  const tenantId = useSession().data?.session.tenant?.id;
  return label(closingMenuLabel(tenantId));
}
