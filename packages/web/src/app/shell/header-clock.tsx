import { FieldTimeOutlined } from '@ant-design/icons';
import { formatDateTime, ServerClock } from '@tender/domain';
import { useEffect, useRef } from 'react';
import { useInject } from '../../di/use-inject';
import { useT } from '../../i18n/i18n-context';

/**
 * The header's standard time, synchronised with the server (§1, §9). It is redrawn every animation frame
 * straight into the DOM, so React does not re-render sixty times a second; the clock port re-syncs by
 * itself once local time drifts more than 2 s (HttpServerClock).
 */
export function HeaderClock({ color }: { color?: string }) {
  const { t } = useT();
  const clock = useInject<ServerClock>(ServerClock);
  const text = useRef<HTMLTimeElement>(null);

  useEffect(() => {
    let frame = 0;
    let shown = '';
    const draw = () => {
      const now = clock.now();
      const formatted = formatDateTime(now);
      const element = text.current;
      if (element && formatted !== shown) {
        shown = formatted;
        element.textContent = formatted;
        element.dateTime = new Date(now).toISOString();
      }
      frame = requestAnimationFrame(draw);
    };
    draw();
    return () => cancelAnimationFrame(frame);
  }, [clock]);

  return (
    <span style={{ whiteSpace: 'nowrap', color }} title={t('header.clock')} data-testid="header-clock">
      <FieldTimeOutlined aria-hidden style={{ marginRight: 6 }} />
      <span className="tender-visually-hidden">{t('header.clock')} </span>
      <time ref={text} />
    </span>
  );
}
