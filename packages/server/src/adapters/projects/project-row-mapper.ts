import { type NoticeAttachment, type Project, parseMoney, type projectInputSchema } from '@tender/domain';
import type { Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import { isoTime, jsonValue } from '../row-values';
import type { BidPackageGroupJson, ProjectNoticeJson } from './project-children-json';

/** A project row with the names of its manager and assistant (joined from users). */
export type ProjectRow = Selectable<Database['projects']> & {
  projectManagerName: string | null;
  projectAssistantName: string | null;
  bidOpeningTime?: Date | string | null;
};

type GroupRow = BidPackageGroupJson;
type NoticeRow = ProjectNoticeJson;

/** Money travels as exact decimal strings (README "Database"); numeric text the domain cannot read stays as it is. */
const money = (value: string | null) => (value === null ? null : (parseMoney(value) ?? value));

/** A project row and its children as the domain's Project (§3); a list row has no children. */
export function toProject(
  row: ProjectRow,
  files: readonly object[],
  groups: readonly GroupRow[],
  notices: readonly NoticeRow[],
): Project {
  return {
    id: row.id,
    tenantId: row.tenantId,
    projectName: row.projectName,
    projectNum: row.projectNum,
    area: row.area,
    industryClassification: row.industryClassification,
    biddingMethod: row.biddingMethod,
    capitalSource: row.capitalSource,
    projectBudget: money(row.projectBudget),
    biddingRange: row.biddingRange,
    purchaserUnit: row.purchaserUnit,
    purchaserName: row.purchaserName,
    purchaserMobile: row.purchaserMobile,
    superviseDept: row.superviseDept,
    biddingSuperviseDept: row.biddingSuperviseDept,
    supervisePlatform: row.supervisePlatform,
    manager: row.manager,
    agencyName: row.agencyName,
    agencyPhone: row.agencyPhone,
    agencyEMail: row.agencyEMail,
    projectManager: row.projectManager,
    projectManagerName: row.projectManagerName ?? null,
    projectAssistant: row.projectAssistant,
    projectAssistantName: row.projectAssistantName ?? null,
    bidOpeningTime: row.bidOpeningTime ? isoTime(row.bidOpeningTime) : null,
    bondAccount: row.bondAccount,
    state: row.state,
    auditState: row.auditState,
    projectFlowName: row.projectFlowName,
    flowInstanceId: row.flowInstanceId,
    currentNodeId: row.currentNodeId,
    mode: 3,
    isTenderByLaw: row.isTenderByLaw,
    rebiddingId: row.rebiddingId,
    eHonors: files as Project['eHonors'],
    sGroupList: groups.map(toBidPackageGroup) as Project['sGroupList'],
    eNotices: notices.map(toProjectNotice),
    creationTime: isoTime(row.creationTime),
    creatorUserId: row.creatorUserId,
    lastModificationTime: isoTime(row.lastModificationTime),
    lastModifierUserId: row.lastModifierUserId,
  } as Project;
}

function toBidPackageGroup(g: GroupRow) {
  return {
    id: g.id,
    groupSort: g.groupSort,
    groupNumber: g.groupNumber,
    groupName: g.groupName,
    groupContent: g.groupContent,
    purchaserType: g.purchaserType,
    groupBudget: money(g.groupBudget),
    quotedType: g.quotedType,
    isGroupBid: g.isGroupBid,
    bondAmount: money(g.bondAmount),
    servicePercent: g.servicePercent === null ? null : String(Number(g.servicePercent)),
    serviceValue: money(g.serviceValue),
    isPurchaserPay: g.isPurchaserPay,
    investorQualification: g.investorQualification,
  };
}

/** A notice as the project detail lists it (§3 eNotices): without its publish time. */
function toProjectNotice(n: NoticeRow) {
  return {
    id: n.id,
    projectId: n.projectId,
    title: n.title,
    noticeTemplate: n.noticeTemplate,
    content: n.content,
    noticeType: n.noticeType,
    netName: n.netName,
    endTime: isoTime(n.endTime),
    creationTime: isoTime(n.creationTime),
    attachments: (jsonValue(n.attachments) as NoticeAttachment[] | null) ?? [],
  };
}

/** A save's input once validated (projectInputSchema's output). */
export type ProjectInput = ReturnType<typeof projectInputSchema.parse>;

/** The columns a save writes from the validated input: children, id and mode are stored apart. */
export function projectColumns(project: ProjectInput) {
  const { eHonors: _files, sGroupList: _groups, id: _id, mode: _mode, ...fields } = project;
  return {
    ...fields,
    projectBudget: fields.projectBudget ?? null,
    purchaserMobile: fields.purchaserMobile || null,
    agencyPhone: fields.agencyPhone || null,
    agencyEMail: fields.agencyEMail || null,
  };
}

/** The rows of a project's files (eHonors); ids are the database's. */
export function projectFileRows(tenantId: number, projectId: number, files: ProjectInput['eHonors']) {
  return files.map(({ id: _id, ...f }) => ({ ...f, typeName: f.typeName ?? null, tenantId, projectId }));
}

/** The rows of a project's bid packages (sGroupList), numbered in order where the input has no sort. */
export function bidPackageGroupRows(tenantId: number, projectId: number, groups: ProjectInput['sGroupList']) {
  return groups.map(({ id: _id, ...g }, index) => ({
    tenantId,
    projectId,
    groupSort: g.groupSort || index + 1,
    groupNumber: g.groupNumber,
    groupName: g.groupName,
    groupContent: g.groupContent ?? null,
    purchaserType: g.purchaserType ?? null,
    groupBudget: g.groupBudget ?? null,
    quotedType: g.quotedType ?? null,
    isGroupBid: g.isGroupBid,
    bondAmount: g.bondAmount ?? null,
    servicePercent: g.servicePercent ?? null,
    serviceValue: g.serviceValue ?? null,
    isPurchaserPay: g.isPurchaserPay ?? null,
    investorQualification: g.investorQualification ?? null,
  }));
}
