import { type ProjectListAddress, projectListAddressOf, projectListParams } from './project-list-address';

export type ProjectSearchTerms = Omit<ProjectListAddress, 'sorting' | 'page' | 'size'>;

export const termsOf = ({ sorting: _sorting, page: _page, size: _size, ...terms }: ProjectListAddress) =>
  terms as ProjectSearchTerms;

/**
 * The changes of a project list's address (§2 lists: a new search or sort starts at page one), each made
 * from the address as it last became — not as the last render read it. A navigation reaches the render a
 * moment after the click that made it (React Router renders it in a transition): a sort clicked in that
 * moment, by a quick hand or on a busy machine, came from a table still holding the render before, and
 * put the address back without the search just made.
 */
export class ListAddressChanges {
  private seen: string;
  private latest: ProjectListAddress;

  constructor(params: URLSearchParams) {
    this.seen = params.toString();
    this.latest = projectListAddressOf(params);
  }

  /**
   * A render's address. A new one (this list's change arriving, back, a link) is where changes start
   * from; a render for anything else, before a change made here has arrived, keeps that change.
   */
  read(params: URLSearchParams): void {
    const search = params.toString();
    if (search === this.seen) return;
    this.seen = search;
    this.latest = projectListAddressOf(params);
  }

  search(terms: ProjectSearchTerms): URLSearchParams {
    const { sorting, size } = this.latest;
    return this.go({ ...terms, ...(sorting ? { sorting } : {}), page: 1, size });
  }

  sort(sorting: ProjectListAddress['sorting']): URLSearchParams {
    const current = this.latest;
    return this.go({ ...termsOf(current), ...(sorting ? { sorting } : {}), page: 1, size: current.size });
  }

  turn(page: number, size: number): URLSearchParams {
    const current = this.latest;
    return this.go({ ...current, page: size === current.size ? page : 1, size });
  }

  private go(next: ProjectListAddress): URLSearchParams {
    this.latest = next;
    return projectListParams(next);
  }
}
