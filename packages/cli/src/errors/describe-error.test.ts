import { BlockedError, NotFoundError, UnauthenticatedError, ValidationError } from '@tender/domain';
import { describe, expect, it } from 'vitest';
import { UsageError } from './cli-error';
import { describeError } from './describe-error';

// A failure in the user's terms, as lines for stderr (README "Exit codes").
describe('describeError', () => {
  it('lists each blocking message of §5 on its own line', () => {
    expect(describeError(new BlockedError(['报名供应商不足3家', '审核通过供应商不足3家']), false)).toEqual([
      'the flow is blocked (circulation condition not met):',
      '  - 报名供应商不足3家',
      '  - 审核通过供应商不足3家',
    ]);
  });

  it('names each invalid field on its own line', () => {
    const error = new ValidationError([
      { field: 'transactionWay', message: '请输入交易方式' },
      { field: '', message: 'bad input' },
    ]);
    expect(describeError(error, false)).toEqual([
      'invalid input:',
      '  - transactionWay: 请输入交易方式',
      '  - bad input',
    ]);
  });

  it('tells a signed-out user how to sign in', () => {
    expect(describeError(new UnauthenticatedError('Not signed in'), false)).toEqual([
      'Not signed in — run `tender auth login` (or set TENDER_TOKEN)',
    ]);
  });

  it('gives other domain errors and the CLI’s own by their message', () => {
    expect(describeError(new NotFoundError('Project', 7), false)[0]).toMatch(/Project/);
    expect(describeError(new UsageError('the server must be an http(s) URL'), false)).toEqual([
      'the server must be an http(s) URL',
    ]);
  });

  it('shows an unexpected error’s message, and its stack only when debugging', () => {
    const bug = new TypeError('x is undefined');
    expect(describeError(bug, false)).toEqual(['x is undefined']);
    expect(describeError(bug, true)[0]).toContain('TypeError: x is undefined\n    at ');
    expect(describeError('plain text', false)).toEqual(['plain text']);
  });
});
