import type { BiddingMethod } from '@tender/domain';
import type { Insertable } from 'kysely';
import type {
  BidPackageGroupsTable,
  FlowInstancesTable,
  FlowNodesTable,
  FlowRecordsTable,
  FlowSitesTable,
  MiddlewareRecordsTable,
  NoticesTable,
  ProjectFilesTable,
  ProjectsTable,
} from '../db/schema';
import type { AgencyFeesTable, BondEntriesTable } from '../db/schema-bonds';
import { demoBidPackages } from './demo-bid-packages';
import { demoCompliancePicker } from './demo-compliance';
import { demoFlowRecords } from './demo-flow-records';
import { demoFlowRows } from './demo-flow-rows';
import { demoNotices } from './demo-notices';
import { type DemoTemplate, type IdSource, planDemoProject } from './demo-project-plan';
import { type DemoPeople, demoProjectFiles, demoProjectRow } from './demo-project-row';
import { demoRecords } from './demo-records';
import { demoShowcase } from './demo-showcase';
import type { Random } from './random';

/** The rows of a tenant's demo projects, built in memory and inserted in batches. */
export interface DemoProjectRows {
  flowInstances: Insertable<FlowInstancesTable>[];
  flowNodes: Insertable<FlowNodesTable>[];
  flowSites: Insertable<FlowSitesTable>[];
  projects: Insertable<ProjectsTable>[];
  files: Insertable<ProjectFilesTable>[];
  groups: Insertable<BidPackageGroupsTable>[];
  notices: Insertable<NoticesTable>[];
  records: Insertable<MiddlewareRecordsTable>[];
  flowRecords: Insertable<FlowRecordsTable>[];
  bonds: Insertable<BondEntriesTable>[];
  fees: Insertable<AgencyFeesTable>[];
}

/**
 * Builds a tenant's demo projects (README "Configuration", demo data): every state (3, 5, 8), every
 * step of every method, auditState null and "13", tender-by-law on and off, notices of all four types,
 * and for each circulation step projects whose records pass the check and projects they block. Each
 * piece draws from `random` in turn, in a fixed order, so every run builds the same data.
 */
export function buildDemoProjects(input: {
  tenantId: number;
  count: number;
  people: DemoPeople;
  templates: Readonly<Record<BiddingMethod, DemoTemplate>>;
  ids: IdSource;
  random: Random;
  /** When the seed runs (epoch ms): open tenders close in the days after it. Default: now. */
  now?: number;
}): DemoProjectRows {
  const { people, ids, random } = input;
  const rows: DemoProjectRows = {
    flowInstances: [],
    flowNodes: [],
    flowSites: [],
    projects: [],
    files: [],
    groups: [],
    notices: [],
    records: [],
    flowRecords: [],
    bonds: [],
    fees: [],
  };
  const compliance = demoCompliancePicker(input.now ?? Date.now());
  const stepCounter = new Map<BiddingMethod, number>();
  for (let i = 0; i < input.count; i++) {
    const plan = planDemoProject(i, input, stepCounter);
    const flow = demoFlowRows(plan);
    rows.flowInstances.push(flow.instance);
    rows.flowNodes.push(...flow.nodes);
    rows.flowSites.push(...flow.sites);
    const project = demoProjectRow(plan, people, random);
    rows.projects.push(project);
    rows.files.push(...demoProjectFiles(plan));
    const groups = demoBidPackages(plan, project.projectBudget as string, ids, random);
    rows.groups.push(...groups);
    const now = input.now ?? Date.now();
    rows.notices.push(...demoNotices(plan, project.projectName, now));
    rows.records.push(
      ...demoRecords(
        plan,
        groups.map((g) => g.id as number),
        random,
      ),
    );
    const showcase = demoShowcase(plan, project.projectName, now);
    rows.notices.push(...showcase.notices);
    rows.records.push(...showcase.records);
    const panels = compliance(plan, project, groups);
    rows.records.push(...panels.records);
    rows.bonds.push(...panels.bonds);
    rows.fees.push(...panels.fees);
    rows.flowRecords.push(...demoFlowRecords(plan, people.agent));
  }
  return rows;
}
