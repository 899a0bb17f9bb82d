import type { CertificateState, LibraryEntry } from '@tender/domain';
import { Space, Tag } from 'antd';
import { STATUS_COLOURS } from '../../components/status-colours';
import { useT } from '../../i18n/i18n-context';

// Readable colours (WCAG AA): antd's pale green and gold tags fall short, its red passes.
const CERTIFICATE_COLOUR: Readonly<Record<CertificateState, string>> = {
  valid: STATUS_COLOURS.success,
  expiring: STATUS_COLOURS.warning,
  expired: 'red',
};

/** A certificate state as a tag, in words (colour is never the only sign). */
export function CertificateTag({ state }: { readonly state: CertificateState }) {
  const { t } = useT();
  return (
    <Tag color={CERTIFICATE_COLOUR[state]} data-testid={`certificate-${state}`}>
      {t(`libraries.certificate.${state}`)}
    </Tag>
  );
}

/** Where an entry stands today: its certificates' worst state and a blacklisting that holds. */
export function EntryStanding({
  entry,
}: {
  readonly entry: Pick<LibraryEntry, 'certificateState' | 'blacklistedNow'>;
}) {
  const { t } = useT();
  const blacklisting = entry.blacklistedNow;
  return (
    <Space size={[4, 4]} wrap>
      {entry.certificateState && <CertificateTag state={entry.certificateState} />}
      {blacklisting && (
        <Tag color="red" data-testid="blacklisted">
          {blacklisting.until
            ? t('libraries.blacklistedUntil', { until: blacklisting.until, reason: blacklisting.reason })
            : t('libraries.blacklistedForever', { reason: blacklisting.reason })}
        </Tag>
      )}
    </Space>
  );
}
