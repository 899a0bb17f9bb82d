import type { UseQueryResult } from '@tanstack/react-query';
import {
  type BoundStatus,
  boundRule,
  businessDateTimeOf,
  PERIOD_COUNTING_CITATION,
  type ProjectDeadlines,
  type Regime,
  ServerClock,
  type StatutoryBound,
} from '@tender/domain';
import { Alert, Button, Collapse, Flex, Skeleton, Tag, Typography } from 'antd';
import { type CSSProperties, type ReactNode, useEffect, useState } from 'react';
import { useInject } from '../../di/use-inject';
import type { MessageKey } from '../../i18n/en';
import { useT } from '../../i18n/i18n-context';
import { DeadlineCountdown } from '../deadline-countdown';
import { LoadFailed } from '../load-failed';
import { STATUS_COLOURS } from '../status-colours';
import { type WrittenReportControl, WrittenReportFilingModal } from './written-report-filing';

/** What the panel shows: the report, or that it is on its way, or why it is not. */
export type DeadlinesState =
  | { readonly status: 'pending' }
  | { readonly status: 'error'; readonly error: unknown; readonly retry: () => void }
  | {
      readonly status: 'success';
      readonly report: ProjectDeadlines;
      /** Asks the report again: when an open bound's limit passes, its status changes (missed, met). */
      readonly refresh?: () => void;
    };

/** The panel's state from the deadlines query: a report already shown stays while it is asked again. */
export function deadlinesStateOf(query: UseQueryResult<ProjectDeadlines>): DeadlinesState {
  const refresh = () => void query.refetch();
  if (query.data) return { status: 'success', report: query.data, refresh };
  if (query.isError) return { status: 'error', error: query.error, retry: refresh };
  return { status: 'pending' };
}

/** A status tag's colour: failures as errors (broken) and warnings (missed), each readable (WCAG AA). */
const STATUS_TAG: Readonly<Record<BoundStatus, string | undefined>> = {
  waiting: undefined,
  open: 'blue',
  met: STATUS_COLOURS.success,
  missed: STATUS_COLOURS.warning,
  broken: 'error',
};

/** The colour of a failed bound's article, so the law it breaks reads as the failure it is. */
const FAILED_TEXT: Partial<Record<BoundStatus, CSSProperties>> = {
  missed: { color: STATUS_COLOURS.warning },
};

/** Long articles and descriptions wrap anywhere rather than widen a phone's page (§9 mobile). */
const WRAPPING: CSSProperties = { overflowWrap: 'anywhere', minWidth: 0 };

/** The longest a timer may wait (setTimeout's limit, about 24.8 days); a longer one is set again then. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;
/** A limit passed is asked about a moment after, so the server's clock has passed it too. */
const AFTER_LIMIT_MS = 1_000;

/**
 * Asks the report again when the first open bound's limit passes on the server's clock (§9): its status
 * changes with time alone (open → missed, or met), which no write announces.
 */
function useRefreshWhenDue(report: ProjectDeadlines | undefined, refresh: (() => void) | undefined) {
  const clock = useInject<ServerClock>(ServerClock);
  useEffect(() => {
    if (!report || !refresh) return;
    const laidOut = Date.parse(report.now);
    const limits = report.bounds
      .filter((bound) => bound.status === 'open' && bound.dueAt !== null)
      .map((bound) => Date.parse(bound.dueAt as string))
      // A limit the server had passed when it answered is already counted in its status.
      .filter((limit) => limit > laidOut);
    if (limits.length === 0) return;
    const wait = Math.min(Math.max(Math.min(...limits) - clock.now() + AFTER_LIMIT_MS, 0), LONGEST_TIMER_MS);
    const timer = setTimeout(refresh, wait);
    return () => clearTimeout(timer);
  }, [report, refresh, clock]);
}

/** The bid deadline in force: the anchor the cut-offs before it are counted from, once one is published. */
function bidDeadlineOf(report: ProjectDeadlines): string | undefined {
  return report.bounds.find((bound) => bound.anchor?.what === 'bidDeadline')?.anchor?.at;
}

export interface StatutoryDeadlinesPanelProps {
  readonly state: DeadlinesState;
  /** Open at first (stories); the operation screen shows the summary line and opens on request. */
  readonly defaultOpen?: boolean;
  /** The filing of the written report, offered on its row once the project is awarded; absent: not offered. */
  readonly writtenReport?: WrittenReportControl;
}

/** Whether the report counts the written report's bound from an award: the filing can then be recorded. */
export function isAwarded(report: ProjectDeadlines | undefined): boolean {
  return report?.bounds.some((bound) => bound.id === 'filingReport' && bound.anchor !== null) ?? false;
}

