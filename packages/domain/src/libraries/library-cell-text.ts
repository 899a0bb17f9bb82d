/**
 * How an export writes an entry's several-part values in one spreadsheet cell, and how an import reads
 * them back: one item a line (a contact, a certificate), its parts split by " | ". A line break or a "|"
 * cannot be typed into the library form's one-line fields, so a file the export wrote reads back as it
 * was; a line whose parts do not add up is named at its row by the import, never guessed at.
 */
export const CELL_LINE_BREAK = '\n';
export const CELL_PART_SEPARATOR = ' | ';

/** What the form and the schemas know of a contact, as text read from a cell (validated afterwards). */
export interface ContactCellParts {
  readonly name: string;
  readonly phone: string;
  readonly email: string;
}
export interface BankAccountCellParts {
  readonly bankName: string;
  readonly accountName: string;
  readonly accountNumber: string;
}
export interface CertificateCellParts {
  readonly type: string;
  readonly number: string;
  readonly expiresOn: string;
}

/** A line's parts, trailing empty ones left out ("王工 | 0571" has no e-mail). */
const line = (parts: readonly (string | null)[]) => {
  const texts = parts.map((part) => part ?? '');
  while (texts.length > 1 && texts[texts.length - 1] === '') texts.pop();
  return texts.join(CELL_PART_SEPARATOR);
};
const linesOf = (text: string) =>
  text
    .split(/\r\n|\r|\n/)
    .map((each) => each.trim())
    .filter((each) => each !== '');
const partsOf = (text: string) => text.split('|').map((part) => part.trim());

/** Contacts: "name | phone | e-mail", one a line. */
export function contactsCellText(
  contacts: readonly { name: string; phone: string | null; email: string | null }[],
): string {
  return contacts.map((c) => line([c.name, c.phone, c.email])).join(CELL_LINE_BREAK);
}

/** The bank account: "bank | account name | account number", or nothing. */
export function bankAccountCellText(
  account: { bankName: string; accountName: string; accountNumber: string } | null,
): string {
  return account ? line([account.bankName, account.accountName, account.accountNumber]) : '';
}

/** Certificates: "type | number | valid until (YYYY-MM-DD)", one a line. */
export function certificatesCellText(
  certificates: readonly { type: string; number: string; expiresOn: string }[],
): string {
  return certificates.map((c) => line([c.type, c.number, c.expiresOn])).join(CELL_LINE_BREAK);
}

/** A cell's items, or the index of the first line whose parts do not fit (`badLine`). */
export type CellReading<T> = { readonly items: T[] } | { readonly badLine: number };

/** Contacts of a cell: a line of one to three parts (a name, then a phone, then an e-mail). */
export function contactsOfCellText(text: string): CellReading<ContactCellParts> {
  const items: ContactCellParts[] = [];
  for (const [index, each] of linesOf(text).entries()) {
    const parts = partsOf(each);
    if (parts.length > 3) return { badLine: index };
    // A split has at least one part: the name.
    items.push({ name: parts[0]!, phone: parts[1] ?? '', email: parts[2] ?? '' });
  }
  return { items };
}

/** The bank account of a cell: empty, or one line of exactly three parts. */
export function bankAccountOfCellText(text: string): CellReading<BankAccountCellParts> {
  const lines = linesOf(text);
  if (lines.length === 0) return { items: [] };
  if (lines.length > 1) return { badLine: 1 };
  const parts = partsOf(lines[0]!);
  if (parts.length !== 3) return { badLine: 0 };
  return { items: [{ bankName: parts[0]!, accountName: parts[1]!, accountNumber: parts[2]! }] };
}

/** Certificates of a cell: lines of exactly three parts each. */
export function certificatesOfCellText(text: string): CellReading<CertificateCellParts> {
  const items: CertificateCellParts[] = [];
  for (const [index, each] of linesOf(text).entries()) {
    const parts = partsOf(each);
    if (parts.length !== 3) return { badLine: index };
    items.push({ type: parts[0]!, number: parts[1]!, expiresOn: parts[2]! });
  }
  return { items };
}
