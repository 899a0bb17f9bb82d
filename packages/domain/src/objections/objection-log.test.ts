import { describe, expect, it } from 'vitest';
import { OBJECTION_UNHANDLED } from '../records/records';
import {
  objectionLogOf,
  objectionLogSchema,
  objectionTimeIssues,
  registerObjectionSchema,
  replyObjectionSchema,
} from './objection-log';

const registration = {
  projectId: 1,
  objection_receivedAt: '2025-06-10T10:00:00+08:00',
  objection_subject: 'tenderDocuments' as const,
  objection_channel: 'letter' as const,
  supplierName: '甲公司',
  content: '评分标准有倾向性',
};

const fieldsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => issue.path.join('.')) ?? [];

describe('registering and replying to an objection', () => {
  it('takes a complete registration', () => {
    expect(registerObjectionSchema.safeParse(registration).success).toBe(true);
  });

  it.each([
    ['objection_receivedAt', { objection_receivedAt: 'yesterday' }],
    ['objection_subject', { objection_subject: 'the weather' }],
    ['objection_channel', { objection_channel: undefined }],
    ['supplierName', { supplierName: '  ' }],
    ['content', { content: '' }],
  ])('names %s when it is wrong', (field, change) => {
    expect(fieldsOf(registerObjectionSchema.safeParse({ ...registration, ...change }))).toEqual([field]);
  });

  it('needs the reply’s content and takes its time when given', () => {
    expect(fieldsOf(replyObjectionSchema.safeParse({ id: 3, objection_replyContent: ' ' }))).toEqual([
      'objection_replyContent',
    ]);
    expect(replyObjectionSchema.safeParse({ id: 3, objection_replyContent: '已答复' }).success).toBe(true);
  });

  it.each([
    ['a receipt still to come', { receivedAt: '2025-06-11T10:00:00+08:00' }, ['objection_receivedAt']],
    ['a reply still to come', { repliedAt: '2025-06-11T10:00:00+08:00' }, ['objection_repliedAt']],
    [
      'a reply before its objection',
      { receivedAt: '2025-06-10T10:00:00+08:00', repliedAt: '2025-06-09T10:00:00+08:00' },
      ['objection_repliedAt'],
    ],
    [
      'times that have happened',
      { receivedAt: '2025-06-09T10:00:00+08:00', repliedAt: '2025-06-10T09:00:00+08:00' },
      [],
    ],
  ])('refuses %s', (_name, times, fields) => {
    const issues = objectionTimeIssues(times, new Date('2025-06-10T12:00:00+08:00'));
    expect(issues.map((issue) => issue.field)).toEqual(fields);
  });
});

describe('the objection log', () => {
  it('lays each objection’s clocks, suspension and history on the server’s now, as its schema reads them', () => {
    const log = objectionLogOf(
      7,
      [{ id: 3, ...registration, objection_subject: 'candidates', objection_status: OBJECTION_UNHANDLED }],
      () => [
        { kind: 'received', status: OBJECTION_UNHANDLED, at: '2025-06-10T03:00:00.000Z', userName: 'agent' },
      ],
      'tendering',
      new Date('2025-06-11T04:00:00Z'),
    );
    expect(objectionLogSchema.parse(log)).toEqual(log);
    expect(log.items[0]).toMatchObject({
      reply: { dueDate: '2025-06-13', status: 'open' },
      complaint: { status: 'waiting' },
      suspends: { routers: ['/result-announcement', '/contract-signing'] },
      history: [{ kind: 'received' }],
    });
  });
});
