import { useSearchParams } from 'react-router-dom';
import { type ProjectListAddress, projectListAddressOf, projectListParams } from './project-list-address';

export type ProjectSearchTerms = Omit<ProjectListAddress, 'sorting' | 'page' | 'size'>;

/**
 * A project list's search, sort and page, kept in the address (§2 lists): a new search or sort starts at
 * page one; each change is a history entry, so back returns to the rows shown before.
 */
export function useProjectListAddress() {
  const [params, setParams] = useSearchParams();
  const address = projectListAddressOf(params);
  const { sorting: _sorting, page: _page, size: _size, ...terms } = address;
  const go = (next: ProjectListAddress) => setParams(projectListParams(next));
  return {
    address,
    /** The search form's terms alone. */
    terms: terms as ProjectSearchTerms,
    /** Changes whenever the address's terms do: a form keyed by it refills from them (back, a link). */
    key: projectListParams({ ...terms, page: 1, size: address.size }).toString(),
    search: (terms: ProjectSearchTerms) =>
      go({ ...terms, ...(address.sorting ? { sorting: address.sorting } : {}), page: 1, size: address.size }),
    sort: (sorting: ProjectListAddress['sorting']) =>
      go({ ...terms, ...(sorting ? { sorting } : {}), page: 1, size: address.size }),
    turn: (page: number, size: number) => go({ ...address, page: size === address.size ? page : 1, size }),
  };
}
