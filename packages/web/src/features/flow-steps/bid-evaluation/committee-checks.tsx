import {
  assertRepresentativeAppointable,
  type Committee,
  type CommitteeLogEntry,
  committeeBreaches,
  committeeLog,
  committeeSize,
  emptySeats,
  formatDateTime,
  type Project,
  regimeOf,
  ValidationError,
  validationMessageIn,
} from '@tender/domain';
import { Alert, Button, Checkbox, Form, Input, Select, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { ItemList } from '../../../components/item-list';
import { PageForm } from '../../../components/page-form';
import { useCommitteeWriter } from '../../../data/evaluation/use-committee';
import { useT } from '../../../i18n/i18n-context';
import { useEvaluationAttempt } from './use-evaluation-attempt';

/**
 * The committee's composition check (ADR 0019), by the domain's committeeBreaches — the rule the server
 * refuses marks and the next step on: passes, or each broken rule with its article.
 */
export function CommitteeCheck({
  committee,
  project,
}: {
  readonly committee: Committee;
  readonly project: Project;
}) {
  const { t, label } = useT();
  const breaches = committeeBreaches(committee, project);
  const size = committeeSize(project, committee.largerRequired);
  const members = committee.members.length + committee.representatives.length;
  if (breaches.length === 0) {
    return (
      <Alert
        type="success"
        showIcon
        data-testid="committee-check"
        data-lawful="true"
        title={t('committee.check.lawful', {
          members,
          experts: committee.members.length,
          minimum: size.minimum,
        })}
        description={label(size.citation)}
      />
    );
  }
  return (
    <Alert
      type="error"
      showIcon
      data-testid="committee-check"
      data-lawful="false"
      title={t('committee.check.broken')}
      description={
        <ul style={{ margin: 0, paddingInlineStart: 18 }}>
          {breaches.map((breach) => (
            <li
              key={`${breach.code}-${breach.description.en}`}
              data-testid="committee-breach"
              data-code={breach.code}
            >
              {label(breach.citation)}: {label(breach.description)}
            </li>
          ))}
        </ul>
      }
    />
  );
}

/** The tenderer's or purchaser's representatives: members of their own kind. */
export function RepresentativesTable({ committee }: { readonly committee: Committee }) {
  const { t } = useT();
  if (committee.representatives.length === 0) return null;
  return (
    <Table
      size="small"
      rowKey="id"
      pagination={false}
      style={{ marginTop: 12 }}
      dataSource={committee.representatives}
      data-testid="committee-representatives"
      columns={[
        { title: t('committee.representative.name'), dataIndex: 'name' },
        { title: t('committee.representative.company'), dataIndex: 'company' },
      ]}
    />
  );
}

/**
 * The writes of the checks: add a representative, mark the project as asking a larger committee (a
 * government procurement tender only: 第四十七条), recuse an expert or a representative with the reason,
 * redraw the seats the experts' recusals emptied.
 */
export function CommitteeCheckForms({
  committee,
  project,
}: {
  readonly committee: Committee;
  readonly project: Project;
}) {
  const { t, locale } = useT();
  const writer = useCommitteeWriter(committee.projectId);
  // A hint before the server refuses it: a representative may not be of a bidder (第三十七条).
  const notOfABidder = async (_rule: unknown, company: string | undefined) => {
    try {
      assertRepresentativeAppointable({ company: company ?? '' }, committee);
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      const message = validationMessageIn(error.fields[0]?.message ?? '', locale);
      throw new Error(`${t('committee.representative.companyField')} ${message}`);
    }
  };
  const saved = useEvaluationAttempt();
  const [busy, setBusy] = useState<string | null>(null);
  const [representativeForm] = Form.useForm<{ name: string; company: string }>();
  const [recusalForm] = Form.useForm<{ member: string; reason: string }>();
  const attempt = async (kind: string, work: () => Promise<unknown>) => {
    setBusy(kind);
    try {
      return await saved(work);
    } finally {
      setBusy(null);
    }
  };
  const seats = emptySeats(committee);
  const mayBeLarger =
    regimeOf(project) === 'procurement' && committeeSize(project, false).reason !== 'non-tendering';
  return (
    <Space orientation="vertical" style={{ marginTop: 12, width: '100%' }}>
      {mayBeLarger && (
        <Checkbox
          checked={committee.largerRequired}
          disabled={busy === 'larger'}
          data-testid="committee-larger"
          onChange={(event) =>
            void attempt('larger', () => writer.setLargerRequired({ largerRequired: event.target.checked }))
          }
        >
          {t('committee.larger')}
        </Checkbox>
      )}
      <PageForm
        name="committee-representative"
        form={representativeForm}
        layout="inline"
        data-testid="committee-representative-form"
        onFinish={async (values) => {
          if (await attempt('representative', () => writer.addRepresentative(values)))
            representativeForm.resetFields();
        }}
      >
        <Form.Item
          name="name"
          label={t('committee.representative.name')}
          rules={[{ required: true, whitespace: true }]}
        >
          <Input maxLength={100} style={{ width: 140 }} data-testid="committee-representative-name" />
        </Form.Item>
        <Form.Item
          name="company"
          label={t('committee.representative.company')}
          rules={[{ required: true, whitespace: true }, { validator: notOfABidder }]}
          initialValue={project.purchaserUnit ?? undefined}
        >
          <Input maxLength={200} style={{ width: 200 }} data-testid="committee-representative-company" />
        </Form.Item>
        <Button
          htmlType="submit"
          loading={busy === 'representative'}
          data-testid="committee-representative-add"
        >
          {t('committee.representative.add')}
        </Button>
      </PageForm>
      {committee.members.length + committee.representatives.length > 0 && (
        <PageForm
          name="committee-recusal"
          form={recusalForm}
          layout="inline"
          data-testid="committee-recusal-form"
          onFinish={async ({ member, reason }) => {
            const seat = seatOf(member);
            const recuse = () =>
              seat.kind === 'representative'
                ? writer.recuseRepresentative({ representativeId: seat.id, reason })
                : writer.recuse({ expertId: seat.id, reason });
            if (await attempt('recuse', recuse)) recusalForm.resetFields();
          }}
        >
          <Form.Item name="member" label={t('committee.recuse.expert')} rules={[{ required: true }]}>
            <Select
              style={{ width: 200 }}
              options={recusableOptions(committee, t)}
              data-testid="committee-recuse-expert"
            />
          </Form.Item>
          <Form.Item
            name="reason"
            label={t('committee.recuse.reason')}
            rules={[{ required: true, whitespace: true }]}
          >
            <Input maxLength={500} style={{ width: 240 }} data-testid="committee-recuse-reason" />
          </Form.Item>
          <Button danger htmlType="submit" loading={busy === 'recuse'} data-testid="committee-recuse">
            {t('committee.recuse.submit')}
          </Button>
        </PageForm>
      )}
      {seats > 0 && (
        <Button
          type="primary"
          loading={busy === 'redraw'}
          data-testid="committee-redraw"
          onClick={() => void attempt('redraw', () => writer.redraw({ speciality: null }))}
        >
          {t('committee.redraw', { seats })}
        </Button>
      )}
    </Space>
  );
}

/**
 * Who may recuse, as the recusal's select offers them: the experts (whose seats are redrawn) and the
 * representatives (招标投标法 第三十七条 bars them too; the tenderer names another), each value naming
 * the kind of seat.
 */
function recusableOptions(committee: Committee, t: ReturnType<typeof useT>['t']) {
  const group = (label: string, options: { value: string; label: string }[]) =>
    options.length > 0 ? [{ label, title: label, options }] : [];
  return [
    ...group(
      t('committee.recuse.experts'),
      committee.members.map((member) => ({ value: `expert:${member.expertId}`, label: member.name })),
    ),
    ...group(
      t('committee.recuse.representatives'),
      committee.representatives.map((r) => ({ value: `representative:${r.id}`, label: r.name })),
    ),
  ];
}

/** The seat a recusal select's value names (recusableOptions). */
function seatOf(value: string): { readonly kind: 'expert' | 'representative'; readonly id: number } {
  const [kind, id] = value.split(':');
  return { kind: kind === 'representative' ? 'representative' : 'expert', id: Number(id) };
}

/** The committee's log: draws, hand picks, representatives, recusals and redraws in the order they happened. */
export function CommitteeLogList({ committee }: { readonly committee: Committee }) {
  const { t } = useT();
  const entries = committeeLog(committee);
  if (entries.length === 0) return null;
  const line = (entry: CommitteeLogEntry) => {
    const common = { by: entry.by ?? '', time: formatDateTime(entry.at) };
    switch (entry.kind) {
      case 'draw':
      case 'redraw':
        return t(`committee.log.${entry.kind}`, {
          ...common,
          draw: entry.draw,
          drawn: entry.drawnIds.length,
        });
      case 'appointment':
        return t('committee.log.appointment', { ...common, name: entry.name, reason: entry.reason });
      case 'representative':
        return t('committee.log.representative', { ...common, name: entry.name, company: entry.company });
      case 'recusal':
        return t('committee.log.recusal', { ...common, name: entry.name, reason: entry.reason });
      case 'representativeRecusal':
        return t('committee.log.representativeRecusal', {
          ...common,
          name: entry.name,
          company: entry.company,
          reason: entry.reason,
        });
    }
  };
  return (
    <ItemList<CommitteeLogEntry>
      size="small"
      style={{ marginTop: 12 }}
      header={<Typography.Text strong>{t('committee.log')}</Typography.Text>}
      items={entries}
      data-testid="committee-log"
      renderItem={(entry) => (
        <ItemList.Item data-kind={entry.kind}>
          <Typography.Text>{line(entry)}</Typography.Text>
        </ItemList.Item>
      )}
    />
  );
}
