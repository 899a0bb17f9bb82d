import { describe, expect, it } from 'vitest';
import { changeMethodSchema } from './change-method-schema';

const valid = {
  nonTenderingMethod: '竞争性磋商',
  transactionWay: '线下交易',
  transactionResult: '甲公司成交',
};
const messages = (input: unknown) => {
  const parsed = changeMethodSchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((i) => [i.path.join('.'), i.message]);
};

// §5: 'Non-tendering method is required (message "请选择非招标方式"). Allowed values: competitive
// consultation, competitive negotiation, inquiry purchasing, other procurement method. Transaction way is
// required ("请输入交易方式"). Transaction result is required ("请输入成交结果").'
describe('changeMethodSchema (§5)', () => {
  it.each(['竞争性磋商', '竞争性谈判', '询价采购', '其他采购方式'])('accepts %s', (nonTenderingMethod) => {
    expect(changeMethodSchema.parse({ ...valid, nonTenderingMethod }).nonTenderingMethod).toBe(
      nonTenderingMethod,
    );
  });

  it('trims the texts', () => {
    expect(changeMethodSchema.parse({ ...valid, transactionWay: '  线下 ' }).transactionWay).toBe('线下');
  });

  it.each([undefined, '', '公开招标', 'competitive'])(
    'asks to choose a non-tendering method for %j',
    (method) => {
      expect(messages({ ...valid, nonTenderingMethod: method })).toEqual([
        ['nonTenderingMethod', '请选择非招标方式'],
      ]);
    },
  );

  it.each([undefined, '', '   ', 5])('asks for the transaction way and result when given %j', (text) => {
    expect(messages({ ...valid, transactionWay: text, transactionResult: text })).toEqual([
      ['transactionWay', '请输入交易方式'],
      ['transactionResult', '请输入成交结果'],
    ]);
  });

  it('reports all three on an empty form', () => {
    expect(messages({}).map(([, message]) => message)).toEqual([
      '请选择非招标方式',
      '请输入交易方式',
      '请输入成交结果',
    ]);
  });

  it('limits the lengths', () => {
    expect(
      messages({ ...valid, transactionWay: 'x'.repeat(201), transactionResult: 'y'.repeat(2001) }),
    ).toEqual([
      ['transactionWay', '交易方式不能超过200个字'],
      ['transactionResult', '成交结果不能超过2000个字'],
    ]);
    expect(
      messages({ ...valid, transactionWay: 'x'.repeat(200), transactionResult: 'y'.repeat(2000) }),
    ).toEqual([]);
  });
});
