import { describe, expect, it } from 'vitest';
import {
  compareSystemNotices,
  decideSystemNoticeChange,
  SYSTEM_NOTICE_TITLE_MAX,
  seesWithdrawnSystemNotices,
  systemNoticeInputSchema,
  systemNoticeListQuerySchema,
  systemNoticePinSchema,
  systemNoticeText,
  systemNoticeUpdateSchema,
} from './system-notice';

const fieldsOf = (input: unknown, schema = systemNoticeInputSchema) => {
  const parsed = schema.safeParse(input);
  return parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('a system notice as the administrator writes it', () => {
  it('keeps a trimmed title, the HTML body as written, and is not pinned unless asked', () => {
    expect(systemNoticeInputSchema.parse({ title: ' 五一放假通知 ', content: '<p>放假</p>' })).toEqual({
      title: '五一放假通知',
      content: '<p>放假</p>',
      pinned: false,
    });
  });

  it.each([
    [{ title: '', content: '<p>x</p>' }, ['title: is required']],
    [
      { title: 'x'.repeat(SYSTEM_NOTICE_TITLE_MAX + 1), content: 'x' },
      ['title: must have at most 200 characters'],
    ],
    [{ title: '标题', content: '<p></p>' }, ['content: is required']],
    [{ title: '标题', content: '<p>&nbsp; </p><p><br></p>' }, ['content: is required']],
    [
      { title: '标题', content: '<p>x</p>', pinned: 'yes' },
      ['pinned: Invalid input: expected boolean, received string'],
    ],
  ])('names what is wrong with %j', (input, expected) => {
    expect(fieldsOf(input)).toEqual(expected);
  });

  it('edits name the notice and the version read; a pin names the notice and whether', () => {
    expect(fieldsOf({ title: 't', content: 'c', id: 0 }, systemNoticeUpdateSchema)).toEqual([
      'id: Too small: expected number to be >0',
      'version: Invalid input: expected number, received undefined',
    ]);
    expect(fieldsOf({ id: 1 }, systemNoticePinSchema as never)).toEqual(['pinned: must be true or false']);
  });

  it('pages ten notices at a time unless asked, from a query string', () => {
    expect(systemNoticeListQuerySchema.parse({})).toEqual({ MaxResultCount: 10, SkipCount: 0 });
    expect(systemNoticeListQuerySchema.parse({ MaxResultCount: '20', SkipCount: '40' })).toEqual({
      MaxResultCount: 20,
      SkipCount: 40,
    });
  });
});

describe('systemNoticeText', () => {
  it('reads the words of the HTML, without tags or spaces', () => {
    expect(systemNoticeText('<h2>通知</h2><p>明天&nbsp;<strong>停电</strong></p>')).toBe('通知 明天 停电');
    expect(systemNoticeText('<p><br></p>')).toBe('');
  });
});

describe('the list order', () => {
  it('puts pinned notices first, then the newest, then the later id', () => {
    const notices = [
      { id: 1, pinned: false, creationTime: '2026-03-01T08:00:00Z' },
      { id: 2, pinned: true, creationTime: '2026-01-01T08:00:00Z' },
      { id: 3, pinned: false, creationTime: '2026-03-02T08:00:00Z' },
      { id: 4, pinned: true, creationTime: '2026-02-01T08:00:00Z' },
      { id: 5, pinned: false, creationTime: '2026-03-02T08:00:00Z' },
    ];
    expect([...notices].sort(compareSystemNotices).map((n) => n.id)).toEqual([4, 2, 5, 3, 1]);
  });
});

describe('who sees withdrawn notices', () => {
  it('is whoever keeps the notices (sysNotice.edit), not their readers', () => {
    expect(seesWithdrawnSystemNotices(['sysNotice.query', 'sysNotice.edit'])).toBe(true);
    expect(seesWithdrawnSystemNotices(['sysNotice.query', 'sysNotice.get', 'project.edit'])).toBe(false);
  });
});

describe('decideSystemNoticeChange', () => {
  const live = { title: '停电通知', version: 3, withdrawnTime: null };
  const withdrawn = { ...live, withdrawnTime: '2026-03-01T08:00:00.000Z' };

  it.each([
    [live, 'edit', 3, { allowed: true }],
    [live, 'pin', undefined, { allowed: true }],
    [live, 'withdraw', undefined, { allowed: true }],
    [
      live,
      'edit',
      2,
      {
        allowed: false,
        message:
          'The notice "停电通知" was changed by someone else since you read it (it is now version 3): reload it and make your change again',
      },
    ],
    [
      withdrawn,
      'edit',
      3,
      { allowed: false, message: 'A withdrawn notice cannot change: publish a new one instead' },
    ],
    [
      withdrawn,
      'pin',
      undefined,
      { allowed: false, message: 'A withdrawn notice cannot change: publish a new one instead' },
    ],
    [withdrawn, 'withdraw', undefined, { allowed: false, message: 'The notice is already withdrawn' }],
  ] as const)('%j %s (version read %s) → %j', (notice, change, version, expected) => {
    expect(decideSystemNoticeChange(notice, change, version)).toEqual(expected);
  });
});
