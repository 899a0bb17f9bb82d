import { parseFilter } from '@tender/domain';
import { describe, expect, it } from 'vitest';
import { projectSearchFilter } from './project-search-filter';

describe('the manage list search as a Filter', () => {
  it('is empty when nothing is searched (blanks count as nothing)', () => {
    expect(projectSearchFilter({})).toBeUndefined();
    expect(projectSearchFilter({ projectName: '  ' })).toBeUndefined();
  });

  it('matches typed text by contains, the picked step and state exactly and the creation range inclusively', () => {
    const filter = projectSearchFilter({
      projectName: '道路, 二期',
      projectNum: 'ZB-2026',
      step: '报名',
      state: 5,
      createdFrom: '2025-12-31T16:00:00.000Z',
      createdTo: '2026-01-31T15:59:59.999Z',
    });
    expect(parseFilter(filter)).toEqual([
      { field: 'projectName', op: '~', values: ['道路, 二期'] },
      { field: 'projectNum', op: '~', values: ['ZB-2026'] },
      { field: 'projectFlowName', op: '=', values: ['报名'] },
      { field: 'state', op: '=', values: ['5'] },
      { field: 'creationTime', op: '>=', values: ['2025-12-31T16:00:00.000Z'] },
      { field: 'creationTime', op: '<=', values: ['2026-01-31T15:59:59.999Z'] },
    ]);
  });
});
