import {
  BIDDING_METHODS,
  formatDateTime,
  formatMoney,
  PROJECT_FLOW_NAMES,
  type Project,
} from '@tender/domain';
import { Descriptions } from 'antd';
import type { ReactNode } from 'react';
import type { MessageKey } from '../../i18n/en';
import { useT } from '../../i18n/i18n-context';
import { ProjectStateTag } from './project-state-tag';

type Field = keyof Project & string;

/** The §3 fields in the order staff read them: what, how, who buys, who supervises, who runs it. */
const FIELDS: readonly Field[] = [
  'projectName',
  'projectNum',
  'biddingMethod',
  'projectBudget',
  'area',
  'industryClassification',
  'capitalSource',
  'biddingRange',
  'purchaserUnit',
  'purchaserName',
  'purchaserMobile',
  'superviseDept',
  'biddingSuperviseDept',
  'supervisePlatform',
  'agencyName',
  'manager',
  'projectManager',
  'projectAssistant',
  'agencyPhone',
  'agencyEMail',
  'bondAccount',
  'isTenderByLaw',
  'state',
  'projectFlowName',
  'flowTemplateVersion',
  'creationTime',
  'lastModificationTime',
];

/** A short set for the operation drawer, where space is tight. */
export const DRAWER_FIELDS: readonly Field[] = [
  'projectName',
  'projectNum',
  'biddingMethod',
  'projectBudget',
  'purchaserUnit',
  'projectManager',
  'state',
  'projectFlowName',
];

export interface ProjectBasicInfoProps {
  readonly project: Project;
  /** Which fields to show, in order; every §3 field by default. */
  readonly fields?: readonly Field[];
  readonly column?: number;
}

/** A project's basic information (§3 Sproject), labelled and formatted for the current language. */
export function ProjectBasicInfo({ project, fields = FIELDS, column = 1 }: ProjectBasicInfoProps) {
  const { t, code } = useT();
  const show = (field: Field): ReactNode => {
    switch (field) {
      case 'projectBudget':
        return project.projectBudget ? formatMoney(project.projectBudget) : null;
      case 'biddingMethod':
        return code(BIDDING_METHODS, project.biddingMethod);
      case 'projectManager':
        return project.projectManagerName ?? project.projectManager;
      case 'projectAssistant':
        return project.projectAssistantName ?? project.projectAssistant;
      case 'isTenderByLaw':
        return t(project.isTenderByLaw ? 'projectInfo.yes' : 'projectInfo.no');
      case 'state':
        return <ProjectStateTag project={project} />;
      case 'projectFlowName':
        return code(PROJECT_FLOW_NAMES, project.projectFlowName);
      // A running project keeps the flow template version it started from (ADR 0013).
      case 'flowTemplateVersion':
        return project.flowTemplateVersion
          ? t('projectInfo.flowTemplateVersion', { version: project.flowTemplateVersion })
          : null;
      case 'creationTime':
      case 'lastModificationTime':
        return formatDateTime(project[field]);
      default: {
        const value = project[field];
        return typeof value === 'string' || typeof value === 'number' ? value : null;
      }
    }
  };
  return (
    <Descriptions
      size="small"
      column={column}
      items={fields.map((field) => ({
        key: field,
        label: t(`projectInfo.field.${field}` as MessageKey),
        children: show(field) ?? '—',
      }))}
    />
  );
}
