import { countdownTo, ServerClock } from '@tender/domain';
import { Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useInject } from '../di/use-inject';
import { useT } from '../i18n/i18n-context';

/** Tick of the countdown (§9: 1 s). */
const TICK_MS = 1_000;

export interface DeadlineCountdownProps {
  /** The instant counted down to (ISO). */
  readonly endTime: string;
  /** What shows once it is reached ("Closed", "Limit reached"). */
  readonly passed: string;
}

/**
 * The time left until a deadline, ticking every second on the server's clock (§9), so a wrong clock on
 * the user's machine does not move a bid deadline or a statutory limit. The last day shows in red.
 */
export function DeadlineCountdown({ endTime, passed }: DeadlineCountdownProps) {
  const { t } = useT();
  const clock = useInject<ServerClock>(ServerClock);
  const deadline = Date.parse(endTime);
  const [now, setNow] = useState(() => clock.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(clock.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [clock]);

  const left = countdownTo(deadline, now);
  if (left.passed) return <Typography.Text type="danger">{passed}</Typography.Text>;
  const pad = (n: number) => String(n).padStart(2, '0');
  return (
    <Typography.Text strong type={left.days === 0 ? 'danger' : undefined} data-testid="deadline-countdown">
      {t('app.countdown', {
        days: left.days,
        time: `${pad(left.hours)}:${pad(left.minutes)}:${pad(left.seconds)}`,
      })}
    </Typography.Text>
  );
}
