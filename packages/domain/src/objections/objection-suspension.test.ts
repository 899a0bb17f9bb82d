import { describe, expect, it } from 'vitest';
import { OBJECTION_HANDLED, OBJECTION_UNHANDLED } from '../records/records';
import type { ObjectionSubject } from './objection-fields';
import { type SuspendingObjection, suspensionOf, suspensionRefusal } from './objection-suspension';

const unanswered = (subject: ObjectionSubject | null, id = 1): SuspendingObjection => ({
  id,
  objection_subject: subject,
  objection_status: OBJECTION_UNHANDLED,
  objection_receivedAt: '2025-06-10T10:00:00+08:00',
  supplierName: '甲公司',
});

describe('the steps an unanswered objection suspends', () => {
  it.each([
    ['实施条例 第二十二条: documents suspend the opening', 'tenderDocuments', '/bid-evaluation/index', true],
    [
      '实施条例 第二十二条: documents suspend the result announcement',
      'tenderDocuments',
      '/result-announcement/',
      true,
    ],
    ['实施条例 第二十二条: documents suspend the contract', 'tenderDocuments', '/contract-signing', true],
    ['实施条例 第二十二条: documents leave the sign-up running', 'tenderDocuments', '/sign-up', false],
    [
      '实施条例 第二十二条: documents leave the clarifications running (they answer it)',
      'tenderDocuments',
      '/project-clarification',
      false,
    ],
    [
      '实施条例 第二十二条: qualification documents suspend the qualification result',
      'qualificationDocuments',
      '/qualification-result',
      true,
    ],
    [
      '实施条例 第二十二条: qualification documents suspend the opening after it',
      'qualificationDocuments',
      '/bid-evaluation/index',
      true,
    ],
    [
      '实施条例 第二十二条: qualification documents leave their purchase running',
      'qualificationDocuments',
      '/qualification-purchase',
      false,
    ],
    [
      '实施条例 第五十四条: candidates suspend the result announcement',
      'candidates',
      '/result-announcement',
      true,
    ],
    ['实施条例 第五十四条: candidates suspend the contract', 'candidates', '/contract-signing', true],
    ['实施条例 第五十四条: candidates leave the publicity running', 'candidates', '/result-publicity', false],
    [
      '实施条例 第四十四条: the opening is answered on the spot and suspends nothing',
      'opening',
      '/bid-evaluation/index',
      false,
    ],
    ['another objection suspends nothing', 'other', '/result-announcement', false],
    ['an objection stored without a subject suspends nothing', null, '/result-announcement', false],
  ] as const)('%s', (_name, subject, router, suspended) => {
    expect(suspensionOf(router, [unanswered(subject)], 'tendering') !== undefined).toBe(suspended);
  });

  it('政府采购法 第五十三条 puts no duty to suspend on a 质疑', () => {
    expect(suspensionOf('/result-announcement', [unanswered('candidates')], 'procurement')).toBeUndefined();
  });

  it('an answered objection (已处理) suspends nothing', () => {
    const answered = { ...unanswered('candidates'), objection_status: OBJECTION_HANDLED } as const;
    expect(suspensionOf('/result-announcement', [answered], 'tendering')).toBeUndefined();
  });

  it('names the first suspending objection and its article (实施条例 第五十四条)', () => {
    const suspension = suspensionOf(
      '/contract-signing',
      [unanswered('opening', 1), unanswered('candidates', 2)],
      'tendering',
    );
    expect(suspension).toMatchObject({ objectionId: 2, subject: 'candidates', objector: '甲公司' });
    expect(suspension?.citation.zh).toBe('招标投标法实施条例 第五十四条');
  });

  it('refuses with the step, the receipt in the agencies’ day and the article', () => {
    const suspension = suspensionOf('/result-announcement', [unanswered('candidates')], 'tendering');
    expect(suspensionRefusal(suspension!, '中标结果公告')).toBe(
      'The step 中标结果公告 is suspended: the objection to the evaluation result received on 2025-06-10 10:00 is not answered yet (Tendering Law Implementing Regulations, art. 54: until the reply, the tendering is suspended)',
    );
  });
});
