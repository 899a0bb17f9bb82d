import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { evaluationKeys } from '../evaluation/evaluation-queries';
import { invalidateProject } from './invalidate-project';
import { projectKeys } from './project-queries';

describe('invalidateProject', () => {
  const seeded = () => {
    const client = new QueryClient();
    for (const key of [evaluationKeys.opening(7), evaluationKeys.evaluation(7), evaluationKeys.opening(8)]) {
      client.setQueryData(key, { kept: true });
    }
    return client;
  };
  const stale = (client: QueryClient) =>
    client
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.isInvalidated)
      .map((query) => query.queryKey);

  it('marks everything known about the project stale, and nothing of another project', async () => {
    const client = seeded();
    await invalidateProject(client, 7);
    expect(stale(client)).toEqual([evaluationKeys.opening(7), evaluationKeys.evaluation(7)]);
  });

  it('spares what a write’s reply has just put in the cache, so it is not fetched twice', async () => {
    const client = seeded();
    await invalidateProject(client, 7, evaluationKeys.opening(7));
    expect(stale(client)).toEqual([evaluationKeys.evaluation(7)]);
    // A key of the project's is spared by its whole prefix only, never by a shorter one.
    await invalidateProject(client, 7, projectKeys.all(8));
    expect(stale(client)).toEqual([evaluationKeys.opening(7), evaluationKeys.evaluation(7)]);
  });
});
