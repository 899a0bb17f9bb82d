import type { z } from 'zod';
import { addMoney, compareMoney, formatMoney, type Money } from '../shared/money';

/** What the rule reads: the project's budget and its packages' budgets (validated Money or absent). */
export interface BudgetedProject {
  readonly projectBudget?: Money | null;
  readonly sGroupList?: readonly { readonly groupBudget?: Money | null }[];
}

/**
 * The bid packages' budgets added up, and whether they exceed the project budget (§3
 * groupBudget, projectBudget). A package without a budget adds nothing; a
 * project without a budget sets no limit. Exact, in fen.
 */
export function packageBudgetExcess(project: BudgetedProject): { sum: Money; budget: Money } | undefined {
  if (project.projectBudget == null) return undefined;
  const budgets = (project.sGroupList ?? []).flatMap((g) => (g.groupBudget == null ? [] : [g.groupBudget]));
  if (budgets.length === 0) return undefined;
  const sum = addMoney(...budgets);
  return compareMoney(sum, project.projectBudget) > 0 ? { sum, budget: project.projectBudget } : undefined;
}

/** The message of an excess, naming both amounts. */
export function packageBudgetMessage(excess: { sum: Money; budget: Money }): string {
  return `the bid packages' budgets add up to ${formatMoney(excess.sum)}, more than the project budget of ${formatMoney(excess.budget)}`;
}

/**
 * The rule as a zod refinement on a parsed project (SaveProject and the server's CreateOrUpdate body):
 * the issue names sGroupList, the field the user corrects.
 */
export function packageBudgetsFit(project: BudgetedProject, ctx: z.RefinementCtx): void {
  const excess = packageBudgetExcess(project);
  if (excess) ctx.addIssue({ code: 'custom', path: ['sGroupList'], message: packageBudgetMessage(excess) });
}
