import {
  fieldsKeptBy,
  type LibraryEntry,
  type LibraryEntryFields,
  type LibraryKind,
  libraryEntryStanding,
} from '@tender/domain';
import type { Selectable } from 'kysely';
import type { LibraryEntriesTable } from '../../db/schema';
import { isoTime, jsonValue } from '../row-values';

type Row = Pick<
  Selectable<LibraryEntriesTable>,
  | 'id'
  | 'kind'
  | 'name'
  | 'creditCode'
  | 'contacts'
  | 'address'
  | 'area'
  | 'legalRepresentative'
  | 'industry'
  | 'bankAccount'
  | 'certificates'
  | 'blacklistings'
  | 'creationTime'
  | 'version'
>;

export const LIBRARY_ENTRY_COLUMNS = [
  'id',
  'kind',
  'name',
  'creditCode',
  'contacts',
  'address',
  'area',
  'legalRepresentative',
  'industry',
  'bankAccount',
  'certificates',
  'blacklistings',
  'creationTime',
  'version',
] as const;

/** A stored entry as the libraries read it on `today` (YYYY-MM-DD): its standing is derived, never stored. */
export function libraryEntryOf(row: Row, today: string): LibraryEntry {
  const certificates = jsonValue(row.certificates) as LibraryEntry['certificates'];
  const blacklistings = jsonValue(row.blacklistings) as LibraryEntry['blacklistings'];
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    creditCode: row.creditCode,
    contacts: jsonValue(row.contacts) as LibraryEntry['contacts'],
    address: row.address,
    area: row.area,
    legalRepresentative: row.legalRepresentative,
    industry: row.industry,
    bankAccount: (jsonValue(row.bankAccount) ?? null) as LibraryEntry['bankAccount'],
    certificates,
    blacklistings,
    ...libraryEntryStanding({ certificates, blacklistings }, today),
    creationTime: isoTime(row.creationTime),
    version: row.version,
  };
}

/** The columns an entry's fields are written to, as its library keeps them (domain fieldsKeptBy). */
export function libraryEntryColumns(kind: LibraryKind, sent: LibraryEntryFields) {
  const fields = fieldsKeptBy(kind, sent);
  return {
    name: fields.name,
    creditCode: fields.creditCode,
    contacts: JSON.stringify(fields.contacts),
    address: fields.address,
    area: fields.area,
    legalRepresentative: fields.legalRepresentative,
    industry: fields.industry,
    bankAccount: fields.bankAccount ? JSON.stringify(fields.bankAccount) : null,
    certificates: JSON.stringify(fields.certificates),
    blacklistings: JSON.stringify(fields.blacklistings),
    firstCertificateExpiry: fields.certificates.map((c) => c.expiresOn).sort()[0] ?? null,
    searchText: [fields.name, fields.creditCode, ...fields.contacts.map((contact) => contact.name)]
      .join(' ')
      .toLowerCase(),
  };
}
