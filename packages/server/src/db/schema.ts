import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { BondTables } from './schema-bonds';
import type { ComplianceTables } from './schema-compliance';
import type { EvaluationTables } from './schema-evaluation';
import type { LibraryTables } from './schema-libraries';

export type { LibraryEntriesTable, SystemNoticeReadsTable, SystemNoticesTable } from './schema-libraries';

/**
 * Kysely's view of the tables of migrations/0001-initial-schema.ts. Columns are snake_case in SQL and
 * camelCase here (CamelCasePlugin); jsonb keys are left as they are (the spec's wire names).
 */
export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
export type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;
/** numeric(18,2): read as an exact decimal string, written as a string. */
type Numeric = ColumnType<string | null, string | null | undefined, string | null>;
export type Json = ColumnType<unknown, string, string>;

export interface TenantsTable {
  id: Generated<number>;
  tenancyName: string;
  name: string;
  isActive: Generated<boolean>;
  creationTime: Generated<Date>;
}

export interface CompaniesTable {
  id: Generated<number>;
  tenantId: number;
  name: string;
  code: string | null;
  address: string | null;
  phone: string | null;
  creationTime: Generated<Date>;
}

export interface RolesTable {
  id: Generated<number>;
  tenantId: number;
  name: string;
  displayName: string;
  /** The role's action permissions, `area.action` (§6; migration 0011). */
  grantedPermissions: ColumnType<string[], string[] | undefined, string[]>;
  /** Optimistic-concurrency version, bumped by every save (migration 0011). */
  version: Generated<number>;
}

export interface UsersTable {
  id: Generated<number>;
  tenantId: number;
  userName: string;
  name: string;
  emailAddress: string | null;
  passwordHash: string;
  companyId: number | null;
  isActive: Generated<boolean>;
  creationTime: Generated<Date>;
  /** Migration 0011: a phone number, the temporary-password flag and a version bumped by every save. */
  phoneNumber: Generated<string | null>;
  mustChangeCredentials: Generated<boolean>;
  version: Generated<number>;
}

export interface UserRolesTable {
  tenantId: number;
  userId: number;
  roleId: number;
}

export interface AccessTokensTable {
  id: Generated<number>;
  tenantId: number;
  userId: number;
  /** SHA-256 (hex) of the opaque token; the token itself is never stored. */
  tokenHash: string;
  remember: boolean;
  creationTime: Timestamp;
  expiresAt: Timestamp;
  revokedAt: NullableTimestamp;
}

export interface AppModulesTable {
  id: Generated<number>;
  tenantId: number;
  name: string;
  port: string | null;
  route: string;
  description: 'manage' | 'setting';
  sort: Generated<number>;
  /** A disabled module is not in the shell's list (migration 0011). */
  isEnabled: Generated<boolean>;
}

/** One version of a bidding method's flow template (migration 0013): the newest is the current one. */
export interface FlowTemplatesTable {
  id: Generated<number>;
  tenantId: number;
  biddingMethod: string;
  name: string;
  version: Generated<number>;
  creationTime: Generated<Date>;
  creatorUserId: number | null;
}

export interface FlowTemplateNodesTable {
  id: Generated<number>;
  tenantId: number;
  templateId: number;
  nodeName: string;
  router: string;
  sort: number;
  isDisplay: Generated<boolean>;
  flowRoles: ColumnType<string[], string[] | undefined, string[]>;
  /** The step's page is not one of the web app's (migration 0013). */
  isExternal: Generated<boolean>;
}

export interface FlowTemplateSitesTable {
  id: Generated<number>;
  tenantId: number;
  templateNodeId: number;
  siteName: string;
  siteUrl: string;
  sort: number;
}

export interface FlowInstancesTable {
  id: string;
  tenantId: number;
  templateId: number | null;
  biddingMethod: string;
  creationTime: Timestamp;
}

export interface FlowNodesTable {
  id: Generated<number>;
  tenantId: number;
  flowInstanceId: string;
  nodeName: string;
  router: string;
  sort: number;
  isDisplay: Generated<boolean>;
  flowRoles: ColumnType<string[], string[] | undefined, string[]>;
  /** 0 marks the last step (§3). */
  nextNodeId: Generated<number>;
}

export interface FlowSitesTable {
  id: Generated<number>;
  tenantId: number;
  nodeId: number;
  siteName: string;
  siteUrl: string;
  sort: number;
}

