import { bidDeadline } from '../evaluation/opening-record';
import { type Notice, NoticeType } from '../notices/notice';
import { receivedAtOf } from '../objections/objection-clocks';
import { subjectOf } from '../objections/objection-periods';
import type { Project } from '../projects/project';
import {
  CLARIFICATION_PUBLISHED,
  type Clarification,
  type Contract,
  DOCUMENT_PUBLISHED,
  OBJECTION_HANDLED,
  type Objection,
  type TenderDocument,
} from '../records/records';
import { compareMoney, ZERO } from '../shared/money';
import { regimeOf } from './procurement-regime';
import type { BondFact, ComplianceFacts } from './statutory-bounds';
import type { WrittenReport } from './written-report';

/**
 * What a project's statutory bounds are laid on, as the platform stores it: the project, its notices
 * (drafts included; only the published count) and the records its steps keep. The server reads them from
 * its tables and the in-memory module from its fakes; both derive the facts here, so the deadlines the
 * web and the CLI show are the same whichever answers (Compliance/GetDeadlines).
 */
export interface ComplianceSources {
  readonly project: Pick<Project, 'biddingMethod' | 'capitalSource' | 'sGroupList' | 'isTenderByLaw'>;
  readonly notices: readonly Pick<Notice, 'noticeType' | 'publishTime' | 'endTime'>[];
  readonly tenderDocuments: readonly Pick<
    TenderDocument,
    'tenderDocument_state' | 'tenderDocument_publishTime'
  >[];
  readonly clarifications: readonly Pick<
    Clarification,
    'clarification_state' | 'clarification_publishTime'
  >[];
  readonly objections: readonly Pick<
    Objection,
    'creationTime' | 'objection_status' | 'objection_receivedAt' | 'objection_subject' | 'objection_repliedAt'
  >[];
  readonly contracts: readonly Pick<Contract, 'contract_groupId' | 'contract_signedOn'>[];
  /** When the evaluation report was complete (评标报告, 实施条例 第五十四条); absent or null before. */
  readonly evaluationReportedAt?: string | null;
  /** The filing of the written report (法 第四十七条), once the agency recorded it; absent or null before. */
  readonly writtenReport?: Pick<WrittenReport, 'filedOn'> | null;
  /** The bonds of the project's ledger (bonds/bond-ledger.ts bondFactsOf); absent where not read. */
  readonly bonds?: readonly BondFact[];
}

const earliest = (times: readonly string[]) =>
  times.reduce<string | null>(
    (first, at) => (first === null || Date.parse(at) < Date.parse(first) ? at : first),
    null,
  );

/** The application deadline in force: the end time of the prequalification notice published last. */
function applicationDeadlineOf(notices: ComplianceSources['notices']): string | null {
  const published = notices.filter(
    (n) => n.noticeType === NoticeType.Prequalification && n.publishTime && n.endTime,
  );
  const last = published.sort(
    (a, b) => Date.parse(b.publishTime as string) - Date.parse(a.publishTime as string),
  )[0];
  return last?.endTime ?? null;
}

const publishTimesOf = (
  notices: ComplianceSources['notices'],
  type: (typeof NoticeType)[keyof typeof NoticeType],
): string[] => notices.flatMap((n) => (n.noticeType === type && n.publishTime ? [n.publishTime] : []));

/**
 * The facts of a project as its records give them:
 * - a project prequalifies once a prequalification notice is published: the documents issue with the
 *   first, and the deadline for applications is the end time of the last;
 * - the documents issue (招标文件开始发出之日) with the first published version of the tender documents,
 *   else with the first published tender notice;
 * - the bid deadline in force is the one the opening judges by (bidDeadline: the end time of the last
 *   published tender notice, or of a correction that moved it — ADR 0022);
 * - the corrections are the published correction notices and clarifications;
 * - an objection is received when it says it was (objection_receivedAt), else when its record was
 *   created, and answered once handled (未处理 → 已处理);
 * - the evaluation report is received when the last score sheet completed every package's evaluation;
 * - the result publicity and the award (the result announcement standing in for 中标通知书) count from
 *   the first published notice of each type;
 * - the contract counts as signed when every bid package has its contract (contract_signedOn), on the last
 *   of those days: until then the signing bound is still running for the packages that have none;
 * - a bond is charged when a package has one above zero (§3: empty is "not charged");
 * - the bonds are the ledger's (Bonds/SavePayment), each with its own refund bound; a project whose ledger
 *   holds none keeps one refund bound for all, which nothing marks refunded;
 * - the written report is filed on the day its record says (written-report.ts).
 */
export function complianceFactsOf(sources: ComplianceSources): ComplianceFacts {
  const { project, notices } = sources;
  const documentsIssuedAt =
    earliest(
      sources.tenderDocuments.flatMap((d) =>
        d.tenderDocument_state === DOCUMENT_PUBLISHED && d.tenderDocument_publishTime
          ? [d.tenderDocument_publishTime]
          : [],
      ),
    ) ?? earliest(publishTimesOf(notices, NoticeType.Tender));
  return {
    biddingMethod: project.biddingMethod,
    regime: regimeOf(project),
    tenderByLaw: project.isTenderByLaw,
    prequalificationIssuedAt: earliest(publishTimesOf(notices, NoticeType.Prequalification)),
    applicationDeadline: applicationDeadlineOf(notices),
    documentsIssuedAt,
    bidDeadline: bidDeadline(notices),
    corrections: [
      ...publishTimesOf(notices, NoticeType.Correction),
      ...sources.clarifications.flatMap((c) =>
        c.clarification_state === CLARIFICATION_PUBLISHED && c.clarification_publishTime
          ? [c.clarification_publishTime]
          : [],
      ),
    ],
    objections: sources.objections.flatMap((o) => {
      const receivedAt = receivedAtOf(o);
      if (!receivedAt) return [];
      const handled = o.objection_status === OBJECTION_HANDLED;
      return [{ subject: subjectOf(o), receivedAt, handled, repliedAt: o.objection_repliedAt ?? null }];
    }),
    evaluationReportAt: sources.evaluationReportedAt ?? null,
    resultPublicityAt: earliest(publishTimesOf(notices, NoticeType.ResultPublicity)),
    resultAnnouncementAt: earliest(publishTimesOf(notices, NoticeType.ResultAnnouncement)),
    contractSignedOn: contractSignedOn(project, sources.contracts),
    reportFiledOn: sources.writtenReport?.filedOn ?? null,
    bonds: sources.bonds ?? [],
    bondsCharged: project.sGroupList.some(
      (g) => g.bondAmount != null && compareMoney(g.bondAmount, ZERO) > 0,
    ),
  };
}

/** The day the last package's contract was signed, once each package has one; null before. */
function contractSignedOn(
  project: ComplianceSources['project'],
  contracts: ComplianceSources['contracts'],
): string | null {
  if (contracts.length === 0) return null;
  const signed = new Set(contracts.map((c) => c.contract_groupId));
  const packages = project.sGroupList.flatMap((g) => (g.id === undefined ? [] : [g.id]));
  if (!packages.every((id) => signed.has(id))) return null;
  return contracts.map((c) => c.contract_signedOn).reduce((last, day) => (day > last ? day : last));
}
