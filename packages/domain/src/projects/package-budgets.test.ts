import { describe, expect, it } from 'vitest';
import { ValidationError } from '../shared/errors';
import { type Money, moneySchema } from '../shared/money';
import { InMemoryProjectRepository } from '../testing/in-memory-projects';
import { SaveProject } from '../use-cases/save-project';
import { packageBudgetExcess } from './package-budgets';
import { projectSaveSchema } from './project';

const money = (value: string) => moneySchema.parse(value) as Money;

describe('the bid packages fit the project budget (§3 groupBudget)', () => {
  it('accepts packages adding up to the budget exactly, to the fen', () => {
    expect(
      packageBudgetExcess({
        projectBudget: money('1000000.10'),
        sGroupList: [{ groupBudget: money('600000.05') }, { groupBudget: money('400000.05') }],
      }),
    ).toBeUndefined();
  });

  it('refuses one fen over, naming both amounts', () => {
    const excess = packageBudgetExcess({
      projectBudget: money('1000000.10'),
      sGroupList: [{ groupBudget: money('600000.05') }, { groupBudget: money('400000.06') }],
    });
    expect(excess).toEqual({ sum: '1000000.11', budget: '1000000.10' });
  });

  it('sets no limit without a project budget, and counts packages without a budget as nothing', () => {
    expect(packageBudgetExcess({ sGroupList: [{ groupBudget: money('5') }] })).toBeUndefined();
    expect(
      packageBudgetExcess({ projectBudget: money('10'), sGroupList: [{ groupBudget: null }, {}] }),
    ).toBeUndefined();
  });

  it('is part of the save schema: the issue names sGroupList', () => {
    const result = projectSaveSchema.safeParse({
      projectName: 'p',
      projectNum: 'n',
      biddingMethod: '公开招标',
      projectBudget: '100',
      sGroupList: [
        { groupNumber: '1', groupName: 'a', groupBudget: '60' },
        { groupNumber: '2', groupName: 'b', groupBudget: '50' },
      ],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['sGroupList'],
      message: "the bid packages' budgets add up to 110.00 元, more than the project budget of 100.00 元",
    });
  });

  it('is enforced by SaveProject, which then saves nothing', async () => {
    const projects = new InMemoryProjectRepository([]);
    const save = new SaveProject(projects).execute({
      projectName: 'p',
      projectNum: 'n',
      biddingMethod: '公开招标',
      projectBudget: 100,
      sGroupList: [{ groupNumber: '1', groupName: 'a', groupBudget: 100.01 }],
    });
    await expect(save).rejects.toBeInstanceOf(ValidationError);
    await expect(save).rejects.toMatchObject({ fields: [{ field: 'sGroupList' }] });
    expect(projects.projects).toHaveLength(0);
  });
});
