import { describe, expect, it } from 'vitest';
import { libraryEntryInputSchema, libraryEntryStanding, libraryListQuerySchema } from './library-entry';

const issuesOf = (input: unknown) =>
  libraryEntryInputSchema
    .safeParse(input)
    .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('library entries', () => {
  it('takes a bidder as staff type it: credit code normalised, empty optional fields as null', () => {
    const entry = libraryEntryInputSchema.parse({
      name: ' 华东建设有限公司 ',
      creditCode: '91350100m000100y43',
      contacts: [{ name: '王工', phone: '0571-8888 1234', email: '' }],
      bankAccount: {
        bankName: '工商银行',
        accountName: '华东建设有限公司',
        accountNumber: '6222 0000 1111 2222',
      },
      address: '',
    });
    expect(entry).toMatchObject({
      name: '华东建设有限公司',
      creditCode: '91350100M000100Y43',
      contacts: [{ name: '王工', phone: '0571-8888 1234', email: null }],
      bankAccount: { accountNumber: '6222000011112222' },
      address: null,
      certificates: [],
      blacklistings: [],
    });
  });

  it('names every field that is wrong, nested ones by their path', () => {
    expect(
      issuesOf({
        name: '',
        creditCode: '91350100M000100Y44',
        contacts: [{ name: 'x', phone: 'call me', email: 'nope' }],
        certificates: [{ type: 'ISO 9001', number: '', expiresOn: '2027-01-01' }],
        bankAccount: { bankName: 'b', accountName: 'a', accountNumber: '12' },
      }),
    ).toEqual([
      ['name', 'is required'],
      ['creditCode', 'has a wrong check character: the last one should be 3'],
      ['contacts.0.phone', 'may hold digits, spaces and + - ( ) only'],
      ['contacts.0.email', 'is not a valid e-mail address'],
      ['bankAccount.accountNumber', 'is not valid'],
      ['certificates.0.number', 'is required'],
    ]);
  });

  it('stands as its certificates and blacklist do today', () => {
    const entry = {
      certificates: [{ expiresOn: '2026-12-01' }],
      blacklistings: [{ reason: 'r', from: '2026-01-01', until: null }],
    };
    expect(libraryEntryStanding(entry, '2026-11-26')).toEqual({
      certificateState: 'expiring',
      blacklistedNow: { reason: 'r', from: '2026-01-01', until: null },
    });
  });

  it('a list query takes known sorts and filters only', () => {
    expect(libraryListQuerySchema.parse({})).toMatchObject({
      Sorting: 'name asc',
      MaxResultCount: 10,
      SkipCount: 0,
    });
    expect(libraryListQuerySchema.safeParse({ Sorting: 'password desc' }).success).toBe(false);
    expect(libraryListQuerySchema.parse({ Blacklisted: 'true' }).Blacklisted).toBe(true);
  });
});

describe('library entries with only what is required', () => {
  it('keeps every optional field empty as null, and a contact without phone or e-mail', () => {
    const entry = libraryEntryInputSchema.parse({
      name: '甲公司',
      creditCode: '91350100M000100Y43',
      contacts: [{ name: '王工' }, { name: '李工', phone: null, email: null }],
      legalRepresentative: ' ',
      bankAccount: null,
      blacklistings: [{ reason: 'r', from: '2026-01-01' }],
    });
    expect(entry).toMatchObject({
      contacts: [
        { name: '王工', phone: null, email: null },
        { name: '李工', phone: null, email: null },
      ],
      address: null,
      area: null,
      legalRepresentative: null,
      industry: null,
      bankAccount: null,
      certificates: [],
      blacklistings: [{ reason: 'r', from: '2026-01-01', until: null }],
    });
  });
});
