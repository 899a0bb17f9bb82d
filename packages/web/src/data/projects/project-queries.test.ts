import { QueryClient, QueryObserver } from '@tanstack/react-query';
import type { ListProjects, Paged, PagedQuery, Project } from '@tender/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { projectQueries } from './project-queries';

/** A ListProjects whose replies come when the test says: the reply names the query it answers. */
function slowList() {
  const waiting: (() => void)[] = [];
  const listProjects = {
    execute: (query: PagedQuery) =>
      new Promise<Paged<Project>>((resolve) => {
        const rows = [{ id: query.SkipCount ?? 0, projectName: String(query.Filter) }] as Project[];
        waiting.push(() => resolve({ totalCount: 11, items: rows }));
      }),
  } as unknown as ListProjects;
  const answer = async () => {
    for (const reply of waiting.splice(0)) reply();
    await new Promise((settled) => setTimeout(settled, 0));
  };
  return { listProjects, answer };
}

describe('projectQueries.list (ADR 0009: a list never shows another filter’s rows)', () => {
  const client = new QueryClient();
  afterEach(() => client.clear());

  it('keeps the page on screen while the same filter pages or sorts, shows no rows after a new filter', async () => {
    const { listProjects, answer } = slowList();
    const observer = new QueryObserver(client, projectQueries.list(listProjects, { Filter: 'a' }));
    const stop = observer.subscribe(() => {});
    await answer();
    const first = observer.getCurrentResult().data;
    expect(first?.items[0]?.projectName).toBe('a');

    observer.setOptions(projectQueries.list(listProjects, { Filter: 'a', SkipCount: 10 }));
    expect(observer.getCurrentResult()).toMatchObject({ data: first, isPlaceholderData: true });
    await answer();
    observer.setOptions(projectQueries.list(listProjects, { Filter: 'a', SkipCount: 10, Sorting: 'id asc' }));
    expect(observer.getCurrentResult().data?.items[0]?.id).toBe(10);

    observer.setOptions(projectQueries.list(listProjects, { Filter: 'b' }));
    expect(observer.getCurrentResult()).toMatchObject({
      data: { totalCount: 0, items: [] },
      isPlaceholderData: true,
      isFetching: true,
    });
    await answer();
    expect(observer.getCurrentResult().data?.items[0]?.projectName).toBe('b');
    stop();
  });
});
