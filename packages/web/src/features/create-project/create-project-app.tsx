import { CORRECTIONS_FLAG, parseQuery } from '@tender/domain';
import { Descriptions } from 'antd';
import { useLocation } from 'react-router-dom';
import { useT } from '../../i18n/i18n-context';
import { PlaceholderPage } from '../placeholders/placeholder-page';
import type { SubApplicationProps } from '../sub-apps/sub-application-registry';

/**
 * The project-creation sub-application (§2 /create-project), its own chunk. The form comes with a later
 * issue; the modes its query selects are shown already: new, edit (id + correctionsmsg) or re-tender
 * (rebiddingId + isRebidding).
 */
export default function CreateProjectApp(_: SubApplicationProps) {
  const { t } = useT();
  const query = parseQuery(useLocation().search);
  const mode =
    query.rebiddingId && query.isRebidding
      ? 're-tender'
      : query.id && query[CORRECTIONS_FLAG]
        ? 'edit'
        : 'new';
  return (
    <PlaceholderPage title={t('route.create-project')}>
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 'mode', label: 'mode', children: <span data-testid="create-project-mode">{mode}</span> },
        ]}
      />
    </PlaceholderPage>
  );
}
