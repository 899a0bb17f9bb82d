import { useQueryClient } from '@tanstack/react-query';
import { formatDateTime, type Paged, SIGN_IN_LIST_MAX, type SignIn, SignInFeed } from '@tender/domain';
import { Badge, Card, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { ItemList } from '../../components/item-list';
import { projectKeys } from '../../data/projects/project-queries';
import { signInsDiffer } from '../../data/records/sign-in-push';
import { useInject } from '../../di/use-inject';
import { useT } from '../../i18n/i18n-context';

/**
 * The project's online sign-ins, pushed over the middleware's WebSocket (§7: newest first, at most 500):
 * a supplier signing in appears without a reload, and the counts and blocking messages that read
 * sign-ins refresh with it (not for the push that only repeats the records read: signInsDiffer).
 */
export function SignInList({
  projectId,
  userName,
  minimum,
}: {
  readonly projectId: number;
  readonly userName: string;
  /** When tendering by law, the count is shown against this minimum (§5: three). */
  readonly minimum?: number;
}) {
  const { t } = useT();
  const feed = useInject<SignInFeed>(SignInFeed);
  const queryClient = useQueryClient();
  const [list, setList] = useState<Paged<SignIn> | null>(null);

  useEffect(
    () =>
      feed.subscribe({ projectId, userName }, (next) => {
        setList(next);
        const read = queryClient.getQueryData<SignIn[]>(projectKeys.records(projectId, 'signIn'));
        if (!signInsDiffer(read, next)) return;
        void queryClient.invalidateQueries({ queryKey: projectKeys.records(projectId, 'signIn') });
        void queryClient.invalidateQueries({ queryKey: projectKeys.blockers(projectId) });
      }),
    [feed, projectId, userName, queryClient],
  );

  return (
    <Card
      size="small"
      style={{ marginTop: 12 }}
      title={
        <>
          {t('steps.signIns')} <Badge status="processing" text={t('steps.signIns.live')} />
        </>
      }
      extra={
        list && minimum !== undefined ? (
          <Typography.Text
            type={list.totalCount < minimum ? 'danger' : undefined}
            data-testid="sign-ins-against-minimum"
          >
            {t('evaluation.signIns.minimum', { count: list.totalCount, minimum })}
          </Typography.Text>
        ) : list ? (
          <span data-testid="sign-ins-count">{`${list.totalCount} / ${SIGN_IN_LIST_MAX}`}</span>
        ) : undefined
      }
    >
      <ItemList<SignIn>
        size="small"
        loading={list === null}
        items={list?.items ?? []}
        empty={t('steps.signIns.empty')}
        data-testid="sign-ins"
        renderItem={(signIn) => (
          <ItemList.Item>
            <ItemList.Meta title={signIn.supplierName} description={formatDateTime(signIn.signInTime)} />
          </ItemList.Item>
        )}
      />
    </Card>
  );
}
