import { describe, expect, it } from 'vitest';
import { evaluationReported } from './evaluation-report';
import type { PackageEvaluation } from './package-evaluation';

const complete: PackageEvaluation['result'] = {
  complete: true,
  ranking: [],
  rejected: [],
  candidates: ['甲公司'],
};
const pkg = (result: PackageEvaluation['result'], toRetender = false) =>
  ({ result, toRetender }) as PackageEvaluation;

describe('evaluationReported (实施条例 第五十四条: the report the candidates’ publicity counts from)', () => {
  it.each([
    ['every package complete', [pkg(complete), pkg(complete)], true],
    ['one package still missing sheets', [pkg(complete), pkg({ complete: false, missing: 2 })], false],
    ['one package not yet planned', [pkg(complete), pkg(null)], false],
    ['a package tendered again is not waited for', [pkg(complete), pkg(null, true)], true],
    ['no package evaluated at all', [pkg(null, true)], false],
    ['no package', [], false],
  ])('%s', (_, packages, reported) => {
    expect(evaluationReported({ packages })).toBe(reported);
  });
});