/**
 * A project's statutory deadlines (法定时限, ADR 0022) on the operation screen (§2): one line that says
 * when bids close, counting down on server time (§9), and how many bounds are broken or missed; opened,
 * one row per bound — what it bounds and its article in the user's language, its limit (a business day,
 * UTC+8), the period it counts, a live countdown while open, and where it stands — with a warning when a
 * count crossed a year whose holidays are not yet published. It wraps on a phone instead of widening.
 */
export function StatutoryDeadlinesPanel({
  state,
  defaultOpen = false,
  writtenReport,
}: StatutoryDeadlinesPanelProps) {
  const report = state.status === 'success' ? state.report : undefined;
  useRefreshWhenDue(report, state.status === 'success' ? state.refresh : undefined);
  return (
    <Collapse
      size="small"
      style={{ marginBottom: 12, background: 'transparent' }}
      defaultActiveKey={defaultOpen ? ['deadlines'] : []}
      data-testid="statutory-deadlines"
      data-state={state.status}
      items={[
        {
          key: 'deadlines',
          label: <Summary state={state} />,
          children: <Body state={state} writtenReport={writtenReport} />,
        },
      ]}
    />
  );
}

/** The panel's header: its name, when bids close, and the failures — all that matters at a glance. */
function Summary({ state }: { state: DeadlinesState }) {
  const { t } = useT();
  const failures = (status: 'broken' | 'missed') =>
    state.status === 'success' ? state.report.bounds.filter((bound) => bound.status === status).length : 0;
  const bidDeadline = state.status === 'success' ? bidDeadlineOf(state.report) : undefined;
  return (
    <Flex wrap align="center" gap="4px 12px" style={WRAPPING}>
      <Typography.Text strong>{t('deadlines.title')}</Typography.Text>
      {bidDeadline && (
        <Flex wrap gap="0 8px" data-testid="deadlines-bid-deadline">
          <Typography.Text type="secondary">
            {t('deadlines.bidDeadline', { time: businessDateTimeOf(new Date(bidDeadline)).slice(0, 16) })}
          </Typography.Text>
          <DeadlineCountdown endTime={bidDeadline} passed={t('deadlines.bidsClosed')} />
        </Flex>
      )}
      {(['broken', 'missed'] as const).map((status) => {
        const count = failures(status);
        return count > 0 ? (
          <Tag key={status} color={STATUS_TAG[status]} data-testid={`deadlines-${status}`}>
            {t(`deadlines.summary.${status}`, { count })}
          </Tag>
        ) : null;
      })}
      {state.status === 'error' && (
        <Typography.Text type="danger">{t('deadlines.notLoaded')}</Typography.Text>
      )}
    </Flex>
  );
}

