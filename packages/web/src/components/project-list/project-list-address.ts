import { codesOf, PROJECT_STATES, type ProjectState, TABLE_DEFAULT_PAGE_SIZE } from '@tender/domain';
import dayjs from 'dayjs';
import type { ProjectSearch } from './project-search-filter';

/** The page sizes a project list offers (antd's size changer). */
export const PROJECT_PAGE_SIZES = [10, 20, 50, 100] as const;

/** The columns a project list sorts by on the server (GetPaged Sorting). */
export const PROJECT_SORT_FIELDS = [
  'projectNum',
  'projectName',
  'projectFlowName',
  'state',
  'creationTime',
] as const;
export type ProjectSortField = (typeof PROJECT_SORT_FIELDS)[number];

export interface ProjectSorting {
  readonly field: ProjectSortField;
  readonly order: 'asc' | 'desc';
}

/**
 * What a project list shows, as its address keeps it: the search form's terms (creation dates as the
 * days picked), the sort and the page. Back, reload and a shared link show the same rows.
 */
export interface ProjectListAddress {
  readonly projectName?: string;
  readonly projectNum?: string;
  readonly step?: string;
  readonly state?: ProjectState;
  /** Days (YYYY-MM-DD), both ends included, in the user's own time zone as the picker shows them. */
  readonly createdFrom?: string;
  readonly createdTo?: string;
  /** Undefined: the server's order, newest first. */
  readonly sorting?: ProjectSorting;
  readonly page: number;
  readonly size: number;
}

const PARAMS = {
  projectName: 'name',
  projectNum: 'number',
  step: 'step',
  state: 'state',
  createdFrom: 'from',
  createdTo: 'to',
  sorting: 'sort',
  page: 'page',
  size: 'size',
} as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const STATES = new Set<number>(codesOf<ProjectState>(PROJECT_STATES, true));

const text = (value: string | null, max: number) => {
  const trimmed = value?.trim();
  return trimmed && trimmed.length <= max ? trimmed : undefined;
};
const day = (value: string | null) =>
  value && DAY.test(value) && dayjs(value).format('YYYY-MM-DD') === value ? value : undefined;

function sortingOf(value: string | null): ProjectSorting | undefined {
  const [field, order] = value?.split(' ') ?? [];
  return (PROJECT_SORT_FIELDS as readonly string[]).includes(field ?? '') &&
    (order === 'asc' || order === 'desc')
    ? { field: field as ProjectSortField, order }
    : undefined;
}

/**
 * The list an address names. Anything it cannot mean (an unknown state, a date that is no day, a page
 * size not offered) is left out, so an edited or old link still opens a list rather than an error.
 */
export function projectListAddressOf(params: URLSearchParams): ProjectListAddress {
  const state = Number(params.get(PARAMS.state) ?? Number.NaN);
  const size = Number(params.get(PARAMS.size));
  const page = Number(params.get(PARAMS.page));
  const entries = {
    projectName: text(params.get(PARAMS.projectName), 200),
    projectNum: text(params.get(PARAMS.projectNum), 64),
    step: text(params.get(PARAMS.step), 100),
    state: STATES.has(state) ? (state as ProjectState) : undefined,
    createdFrom: day(params.get(PARAMS.createdFrom)),
    createdTo: day(params.get(PARAMS.createdTo)),
    sorting: sortingOf(params.get(PARAMS.sorting)),
  };
  return {
    ...Object.fromEntries(Object.entries(entries).filter(([, value]) => value !== undefined)),
    page: Number.isInteger(page) && page > 1 ? page : 1,
    size: (PROJECT_PAGE_SIZES as readonly number[]).includes(size) ? size : TABLE_DEFAULT_PAGE_SIZE,
  };
}

/** The address of a list: only what differs from the defaults, so the plain list has a plain address. */
export function projectListParams(address: ProjectListAddress): URLSearchParams {
  const params = new URLSearchParams();
  const set = (name: string, value: string | number | undefined) => {
    if (value !== undefined && value !== '') params.set(name, String(value));
  };
  set(PARAMS.projectName, address.projectName);
  set(PARAMS.projectNum, address.projectNum);
  set(PARAMS.step, address.step);
  set(PARAMS.state, address.state);
  set(PARAMS.createdFrom, address.createdFrom);
  set(PARAMS.createdTo, address.createdTo);
  if (address.sorting) set(PARAMS.sorting, `${address.sorting.field} ${address.sorting.order}`);
  if (address.page > 1) set(PARAMS.page, address.page);
  if (address.size !== TABLE_DEFAULT_PAGE_SIZE) set(PARAMS.size, address.size);
  return params;
}

/** The search the server is asked for: the picked days as the instants they start and end, locally. */
export function projectSearchOf(address: ProjectListAddress): ProjectSearch {
  return {
    ...(address.projectName ? { projectName: address.projectName } : {}),
    ...(address.projectNum ? { projectNum: address.projectNum } : {}),
    ...(address.step ? { step: address.step } : {}),
    ...(address.state !== undefined ? { state: address.state } : {}),
    ...(address.createdFrom ? { createdFrom: dayjs(address.createdFrom).startOf('day').toISOString() } : {}),
    ...(address.createdTo ? { createdTo: dayjs(address.createdTo).endOf('day').toISOString() } : {}),
  };
}

/** GetPaged's Sorting (ABP, "creationTime desc"); undefined keeps the server's default. */
export function projectSortingText(sorting: ProjectSorting | undefined): string | undefined {
  return sorting ? `${sorting.field} ${sorting.order}` : undefined;
}

/** A click on a sortable column (antd's sorter) as the list's sort; undefined when the sort is cleared. */
export function sortingOfTable(
  columnKey: unknown,
  order: 'ascend' | 'descend' | null | undefined,
): ProjectSorting | undefined {
  if (!order || !(PROJECT_SORT_FIELDS as readonly unknown[]).includes(columnKey)) return undefined;
  return { field: columnKey as ProjectSortField, order: order === 'ascend' ? 'asc' : 'desc' };
}

/**
 * The arrow a sortable column shows: the list's sort, or, with none, creation newest first (the server's
 * default order), so what the table says matches the rows.
 */
export function tableSortOrder(
  sorting: ProjectSorting | undefined,
  field: ProjectSortField,
): 'ascend' | 'descend' | null {
  const shown = sorting ?? { field: 'creationTime', order: 'desc' };
  if (shown.field !== field) return null;
  return shown.order === 'asc' ? 'ascend' : 'descend';
}
