import { greetingFor, ServerClock } from '@tender/domain';
import { Typography } from 'antd';
import { useInject } from '../../di/use-inject';
import { useT } from '../../i18n/i18n-context';

/** "Good morning, 张经理" by the hour of the server's time in the user's time zone (§9 greeting by hour). */
export function HomeGreeting({ name }: { name: string }) {
  const { t, label } = useT();
  const clock = useInject<ServerClock>(ServerClock);
  return (
    <Typography.Title level={3} style={{ margin: 0 }} data-testid="home-greeting">
      {t('home.greeting', { greeting: label(greetingFor(new Date(clock.now()))), name })}
    </Typography.Title>
  );
}
