import { PROJECT_STATES, type Workbench } from '@tender/domain';
import { Card, Col, Row, Statistic, Tag } from 'antd';
import { Link } from 'react-router-dom';
import { useT } from '../../i18n/i18n-context';

/** Projects by state, and running projects by step, each step linking to the list at that step. */
export function WorkbenchCounts({ counts }: { counts: Workbench['counts'] }) {
  const { t, code } = useT();
  const total = counts.byState.reduce((sum, row) => sum + row.count, 0);
  return (
    <Card title={t('home.counts')} data-testid="home-counts">
      <Row gutter={[16, 16]}>
        <Col xs={12} sm={6}>
          <Statistic title={t('home.counts.all')} value={total} />
        </Col>
        {counts.byState.map((row) => (
          <Col xs={12} sm={6} key={row.state}>
            <Statistic title={code(PROJECT_STATES, row.state)} value={row.count} />
          </Col>
        ))}
      </Row>
      <div style={{ marginTop: 16 }} data-testid="home-counts-by-step">
        {counts.byStep.map((row) => (
          <Link key={row.step} to={`/home/project-overview/index?step=${encodeURIComponent(row.step)}`}>
            <Tag style={{ marginBottom: 8 }}>
              {row.step} · {row.count}
            </Tag>
          </Link>
        ))}
      </div>
    </Card>
  );
}
