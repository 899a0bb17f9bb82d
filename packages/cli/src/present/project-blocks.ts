import { type Locale, type Project, showsEndTime, showsNetName } from '@tender/domain';
import { type Block, cell } from '../output/view';
import { fileUsageLabel, flowNameLabel, methodLabel, noticeTypeLabel, stateLabel } from './labels';

/** A project for people: basic info, then its bid packages, files and notices (§2 project info drawer). */
export function projectBlocks(project: Project, locale: Locale): Block[] {
  return [
    {
      kind: 'fields',
      title: `${project.projectName} (${project.projectNum})`,
      rows: [
        ['id', String(project.id)],
        ['method', methodLabel(project.biddingMethod, locale)],
        ['state', stateLabel(project.state, locale)],
        ['audit state', cell(project.auditState)],
        ['step', flowNameLabel(project.projectFlowName, locale)],
        ['budget', cell(project.projectBudget)],
        ['tender by law', project.isTenderByLaw ? 'yes' : 'no'],
        ['area', cell(project.area)],
        [
          'purchaser',
          [project.purchaserUnit, project.purchaserName, project.purchaserMobile].filter(Boolean).join(' · '),
        ],
        ['project manager', cell(project.projectManagerName ?? project.projectManager)],
        ['created', project.creationTime],
      ],
    },
    {
      kind: 'table',
      title: 'Bid packages',
      head: ['#', 'Number', 'Name', 'Budget', 'Bond', 'Service fee'],
      rows: project.sGroupList.map((g) => [
        cell(g.groupSort),
        g.groupNumber,
        g.groupName,
        cell(g.groupBudget),
        // §3: an empty bond is shown as not charged.
        g.bondAmount == null ? 'not charged' : String(g.bondAmount),
        g.servicePercent != null ? `${g.servicePercent}%` : cell(g.serviceValue),
      ]),
    },
    {
      kind: 'table',
      title: 'Files',
      head: ['Usage', 'Name', 'File id'],
      rows: project.eHonors.map((f) => [fileUsageLabel(f.usage, locale), f.fileName, f.fileId]),
    },
    {
      kind: 'table',
      title: 'Notices',
      head: ['ID', 'Type', 'Title', 'Site', 'Ends', 'Created'],
      rows: project.eNotices.map((n) => [
        String(n.id),
        noticeTypeLabel(n.noticeType, locale),
        n.title,
        showsNetName(n) ? cell(n.netName) : '',
        showsEndTime(n) ? cell(n.endTime) : '',
        n.creationTime,
      ]),
    },
  ];
}
