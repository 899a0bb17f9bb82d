import { Card, Col, Row, Skeleton } from 'antd';
import { LoadFailed } from '../../components/load-failed';
import { useWorkbench } from '../../data/projects/use-workbench';
import { useSession } from '../../data/session/use-session';
import { useT } from '../../i18n/i18n-context';
import { HomeGreeting } from './home-greeting';
import { WorkbenchCounts } from './workbench-counts';
import { AwaitingClosingList, NeedsYouList, NoticesDueList } from './workbench-lists';

/**
 * /home/index (§2): the greeting, then what needs the user now — projects at their steps
 * (ready or blocked, with why), notices whose deadlines are near, projects awaiting closing — and counts.
 */
export default function HomePage() {
  const { t } = useT();
  const session = useSession().data?.session;
  const workbench = useWorkbench();
  return (
    <Row gutter={[16, 16]} data-testid="home-page">
      <Col span={24}>
        <Card>
          <HomeGreeting name={session?.user.name ?? ''} />
        </Card>
      </Col>
      {workbench.isError ? (
        <Col span={24}>
          <LoadFailed
            title={t('home.loadFailed')}
            error={workbench.error}
            onRetry={() => workbench.refetch()}
          />
        </Col>
      ) : !workbench.data ? (
        <Col span={24}>
          <Card>
            <Skeleton active title={false} paragraph={{ rows: 10 }} data-testid="home-loading" />
          </Card>
        </Col>
      ) : (
        <>
          <Col xs={24} xl={14}>
            <NeedsYouList needsYou={workbench.data.needsYou} />
          </Col>
          <Col xs={24} xl={10}>
            <Row gutter={[16, 16]}>
              <Col span={24}>
                <NoticesDueList noticesDue={workbench.data.noticesDue} />
              </Col>
              <Col span={24}>
                <AwaitingClosingList awaiting={workbench.data.awaitingClosing} />
              </Col>
            </Row>
          </Col>
          <Col span={24}>
            <WorkbenchCounts counts={workbench.data.counts} />
          </Col>
        </>
      )}
    </Row>
  );
}
