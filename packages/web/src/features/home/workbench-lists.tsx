import { formatDateTime, PROJECT_FLOW_NAMES, TABLE_DEFAULT_PAGE_SIZE, type Workbench } from '@tender/domain';
import { Card, Flex, Space, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { DeadlineCountdown } from '../../components/deadline-countdown';
import { ItemList, type ItemListPagination } from '../../components/item-list';
import { STATUS_COLOURS } from '../../components/status-colours';
import { unnestedPaginationItem } from '../../components/unnested-pagination';
import { useT } from '../../i18n/i18n-context';

const operationLink = (id: number) => `/manage/operation?id=${id}`;

/** One list of home: a titled card, its items, or what it says when there are none. */
function WorkbenchCard<T extends { readonly id: number }>(props: {
  title: string;
  testId: string;
  items: readonly T[];
  empty: string;
  renderItem: (item: T) => ReactNode;
  pagination?: ItemListPagination;
}) {
  return (
    <Card title={props.title} data-testid={props.testId}>
      <ItemList
        items={props.items}
        rowKey={(item) => item.id}
        pagination={props.pagination}
        empty={props.empty}
        renderItem={props.renderItem}
      />
    </Card>
  );
}

/**
 * Every project the user may act on at its step, most urgent first as the workbench sends them (the
 * domain's byUrgency: blocked, then the nearest deadline), paged at §9's table page size. Each is ready
 * for its next step or says what blocks it (§5), with the deadline that makes it urgent.
 */
export function NeedsYouList({ needsYou }: { needsYou: Workbench['needsYou'] }) {
  const { t, label, code } = useT();
  return (
    <WorkbenchCard
      title={t('home.needsYou', { total: needsYou.total })}
      testId="home-needs-you"
      items={needsYou.items}
      empty={t('home.needsYou.empty')}
      pagination={{
        pageSize: TABLE_DEFAULT_PAGE_SIZE,
        hideOnSinglePage: true,
        showSizeChanger: false,
        size: 'small',
        itemRender: unnestedPaginationItem,
        showTotal: (total, [start, end]) => t('home.needsYou.pages', { start, end, total }),
      }}
      renderItem={(project) => (
        <ItemList.Item data-testid="needs-you-item">
          <Flex vertical gap={4} style={{ width: '100%' }}>
            <Space wrap>
              <Link to={operationLink(project.id)}>{project.projectName}</Link>
              <Tag color="blue">{code(PROJECT_FLOW_NAMES, project.projectFlowName)}</Tag>
              {project.involved && <Tag>{t('home.mine')}</Tag>}
            </Space>
            {project.deadline && (
              <Typography.Text data-testid="needs-you-deadline">
                {t('home.needsYou.deadline', { time: formatDateTime(project.deadline) })}
              </Typography.Text>
            )}
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
        </ItemList.Item>
      )}
    />
  );
}

/** Published tender notices whose deadline is near, soonest first, each counting down on server time. */
export function NoticesDueList({ noticesDue }: { noticesDue: Workbench['noticesDue'] }) {
  const { t } = useT();
  return (
    <WorkbenchCard
      title={t('home.noticesDue', { total: noticesDue.total })}
      testId="home-notices-due"
      items={noticesDue.items}
      empty={t('home.noticesDue.empty')}
      renderItem={(notice) => (
        <ItemList.Item data-testid="notice-due-item">
          <Flex vertical gap={2}>
            <Link to={operationLink(notice.projectId)}>{notice.title}</Link>
            <Typography.Text type="secondary">
              {notice.projectName} · {t('home.deadline', { time: formatDateTime(notice.endTime) })}
            </Typography.Text>
            <DeadlineCountdown endTime={notice.endTime} passed={t('home.deadlinePassed')} />
          </Flex>
        </ItemList.Item>
      )}
    />
  );
}

/** Projects sent to closing, each a step from its closing application. */
export function AwaitingClosingList({ awaiting }: { awaiting: Workbench['awaitingClosing'] }) {
  const { t } = useT();
  return (
    <WorkbenchCard
      title={t('home.awaitingClosing', { total: awaiting.total })}
      testId="home-awaiting-closing"
      items={awaiting.items}
      empty={t('home.awaitingClosing.empty')}
      renderItem={(project) => (
        <ItemList.Item>
          <Link to={`/end-project/closing-application?id=${project.id}`}>{project.projectName}</Link>
        </ItemList.Item>
      )}
    />
  );
}
