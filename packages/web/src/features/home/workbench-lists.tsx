import { formatDateTime, type Workbench } from '@tender/domain';
import { Card, Flex, List, Space, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { STATUS_COLOURS } from '../../components/status-colours';
import { useT } from '../../i18n/i18n-context';
import { DeadlineCountdown } from './deadline-countdown';

const operationLink = (id: number) => `/manage/operation?id=${id}`;

function Empty({ text }: { text: string }) {
  return <Typography.Text type="secondary">{text}</Typography.Text>;
}

/** Projects at steps the user may modify: each is ready for its next step or says what blocks it (§5). */
export function NeedsYouList({ needsYou }: { needsYou: Workbench['needsYou'] }) {
  const { t, label } = useT();
  return (
    <Card title={t('home.needsYou', { total: needsYou.total })} data-testid="home-needs-you">
      <List
        dataSource={needsYou.items}
        locale={{ emptyText: <Empty text={t('home.needsYou.empty')} /> }}
        renderItem={(project) => (
          <List.Item data-testid="needs-you-item">
            <Flex vertical gap={4} style={{ width: '100%' }}>
              <Space wrap>
                <Link to={operationLink(project.id)}>{project.projectName}</Link>
                <Tag color="blue">{project.projectFlowName}</Tag>
                {project.involved && <Tag>{t('home.mine')}</Tag>}
              </Space>
              {project.blockers.length === 0 ? (
                <Tag color={STATUS_COLOURS.success} style={{ width: 'fit-content' }}>
                  {t('home.ready')}
                </Tag>
              ) : (
                <ul style={{ margin: 0, paddingInlineStart: 20 }} aria-label={t('home.blockedBy')}>
                  {project.blockers.map((blocker) => (
                    <li key={blocker.code}>
                      <Typography.Text type="danger">{label(blocker.message)}</Typography.Text>
                    </li>
                  ))}
                </ul>
              )}
            </Flex>
          </List.Item>
        )}
      />
    </Card>
  );
}

/** Published tender notices whose deadline is near, soonest first, each counting down on server time. */
export function NoticesDueList({ noticesDue }: { noticesDue: Workbench['noticesDue'] }) {
  const { t } = useT();
  return (
    <Card title={t('home.noticesDue', { total: noticesDue.total })} data-testid="home-notices-due">
      <List
        dataSource={noticesDue.items}
        locale={{ emptyText: <Empty text={t('home.noticesDue.empty')} /> }}
        renderItem={(notice) => (
          <List.Item data-testid="notice-due-item">
            <Flex vertical gap={2}>
              <Link to={operationLink(notice.projectId)}>{notice.title}</Link>
              <Typography.Text type="secondary">
                {notice.projectName} · {t('home.deadline', { time: formatDateTime(notice.endTime) })}
              </Typography.Text>
              <DeadlineCountdown endTime={notice.endTime} />
            </Flex>
          </List.Item>
        )}
      />
    </Card>
  );
}

/** Projects sent to closing, each a step from its closing application. */
export function AwaitingClosingList({ awaiting }: { awaiting: Workbench['awaitingClosing'] }) {
  const { t } = useT();
  return (
    <Card title={t('home.awaitingClosing', { total: awaiting.total })} data-testid="home-awaiting-closing">
      <List
        dataSource={awaiting.items}
        locale={{ emptyText: <Empty text={t('home.awaitingClosing.empty')} /> }}
        renderItem={(project) => (
          <List.Item>
            <Link to={`/end-project/closing-application?id=${project.id}`}>{project.projectName}</Link>
          </List.Item>
        )}
      />
    </Card>
  );
}
