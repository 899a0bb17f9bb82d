import { sql } from 'kysely';

/**
 * A project detail's children read with its row, as json arrays: each statement of a detail costs the
 * server a round trip, and circulation reads a detail on every move (bench/README.md). The keys are the
 * mapper's (the camel-case plugin keeps nested keys as they come); money stays exact decimal text, as pg
 * gives numeric columns; times come as ISO text, which the mapper reads like a Date. Outer alias: `p`.
 */

/** The project's files (§3 eHonors), by id. */
export const projectFilesJson = sql<ProjectFileJson[]>`(
  select coalesce(json_agg(json_build_object('id', f.id, 'fileId', f.file_id, 'fileName', f.file_name,
    'typeName', f.type_name, 'usage', f.usage) order by f.id), '[]')
  from project_files as f where f.tenant_id = p.tenant_id and f.project_id = p.id)`;

/** The project's bid packages (§3 sGroupList), by their sort. */
export const bidPackageGroupsJson = sql<BidPackageGroupJson[]>`(
  select coalesce(json_agg(json_build_object('id', g.id, 'groupSort', g.group_sort,
    'groupNumber', g.group_number, 'groupName', g.group_name, 'groupContent', g.group_content,
    'purchaserType', g.purchaser_type, 'groupBudget', g.group_budget::text, 'quotedType', g.quoted_type,
    'isGroupBid', g.is_group_bid, 'bondAmount', g.bond_amount::text, 'servicePercent', g.service_percent::text,
    'serviceValue', g.service_value::text, 'isPurchaserPay', g.is_purchaser_pay,
    'investorQualification', g.investor_qualification) order by g.group_sort, g.id), '[]')
  from bid_package_groups as g where g.tenant_id = p.tenant_id and g.project_id = p.id)`;

/** The project's notices (§3 eNotices), oldest first. */
export const projectNoticesJson = sql<ProjectNoticeJson[]>`(
  select coalesce(json_agg(json_build_object('id', n.id, 'projectId', n.project_id, 'title', n.title,
    'noticeTemplate', n.notice_template, 'content', n.content, 'noticeType', n.notice_type,
    'netName', n.net_name, 'endTime', n.end_time, 'creationTime', n.creation_time,
    'attachments', n.attachments) order by n.creation_time, n.id), '[]')
  from notices as n where n.tenant_id = p.tenant_id and n.project_id = p.id)`;

export interface ProjectFileJson {
  readonly id: number;
  readonly fileId: string;
  readonly fileName: string;
  readonly typeName: string | null;
  readonly usage: '0' | '11' | '12';
}

export interface BidPackageGroupJson {
  readonly id: number;
  readonly groupSort: number;
  readonly groupNumber: string;
  readonly groupName: string;
  readonly groupContent: string | null;
  readonly purchaserType: string | null;
  readonly groupBudget: string | null;
  readonly quotedType: string | null;
  readonly isGroupBid: boolean;
  readonly bondAmount: string | null;
  readonly servicePercent: string | null;
  readonly serviceValue: string | null;
  readonly isPurchaserPay: string | null;
  readonly investorQualification: string | null;
}

export interface ProjectNoticeJson {
  readonly id: number;
  readonly projectId: number;
  readonly title: string;
  readonly noticeTemplate: string | null;
  readonly content: string | null;
  readonly noticeType: string;
  readonly netName: string | null;
  readonly endTime: string | null;
  readonly creationTime: string;
  readonly attachments: unknown;
}
