import type { QueryFields } from '../shared/query-fields';

/**
 * The Filter and Sorting fields of the project list (§7 Sproject/GetPaged): the one table the server's
 * SQL, the in-memory adapter and the clients that build filters derive from. Each name is the project
 * field it reads.
 */
export const PROJECT_QUERY_FIELDS = {
  id: { type: 'integer' },
  projectName: { type: 'text' },
  projectNum: { type: 'text' },
  area: { type: 'text' },
  industryClassification: { type: 'text' },
  biddingMethod: { type: 'text' },
  purchaserUnit: { type: 'text' },
  agencyName: { type: 'text' },
  state: { type: 'integer' },
  auditState: { type: 'text' },
  projectFlowName: { type: 'text' },
  currentNodeId: { type: 'integer' },
  mode: { type: 'integer' },
  isTenderByLaw: { type: 'boolean' },
  projectManager: { type: 'integer' },
  projectAssistant: { type: 'integer' },
  creatorUserId: { type: 'integer' },
  /** My projects (§2 /home/project): the user is the manager, the assistant or the creator. */
  involves: { type: 'integer', anyOf: ['projectManager', 'projectAssistant', 'creatorUserId'] },
  rebiddingId: { type: 'integer' },
  creationTime: { type: 'timestamp' },
  lastModificationTime: { type: 'timestamp' },
} as const satisfies QueryFields;

/** The project list's default order: newest first. */
export const PROJECT_DEFAULT_SORTING = 'creationTime desc';
