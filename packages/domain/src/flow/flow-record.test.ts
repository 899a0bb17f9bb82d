import { describe, expect, it } from 'vitest';
import { FLOW_RECORD_TYPES, FlowRecordType, flowRecordTypeLabel } from './flow-record';

describe('flow record types in words', () => {
  it('names every type the server writes, in both languages', () => {
    for (const type of Object.values(FlowRecordType)) {
      expect(FLOW_RECORD_TYPES[type].en, type).not.toBe('');
      expect(FLOW_RECORD_TYPES[type].zh, type).not.toBe('');
    }
    expect(flowRecordTypeLabel('next')).toEqual({ en: 'Next step', zh: '下一步' });
  });

  it('leaves a type it does not know to be shown as written', () => {
    expect(flowRecordTypeLabel('reviewed')).toBeUndefined();
    expect(flowRecordTypeLabel('toString')).toBeUndefined();
  });
});