export interface ProjectsTable {
  id: Generated<number>;
  tenantId: number;
  projectName: string;
  projectNum: string;
  area: string | null;
  industryClassification: string | null;
  biddingMethod: string;
  capitalSource: string | null;
  projectBudget: Numeric;
  biddingRange: string | null;
  purchaserUnit: string | null;
  agencyName: string | null;
  purchaserName: string | null;
  purchaserMobile: string | null;
  superviseDept: string | null;
  biddingSuperviseDept: string | null;
  supervisePlatform: string | null;
  manager: string | null;
  agencyPhone: string | null;
  agencyEMail: string | null;
  projectManager: number | null;
  projectAssistant: number | null;
  bondAccount: string | null;
  state: Generated<number>;
  auditState: string | null;
  projectFlowName: string | null;
  flowInstanceId: string | null;
  currentNodeId: number | null;
  mode: Generated<number>;
  isTenderByLaw: Generated<boolean>;
  rebiddingId: number | null;
  /** Optimistic-concurrency version, bumped by every write. */
  version: Generated<number>;
  isDeleted: Generated<boolean>;
  creationTime: Timestamp;
  creatorUserId: number | null;
  lastModificationTime: NullableTimestamp;
  lastModifierUserId: number | null;
}

export interface ProjectFilesTable {
  id: Generated<number>;
  tenantId: number;
  projectId: number;
  fileId: string;
  fileName: string;
  typeName: string | null;
  usage: '0' | '11' | '12';
}

export interface BidPackageGroupsTable {
  id: Generated<number>;
  tenantId: number;
  projectId: number;
  groupSort: number;
  groupNumber: string;
  groupName: string;
  groupContent: string | null;
  purchaserType: string | null;
  groupBudget: Numeric;
  quotedType: string | null;
  isGroupBid: boolean;
  bondAmount: Numeric;
  servicePercent: Numeric;
  serviceValue: Numeric;
  isPurchaserPay: string | null;
  investorQualification: string | null;
}

export interface NoticesTable {
  id: Generated<number>;
  tenantId: number;
  projectId: number;
  title: string;
  noticeTemplate: string | null;
  content: string | null;
  noticeType: '0' | '1' | '2' | '4' | '5' | '6';
  netName: string | null;
  endTime: NullableTimestamp;
  creationTime: Timestamp;
  /** Null while the notice is a draft (migration 0008). */
  publishTime: NullableTimestamp;
  /** `[{fileId, fileName}]` (migration 0026). */
  attachments: ColumnType<unknown, string | undefined, string>;
}

export interface FlowRecordsTable {
  id: Generated<number>;
  tenantId: number;
  projectId: number;
  nodeType: string;
  submitName: string;
  userId: number | null;
  userName: string | null;
  companyId: number | null;
  fromNodeId: number | null;
  fromNodeName: string | null;
  toNodeId: number | null;
  toNodeName: string | null;
  biddingMethod: string | null;
  transactionWay: string | null;
  transactionResult: string | null;
  creationTime: Timestamp;
}

/** A project's closing application (migration 0007). */
export interface ClosingApplicationsTable {
  id: Generated<number>;
  tenantId: number;
  projectId: number;
  /** File ids (object-store keys) as a JSON array. */
  documentFileIds: Json;
  remark: string | null;
  submittedBy: number;
  creationTime: Generated<Timestamp>;
}

export type MiddlewareRecordType =
  | 'objection'
  | 'signUp'
  | 'qualificationPurchase'
  | 'qualificationResult'
  | 'signIn'
  | 'clarification'
  | 'tenderDocument'
  | 'invitation'
  | 'contract'
  | 'singleSourcePublicity';

export interface MiddlewareRecordsTable {
  id: Generated<number>;
  tenantId: number;
  projectId: number;
  type: MiddlewareRecordType;
  /** The record's fields with the spec's wire names (objection_status, signUp_state …). */
  data: Json;
  creationTime: Timestamp;
  creatorUserId: number | null;
  lastModificationTime: NullableTimestamp;
}

/** What a bidder did in a project, kept by a trigger on middleware_records (migration 0021). */
export interface BidderProjectOutcomesTable {
  tenantId: number;
  supplierName: string;
  projectId: number;
  latest: Timestamp;
  signedUp: boolean;
  passed: boolean;
  objections: number;
}

export interface StoredObjectsTable {
  id: Generated<number>;
  tenantId: number;
  objectKey: string;
  dir: string;
  fileName: string;
  contentType: string;
  size: number;
  sha256: string;
  content: Uint8Array;
  creationTime: Timestamp;
  creatorUserId: number | null;
}

export interface WfTenantsTable {
  id: string;
  tenantId: number;
  name: string;
  creationTime: Timestamp;
}

export interface WfUsersTable {
  id: string;
  tenantId: number;
  firstName: string | null;
  lastName: string | null;
  displayName: string | null;
  email: string | null;
  creationTime: Timestamp;
}

