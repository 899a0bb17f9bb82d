import { describe, expect, it } from 'vitest';
import {
  bankAccountCellText,
  bankAccountOfCellText,
  certificatesCellText,
  certificatesOfCellText,
  contactsCellText,
  contactsOfCellText,
} from './library-cell-text';

describe('cells of several parts, as the export writes them and the import reads them', () => {
  it.each([
    ['a name only', [{ name: '王工', phone: null, email: null }], '王工'],
    ['a name and a phone', [{ name: '王工', phone: '0571 8888', email: null }], '王工 | 0571 8888'],
    ['a name and an e-mail', [{ name: 'Wang Gong', phone: null, email: 'w@x.cn' }], 'Wang Gong |  | w@x.cn'],
    [
      'two contacts, names with spaces and digits',
      [
        { name: 'Office 3', phone: '+86 (571) 1', email: 'a@b.cn' },
        { name: '李 工', phone: null, email: null },
      ],
      'Office 3 | +86 (571) 1 | a@b.cn\n李 工',
    ],
  ])('contacts: %s', (_case, contacts, text) => {
    expect(contactsCellText(contacts)).toBe(text);
    expect(contactsOfCellText(text)).toEqual({
      items: contacts.map((c) => ({ name: c.name, phone: c.phone ?? '', email: c.email ?? '' })),
    });
  });

  it('reads a bank account whose names have spaces, and certificates with dates, as written', () => {
    const account = {
      bankName: 'Bank of China Hangzhou Branch',
      accountName: 'Acme Trading Co Ltd',
      accountNumber: '6222000011112222',
    };
    expect(bankAccountOfCellText(bankAccountCellText(account))).toEqual({ items: [account] });
    expect(bankAccountCellText(null)).toBe('');
    expect(bankAccountOfCellText('  ')).toEqual({ items: [] });
    const certificates = [
      { type: 'ISO 9001', number: 'Q 1', expiresOn: '2027-01-01' },
      { type: '安全生产许可证', number: 'AQ-2', expiresOn: '2026-12-31' },
    ];
    expect(certificatesOfCellText(certificatesCellText(certificates))).toEqual({ items: certificates });
  });

  it.each([
    ['a contact of four parts', () => contactsOfCellText('王工\n王 | 1 | a@b.cn | x'), 1],
    ['a bank account of two parts', () => bankAccountOfCellText('工商银行 | 6222'), 0],
    ['a bank account on two lines', () => bankAccountOfCellText('工商银行 | 甲 | 1\n建设银行 | 乙 | 2'), 1],
    ['a certificate without its date', () => certificatesOfCellText('ISO | Q-1 | 2027-01-01\nISO | Q-2'), 1],
  ])('names the line that does not fit: %s', (_case, read, line) => {
    expect(read()).toEqual({ badLine: line });
  });

  it('reads lines ended as Windows and old Macs end them, blank lines skipped', () => {
    expect(contactsOfCellText('甲\r\n\r\n乙\r丙')).toEqual({
      items: ['甲', '乙', '丙'].map((name) => ({ name, phone: '', email: '' })),
    });
  });
});