function Body({ state, writtenReport }: { state: DeadlinesState; writtenReport?: WrittenReportControl }) {
  const { t, label } = useT();
  if (state.status === 'pending') {
    return (
      <div aria-busy="true" data-testid="deadlines-loading">
        <Skeleton active title={false} paragraph={{ rows: 4 }} />
      </div>
    );
  }
  if (state.status === 'error') {
    return <LoadFailed title={t('deadlines.loadFailed')} error={state.error} onRetry={state.retry} />;
  }
  const { report } = state;
  return (
    <Flex vertical gap={8}>
      {report.provisionalYears.length > 0 && (
        <Alert
          type="warning"
          showIcon
          data-testid="deadlines-provisional"
          title={t('deadlines.provisional', {
            years: report.provisionalYears.join(t('deadlines.yearsJoin')),
          })}
        />
      )}
      {report.bounds.length === 0 ? (
        <Typography.Text type="secondary" data-testid="deadlines-empty">
          {t('deadlines.empty')}
        </Typography.Text>
      ) : (
        <ol aria-label={t('deadlines.list')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {report.bounds.map((bound) => (
            // Bounds of one kind repeat — a reply bound per objection, a bond refund per bidder: the moment
            // each counts from and whom it concerns tell them apart.
            <BoundRow
              key={`${bound.id}@${bound.anchor?.at ?? ''}@${bound.subject ?? ''}`}
              bound={bound}
              regime={report.regime}
              projectId={report.projectId}
              writtenReport={bound.id === 'filingReport' && bound.anchor ? writtenReport : undefined}
            />
          ))}
        </ol>
      )}
      <Typography.Text type="secondary" style={{ fontSize: 12, ...WRAPPING }}>
        {t('deadlines.counting', { citation: label(PERIOD_COUNTING_CITATION) })}
      </Typography.Text>
    </Flex>
  );
}

/**
 * One bound: where it stands, what it bounds, its article, its limit and period, and the time left. The
 * written report's row, once the project is awarded, says when and where it was filed and offers to
 * record (or correct) the filing to whoever may (法 第四十七条).
 */
function BoundRow({
  bound,
  regime,
  projectId,
  writtenReport,
}: {
  bound: StatutoryBound;
  regime: Regime;
  projectId: number;
  writtenReport?: WrittenReportControl | undefined;
}) {
  const { t, label } = useT();
  const failed = bound.status === 'broken' || bound.status === 'missed';
  return (
    <li
      data-testid="deadline-row"
      data-bound={bound.id}
      data-status={bound.status}
      style={{ padding: '8px 0', borderTop: '1px solid rgba(5, 5, 5, 0.06)' }}
    >
      <Flex align="baseline" gap={8}>
        <Tag color={STATUS_TAG[bound.status]} style={{ marginInlineEnd: 0 }} data-testid="deadline-status">
          {t(`deadlines.status.${bound.status}`)}
        </Tag>
        <Typography.Text strong={failed} style={WRAPPING}>
          {label(bound.description)}
          {/* Whom a bound of several is about: a bond's refund names its package and bidder. */}
          {bound.subject && <span data-testid="deadline-subject">（{bound.subject}）</span>}
        </Typography.Text>
      </Flex>
      <Flex wrap align="baseline" gap="2px 16px" style={{ marginTop: 4 }}>
        <Typography.Text
          type={bound.status === 'broken' ? 'danger' : failed ? undefined : 'secondary'}
          style={{ ...WRAPPING, ...FAILED_TEXT[bound.status] }}
          data-testid="deadline-citation"
        >
          {label(bound.citation)}
        </Typography.Text>
        <Typography.Text style={WRAPPING}>{dueText(bound, t)}</Typography.Text>
        <Typography.Text type="secondary" style={WRAPPING}>
          {periodText(bound, regime, t)}
        </Typography.Text>
        {bound.status === 'open' && bound.dueAt && (
          <DeadlineCountdown endTime={bound.dueAt} passed={t('deadlines.limitReached')} />
        )}
        {bound.provisionalYears.length > 0 && <Tag>{t('deadlines.provisionalRow')}</Tag>}
      </Flex>
      {writtenReport && <FilingLine bound={bound} projectId={projectId} control={writtenReport} />}
    </li>
  );
}

/** The written report's filing as recorded, and the button that records or corrects it. */
function FilingLine({
  bound,
  projectId,
  control,
}: {
  bound: StatutoryBound;
  projectId: number;
  control: WrittenReportControl;
}) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const { filed } = control;
  return (
    <Flex wrap align="baseline" gap="2px 16px" style={{ marginTop: 4 }} data-testid="written-report-line">
      {filed && (
        <Typography.Text style={WRAPPING} data-testid="written-report-filed">
          {t('deadlines.report.filed', { date: filed.filedOn, authority: filed.authority })}
        </Typography.Text>
      )}
      {control.mayRecord && filed !== undefined && (
        <Button size="small" onClick={() => setOpen(true)} data-testid="written-report-record">
          {t(filed ? 'deadlines.report.correct' : 'deadlines.report.record')}
        </Button>
      )}
      <WrittenReportFilingModal
        projectId={projectId}
        open={open}
        control={control}
        dueDate={bound.dueDate}
        citation={bound.citation}
        onClose={() => setOpen(false)}
      />
    </Flex>
  );
}

type Translate = ReturnType<typeof useT>['t'];

/** The limit with its direction: the last day a `by` bound allows, the first a `notBefore` one does. */
function dueText(bound: StatutoryBound, t: Translate): ReactNode {
  if (bound.dueDate === null) return t('deadlines.due.waiting');
  return t(bound.direction === 'by' ? 'deadlines.due.by' : 'deadlines.due.notBefore', {
    date: bound.dueDate,
  });
}

/** The period the law gives, counted from or back from its event: "20 days after the documents …". */
function periodText(bound: StatutoryBound, regime: Regime, t: Translate): string {
  const { days, count, counted } = bound.period;
  // A bound still waiting has no anchor in the report: its regime's rule names the event it waits for.
  const anchor = bound.anchor?.what ?? boundRule(bound.id, { regime })?.anchor;
  return t(`deadlines.period.${counted}.${count}` as MessageKey, {
    days,
    anchor: anchor ? t(`deadlines.anchor.${anchor}`) : '',
  });
}
