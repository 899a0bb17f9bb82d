import {
  type CommitteeDraw,
  type CommitteeMember,
  formatDateTime,
  replayCommitteeDraw,
} from '@tender/domain';
import { Alert, Button, Form, Input, InputNumber, Select, Skeleton, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { ItemList } from '../../../components/item-list';
import { LoadFailed } from '../../../components/load-failed';
import { PageForm } from '../../../components/page-form';
import { useCommittee, useCommitteeWriter } from '../../../data/evaluation/use-committee';
import { useExpertPage } from '../../../data/evaluation/use-experts';
import { useT } from '../../../i18n/i18n-context';
import type { StepContext } from '../use-step';
import {
  CommitteeCheck,
  CommitteeCheckForms,
  CommitteeLogList,
  RepresentativesTable,
} from './committee-checks';
import { useEvaluationAttempt } from './use-evaluation-attempt';

/**
 * The evaluation committee (评标委员会, ADR 0019): who sits on it and how each came — drawn, or chosen
 * by hand with the reason — the companies avoided, and every draw on record with its seed, checked here
 * by replaying it; the composition check with each rule's article, the representatives and the log of
 * draws, recusals and redraws (ADR 0019). Who may record the step draws experts, seats one by hand, adds
 * representatives, recuses and redraws.
 */
export function CommitteePanel({ context }: { readonly context: StepContext }) {
  const { t } = useT();
  const committee = useCommittee(context.project.id);
  if (committee.isError) {
    return (
      <LoadFailed
        title={t('committee.loadFailed')}
        error={committee.error}
        onRetry={() => committee.refetch()}
      />
    );
  }
  if (!committee.data)
    return <Skeleton active title={false} paragraph={{ rows: 4 }} data-testid="committee-loading" />;
  const { members, draws, parties } = committee.data;
  const mayWrite = context.mayWrite('evaluation.edit');
  const drawNumber = (drawId: number | null) => draws.findIndex((draw) => draw.id === drawId) + 1;
  return (
    <div data-testid="committee">
      <CommitteeCheck committee={committee.data} project={context.project} />
      {parties.length > 0 && (
        <Typography.Paragraph type="secondary" data-testid="committee-parties">
          {t('committee.parties', { parties: parties.join('、') })}
        </Typography.Paragraph>
      )}
      <Table<CommitteeMember>
        size="small"
        rowKey="expertId"
        pagination={false}
        dataSource={members}
        locale={{ emptyText: t('committee.none') }}
        data-testid="committee-members"
        columns={[
          { title: t('committee.member.name'), dataIndex: 'name' },
          { title: t('committee.member.speciality'), dataIndex: 'speciality' },
          { title: t('committee.member.company'), dataIndex: 'company' },
          {
            title: t('committee.member.how'),
            key: 'how',
            render: (_, member) =>
              member.drawId === null
                ? t('committee.member.byHand', { reason: member.reason ?? '' })
                : t('committee.member.drawn', { draw: drawNumber(member.drawId) }),
          },
        ]}
      />
      <RepresentativesTable committee={committee.data} />
      {mayWrite && <CommitteeForms projectId={context.project.id} seated={members} />}
      {mayWrite && <CommitteeCheckForms committee={committee.data} project={context.project} />}
      {draws.length > 0 && <DrawsOnRecord draws={draws} />}
      <CommitteeLogList committee={committee.data} />
    </div>
  );
}

/** Drawing experts, and seating one by hand with the reason. */
function CommitteeForms({
  projectId,
  seated,
}: {
  readonly projectId: number;
  readonly seated: readonly CommitteeMember[];
}) {
  const { t } = useT();
  const writer = useCommitteeWriter(projectId);
  const experts = useExpertPage({ Active: 'true', MaxResultCount: 1000 });
  const [busy, setBusy] = useState<'draw' | 'appoint' | null>(null);
  const [appointForm] = Form.useForm<{ expertId: number; reason: string }>();
  const available = (experts.data?.items ?? []).filter(
    (expert) => !seated.some((member) => member.expertId === expert.id),
  );
  const specialities = [...new Set((experts.data?.items ?? []).map((expert) => expert.speciality))].sort();
  const saved = useEvaluationAttempt();
  const attempt = async (kind: 'draw' | 'appoint', work: () => Promise<unknown>) => {
    setBusy(kind);
    try {
      return await saved(work);
    } finally {
      setBusy(null);
    }
  };
  return (
    <Space orientation="vertical" style={{ marginTop: 12, width: '100%' }}>
      <PageForm
        name="expert-draw"
        layout="inline"
        initialValues={{ count: 5, speciality: '' }}
        data-testid="committee-draw-form"
        onFinish={({ count, speciality }: { count: number; speciality: string }) =>
          void attempt('draw', () => writer.draw({ count, speciality: speciality || null }))
        }
      >
        <Form.Item name="count" label={t('committee.draw.count')} rules={[{ required: true }]}>
          <InputNumber min={1} max={25} precision={0} data-testid="committee-draw-count" />
        </Form.Item>
        <Form.Item name="speciality" label={t('committee.draw.speciality')}>
          <Select
            style={{ width: 160 }}
            options={[
              { value: '', label: t('committee.draw.anySpeciality') },
              ...specialities.map((value) => ({ value, label: value })),
            ]}
            data-testid="committee-draw-speciality"
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={busy === 'draw'} data-testid="committee-draw">
          {t('committee.draw.submit')}
        </Button>
      </PageForm>
      <PageForm
        name="expert-appoint"
        form={appointForm}
        layout="inline"
        data-testid="committee-appoint-form"
        onFinish={async ({ expertId, reason }) => {
          if (await attempt('appoint', () => writer.appoint({ expertId, reason }))) appointForm.resetFields();
        }}
      >
        <Form.Item name="expertId" label={t('committee.appoint.expert')} rules={[{ required: true }]}>
          <Select
            showSearch
            optionFilterProp="label"
            style={{ width: 260 }}
            options={available.map((expert) => ({
              value: expert.id,
              label: `${expert.name}（${expert.speciality}，${expert.company}）`,
            }))}
            data-testid="committee-appoint-expert"
          />
        </Form.Item>
        <Form.Item
          name="reason"
          label={t('committee.appoint.reason')}
          rules={[{ required: true, whitespace: true }]}
        >
          <Input maxLength={500} style={{ width: 240 }} data-testid="committee-appoint-reason" />
        </Form.Item>
        <Button htmlType="submit" loading={busy === 'appoint'} data-testid="committee-appoint">
          {t('committee.appoint.submit')}
        </Button>
      </PageForm>
    </Space>
  );
}

/** Every draw with its seed and candidates, each replayed here: the same seed must draw the same experts. */
function DrawsOnRecord({ draws }: { readonly draws: readonly CommitteeDraw[] }) {
  const { t } = useT();
  return (
    <ItemList<CommitteeDraw>
      size="small"
      style={{ marginTop: 12 }}
      header={<Typography.Text strong>{t('committee.draws')}</Typography.Text>}
      items={draws}
      rowKey={(draw) => draw.id}
      data-testid="committee-draws"
      renderItem={(draw, index) => {
        const replays = replayCommitteeDraw(draw).join() === draw.drawnIds.join();
        return (
          <ItemList.Item>
            <Space orientation="vertical" size={0}>
              <Typography.Text>
                {t('committee.drawLine', {
                  draw: index + 1,
                  drawn: draw.drawnIds.length,
                  candidates: draw.candidateIds.length,
                  seed: draw.seed,
                  by: draw.drawnBy ?? '',
                  time: formatDateTime(draw.drawnAt),
                })}
              </Typography.Text>
              <Alert
                type={replays ? 'success' : 'error'}
                showIcon
                banner
                title={t(replays ? 'committee.replay' : 'committee.replayFailed')}
                data-testid="committee-replay"
                data-replays={String(replays)}
              />
            </Space>
          </ItemList.Item>
        );
      }}
    />
  );
}
