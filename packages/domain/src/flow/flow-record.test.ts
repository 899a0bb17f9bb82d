import { describe, expect, it } from 'vitest';
import { codeIn, labelOf } from '../shared/labels';
import { FLOW_RECORD_TYPES, FlowRecordType } from './flow-record';

describe('flow record types in words', () => {
  it('names every type the server writes, in both languages', () => {
    for (const type of Object.values(FlowRecordType)) {
      expect(FLOW_RECORD_TYPES[type].en, type).not.toBe('');
      expect(FLOW_RECORD_TYPES[type].zh, type).not.toBe('');
    }
    expect(labelOf(FLOW_RECORD_TYPES, 'next')).toEqual({ en: 'Next step', zh: '下一步' });
  });

  it('leaves a type it does not know to be shown as written', () => {
    expect(labelOf(FLOW_RECORD_TYPES, 'reviewed')).toBeUndefined();
    expect(labelOf(FLOW_RECORD_TYPES, 'toString')).toBeUndefined();
    expect(labelOf(FLOW_RECORD_TYPES, null)).toBeUndefined();
  });

  it('reads as words in either language, or as written when unknown', () => {
    expect(codeIn(FLOW_RECORD_TYPES, 'jump', 'zh-CN')).toBe('流程跳转');
    expect(codeIn(FLOW_RECORD_TYPES, 'jump', 'en')).toBe('Process jump');
    expect(codeIn(FLOW_RECORD_TYPES, 'reviewed', 'en')).toBe('reviewed');
    expect(codeIn(FLOW_RECORD_TYPES, null, 'en')).toBe('');
  });
});