export interface WfUserTenantsTable {
  tenantId: number;
  userId: string;
  wfTenantId: string;
}

export interface WfUserGroupsTable {
  tenantId: number;
  userId: string;
  groupId: string;
}

export interface WfProcessInstancesTable {
  id: string;
  tenantId: number;
  processKey: string;
  businessKey: string;
  startUserId: string | null;
  state: Generated<string>;
  currentNodeId: number | null;
  form: Json;
  startTime: Timestamp;
  endTime: NullableTimestamp;
}

export interface WfTasksTable {
  id: string;
  tenantId: number;
  processInstanceId: string;
  name: string;
  nodeId: number | null;
  assignee: string | null;
  candidateUsers: ColumnType<string[], string[] | undefined, string[]>;
  candidateGroups: ColumnType<string[], string[] | undefined, string[]>;
  form: Json;
  creationTime: Timestamp;
  claimTime: NullableTimestamp;
  endTime: NullableTimestamp;
}

export interface WfVariableHistoryTable {
  id: Generated<number>;
  tenantId: number;
  processInstanceId: string;
  taskId: string | null;
  name: string;
  value: Json;
  creationTime: Timestamp;
}

/** Secrets the server generated for itself (migration 0005), e.g. the object store's signing key. */
export interface ServerSecretsTable {
  name: string;
  value: string;
  creationTime: Generated<Date>;
}

/** A project's stored summary (migration 0004), rewritten by fusion_project_summary/reflash. */
export interface ProjectSummariesTable {
  tenantId: number;
  projectId: number;
  summary: Json;
  refreshTime: Timestamp;
}

/** One write of the audit trail (migration 0012; ADR 0012): who, when, which call, what it changed. */
export interface AuditLogTable {
  /** bigint: read as a string by the drivers. */
  id: ColumnType<string, never, never>;
  tenantId: number;
  occurredAt: Timestamp;
  actor: 'user' | 'system';
  userId: number | null;
  userName: string | null;
  method: string;
  route: string;
  entity: string;
  entityId: string | null;
  projectId: number | null;
  requestId: string | null;
  clientAddress: string | null;
  changes: ColumnType<unknown, string | null, string | null>;
}

/** One rate limit's count for one key in its window (migration 0027; ADR 0020). */
export interface RateLimitCountersTable {
  key: string;
  hits: number;
  windowEndsAt: Timestamp;
}

/** One change of an objection's history (migration 0028): received, replied, or its status set. */
export interface ObjectionEventsTable {
  id: Generated<number>;
  tenantId: number;
  projectId: number;
  objectionId: number;
  kind: 'received' | 'replied' | 'statusChanged';
  status: string;
  at: Timestamp;
  userId: number | null;
  userName: string | null;
}

export interface Database extends BondTables, ComplianceTables, EvaluationTables, LibraryTables {
  tenants: TenantsTable;
  companies: CompaniesTable;
  roles: RolesTable;
  users: UsersTable;
  userRoles: UserRolesTable;
  accessTokens: AccessTokensTable;
  appModules: AppModulesTable;
  flowTemplates: FlowTemplatesTable;
  flowTemplateNodes: FlowTemplateNodesTable;
  flowTemplateSites: FlowTemplateSitesTable;
  flowInstances: FlowInstancesTable;
  flowNodes: FlowNodesTable;
  flowSites: FlowSitesTable;
  projects: ProjectsTable;
  projectFiles: ProjectFilesTable;
  bidPackageGroups: BidPackageGroupsTable;
  notices: NoticesTable;
  flowRecords: FlowRecordsTable;
  closingApplications: ClosingApplicationsTable;
  middlewareRecords: MiddlewareRecordsTable;
  bidderProjectOutcomes: BidderProjectOutcomesTable;
  storedObjects: StoredObjectsTable;
  serverSecrets: ServerSecretsTable;
  projectSummaries: ProjectSummariesTable;
  wfTenants: WfTenantsTable;
  wfUsers: WfUsersTable;
  wfUserTenants: WfUserTenantsTable;
  wfUserGroups: WfUserGroupsTable;
  wfProcessInstances: WfProcessInstancesTable;
  wfTasks: WfTasksTable;
  wfVariableHistory: WfVariableHistoryTable;
  auditLog: AuditLogTable;
  rateLimitCounters: RateLimitCountersTable;
  objectionEvents: ObjectionEventsTable;
}

export type UserRow = Selectable<UsersTable>;
export type ProjectRow = Selectable<ProjectsTable>;
export type NewProject = Insertable<ProjectsTable>;
