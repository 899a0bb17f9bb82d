import {
  type BiddingMethod,
  bondFactsOf,
  type ComplianceSources,
  type Money,
  NotFoundError,
  type Notice,
  OBJECTION_SUBJECTS,
  type Objection,
  type ObjectionSubject,
} from '@tender/domain';
import { type Kysely, sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import { queryTemplate } from '../../db/query-template';
import type { Database } from '../../db/schema';
import { isoTime, jsonValue } from '../row-values';

/** The record types a project's statutory bounds read (domain complianceFactsOf). */
const RECORD_TYPES = ['tenderDocument', 'clarification', 'objection', 'contract'] as const;

/** A text key of a record's jsonb data. */
const field = (key: string) => sql<string | null>`r.data ->> ${key}`;

/**
 * The one statement the sources are read in, compiled once (queryTemplate): every move of a project
 * reads it for its statutory bounds.
 */
const complianceSourcesRow = queryTemplate(
  (db, { tenantId, projectId }: { tenantId: number; projectId: number }) =>
    db
      .selectFrom('projects as p')
      .where('p.tenantId', '=', tenantId)
      .where('p.id', '=', projectId)
      .where('p.isDeleted', '=', false)
      .select(['p.biddingMethod', 'p.capitalSource', 'p.isTenderByLaw'])
      .select((eb) => [
        eb
          .selectFrom('writtenReports as w')
          .whereRef('w.tenantId', '=', 'p.tenantId')
          .whereRef('w.projectId', '=', 'p.id')
          .select(sql<string>`w.filed_on::text`.as('filed'))
          .as('reportFiledOn'),
        eb
          .selectFrom('evaluationReports as e')
          .whereRef('e.tenantId', '=', 'p.tenantId')
          .whereRef('e.projectId', '=', 'p.id')
          .select('e.reportedTime')
          .as('evaluationReportedAt'),
        jsonArrayFrom(
          eb
            .selectFrom('bidPackageGroups as g')
            .whereRef('g.tenantId', '=', 'p.tenantId')
            .whereRef('g.projectId', '=', 'p.id')
            .select([
              'g.id as id',
              'g.groupSort as sort',
              'g.groupNumber as number',
              'g.groupName as name',
              'g.isGroupBid as joint',
              // Text, so the amount stays an exact decimal (JSON would make it a float).
              sql<string | null>`g.bond_amount::text`.as('bond'),
            ]),
        ).as('groups'),
        jsonArrayFrom(
          eb
            .selectFrom('notices as n')
            .whereRef('n.tenantId', '=', 'p.tenantId')
            .whereRef('n.projectId', '=', 'p.id')
            .where('n.publishTime', 'is not', null)
            .select(['n.noticeType as kind', 'n.publishTime as published', 'n.endTime as until']),
        ).as('notices'),
        jsonArrayFrom(
          eb
            .selectFrom('middlewareRecords as r')
            .whereRef('r.tenantId', '=', 'p.tenantId')
            .whereRef('r.projectId', '=', 'p.id')
            .where('r.type', 'in', [...RECORD_TYPES])
            .select([
              'r.type as kind',
              'r.creationTime as created',
              sql<
                string | null
              >`coalesce(${field('tenderDocument_state')}, ${field('clarification_state')})`.as('state'),
              sql<
                string | null
              >`coalesce(${field('tenderDocument_publishTime')}, ${field('clarification_publishTime')})`.as(
                'published',
              ),
              field('objection_status').as('status'),
              field('objection_subject').as('subject'),
              field('objection_receivedAt').as('received'),
              field('objection_repliedAt').as('replied'),
              field('contract_groupId').as('package'),
              field('contract_signedOn').as('signed'),
            ]),
        ).as('records'),
        jsonArrayFrom(
          eb
            .selectFrom('bondEntries as b')
            .whereRef('b.tenantId', '=', 'p.tenantId')
            .whereRef('b.projectId', '=', 'p.id')
            .select(['b.groupId as package', 'b.bidder as bidder', 'b.winner as won'])
            .select(sql<string | null>`b.refunded_on::text`.as('refunded'))
            .orderBy('b.groupId')
            .orderBy('b.paidOn')
            .orderBy('b.id'),
        ).as('bonds'),
      ]),
);

/**
 * What a project's statutory bounds are laid on (domain ComplianceSources), read in one statement: the
 * project's method, capital source, whether it must be tendered by law and its bid packages, its published notices, and the records its steps
 * keep of the tender documents, clarifications, objections and contracts, the day its written report
 * was filed (written_reports), when its evaluation report was complete (evaluation_reports) and the bonds of its ledger. The domain's complianceFactsOf
 * derives the facts from them. Tenant-scoped like every query; a deleted project, another tenant's or a
 * missing one is NotFound. The nested rows are keyed by one-word aliases: the camel-case plugin keeps
 * nested JSON keys as they come (database.ts), so a two-word alias would arrive in snake case.
 */
export class KyselyComplianceSources {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly tenantId: number,
  ) {}

  async sourcesOf(projectId: number): Promise<ComplianceSources> {
    const [row] = await complianceSourcesRow(this.db, { tenantId: this.tenantId, projectId });
    if (!row) throw new NotFoundError('Project', projectId);
    const groups = jsonValue(row.groups) as GroupRow[];
    const notices = jsonValue(row.notices) as NoticeRow[];
    const records = jsonValue(row.records) as RecordRow[];
    const bonds = jsonValue(row.bonds) as BondRow[];
    const ofKind = (kind: (typeof RECORD_TYPES)[number]) => records.filter((r) => r.kind === kind);
    return {
      project: {
        biddingMethod: row.biddingMethod as BiddingMethod,
        capitalSource: row.capitalSource,
        isTenderByLaw: row.isTenderByLaw,
        sGroupList: groups.map((g) => ({
          id: g.id,
          groupSort: g.sort,
          groupNumber: g.number,
          groupName: g.name,
          isGroupBid: g.joint,
          bondAmount: g.bond as Money | null,
        })),
      },
      notices: notices.map((n) => ({
        noticeType: n.kind,
        publishTime: isoTime(n.published),
        endTime: isoTime(n.until),
      })),
      tenderDocuments: ofKind('tenderDocument').map((r) => ({
        tenderDocument_state: r.state === '1' ? '1' : '0',
        tenderDocument_publishTime: instantOrNull(r.published),
      })),
      clarifications: ofKind('clarification').map((r) => ({
        clarification_state: r.state === '1' ? '1' : '0',
        clarification_publishTime: instantOrNull(r.published),
      })),
      objections: ofKind('objection').map((r) => ({
        creationTime: isoTime(r.created),
        objection_status: r.status as Objection['objection_status'],
        objection_subject: subjectOrNull(r.subject),
        objection_receivedAt: instantOrNull(r.received),
        objection_repliedAt: instantOrNull(r.replied),
      })),
      contracts: ofKind('contract').flatMap((r) =>
        r.signed && r.package ? [{ contract_groupId: Number(r.package), contract_signedOn: r.signed }] : [],
      ),
      writtenReport: row.reportFiledOn ? { filedOn: row.reportFiledOn } : null,
      evaluationReportedAt: row.evaluationReportedAt ? isoTime(row.evaluationReportedAt) : null,
      bonds: bondFactsOf(
        groups.map((g) => ({ id: g.id, groupNumber: g.number })),
        bonds.map((b) => ({ groupId: b.package, bidder: b.bidder, winner: b.won, refundedOn: b.refunded })),
      ),
    };
  }
}

interface GroupRow {
  id: number;
  sort: number;
  number: string;
  name: string;
  joint: boolean;
  bond: string | null;
}
interface BondRow {
  package: number;
  bidder: string;
  won: boolean;
  refunded: string | null;
}
interface NoticeRow {
  kind: Notice['noticeType'];
  published: string;
  until: string | null;
}
interface RecordRow {
  kind: (typeof RECORD_TYPES)[number];
  created: string;
  state: string | null;
  published: string | null;
  status: string | null;
  subject: string | null;
  received: string | null;
  replied: string | null;
  package: string | null;
  signed: string | null;
}

/**
 * A record's publish time as an ISO instant; null for none and for text that names no time (records
 * written before the server stamped the time itself may hold what a client sent), so one bad value
 * cannot fail the whole report.
 */
/** A stored subject the log knows; null (an objection of no recorded subject) for anything else. */
function subjectOrNull(text: string | null): ObjectionSubject | null {
  return OBJECTION_SUBJECTS.find((subject) => subject === text) ?? null;
}

function instantOrNull(text: string | null): string | null {
  if (!text) return null;
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : new Date(at).toISOString();
}
