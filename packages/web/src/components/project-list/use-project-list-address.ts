import { useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ListAddressChanges, type ProjectSearchTerms, termsOf } from './list-address-changes';
import { type ProjectListAddress, projectListAddressOf, projectListParams } from './project-list-address';

export type { ProjectSearchTerms } from './list-address-changes';

/**
 * A project list's search, sort and page, kept in the address (§2 lists): a new search or sort starts at
 * page one; each change is a history entry, so back returns to the rows shown before. Each change starts
 * from the address as it last became (ListAddressChanges), never from a render that has not caught up.
 */
export function useProjectListAddress() {
  const [params, setParams] = useSearchParams();
  const changes = useRef<ListAddressChanges | null>(null);
  changes.current ??= new ListAddressChanges(params);
  changes.current.read(params);
  const made = changes.current;
  const address = projectListAddressOf(params);
  const terms = termsOf(address);
  return {
    address,
    /** The search form's terms alone. */
    terms,
    /** Changes whenever the address's terms do: a form keyed by it refills from them (back, a link). */
    key: projectListParams({ ...terms, page: 1, size: address.size }).toString(),
    search: (next: ProjectSearchTerms) => setParams(made.search(next)),
    sort: (sorting: ProjectListAddress['sorting']) => setParams(made.sort(sorting)),
    turn: (page: number, size: number) => setParams(made.turn(page, size)),
  };
}
