import { z } from 'zod';
import { TABLE_DEFAULT_PAGE_SIZE } from '../shared/paging';
import { must } from '../shared/validation-messages';
import { type Blacklisting, blacklistingOn, blacklistingSchema } from './blacklist';
import { type CertificateState, certificateSchema, worstCertificateState } from './certificate';
import { creditCodeSchema } from './credit-code';

/**
 * The three libraries (§1): bidders (供应商), agencies (代理机构) and purchasers (采购人). Each entry is an
 * organisation known by its unified social credit code, unique within its library of a tenant. A bidder
 * also carries its legal representative, industry, bank account for bond refunds, qualification
 * certificates and blacklistings.
 */
export const LIBRARY_KINDS = ['bidder', 'agency', 'purchaser'] as const;
export type LibraryKind = (typeof LIBRARY_KINDS)[number];

/** Each library's entity name: its API's path segment (/api/services/app/Bidder/…) and its 404's subject. */
export const LIBRARY_ENTITY_NAMES: Readonly<Record<LibraryKind, string>> = {
  bidder: 'Bidder',
  agency: 'Agency',
  purchaser: 'Purchaser',
};

const text = (max: number) => z.string().trim().min(1, must('required')).max(max, must('maxChars', { max }));
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, must('maxChars', { max }))
    .nullish()
    .transform((value) => (value ? value : null));

export const libraryContactSchema = z.object({
  name: text(50),
  phone: optionalText(32).refine((value) => value === null || /^[0-9+\-() ]+$/.test(value), {
    message: must('phoneCharacters'),
  }),
  email: z
    .email(must('email'))
    .max(256, must('maxChars', { max: 256 }))
    .nullish()
    .or(z.literal(''))
    .transform((value) => (value ? value : null)),
});
export type LibraryContact = z.infer<typeof libraryContactSchema>;

export const bankAccountSchema = z.object({
  bankName: text(100),
  accountName: text(200),
  accountNumber: z
    .string()
    .transform((value) => value.replace(/\s+/g, ''))
    .pipe(z.string().regex(/^[0-9]{6,32}$/, must('invalid'))),
});
export type BankAccount = z.infer<typeof bankAccountSchema>;

/** What every library's form writes: the organisation, its credit code and how to reach it. */
const organisationFields = {
  name: text(200),
  creditCode: creditCodeSchema,
  contacts: z
    .array(libraryContactSchema)
    .max(20, must('maxItems', { max: 20 }))
    .default([]),
  address: optionalText(300),
  /** A province of the pick list, or a finer place typed by staff (the project form's area, §3). */
  area: optionalText(100),
};

/** What a bidder's form writes besides the organisation. */
const bidderFields = {
  legalRepresentative: optionalText(50),
  /** A GB/T 4754 section code (INDUSTRY_SECTIONS) or a finer industry typed by staff. */
  industry: optionalText(100),
  bankAccount: bankAccountSchema.nullish().transform((value) => value ?? null),
  certificates: z
    .array(certificateSchema)
    .max(50, must('maxItems', { max: 50 }))
    .default([]),
  blacklistings: z
    .array(blacklistingSchema)
    .max(50, must('maxItems', { max: 50 }))
    .default([]),
};

/** The fields of an entry of any library: a bidder's extras are left empty for agencies and purchasers. */
export const libraryEntryInputSchema = z.object({ ...organisationFields, ...bidderFields });
export type LibraryEntryInput = z.input<typeof libraryEntryInputSchema>;
export type LibraryEntryFields = z.output<typeof libraryEntryInputSchema>;

/**
 * The fields a library keeps of what its form sent: an agency or purchaser holds no bidder extras
 * (§1), whatever a client sends for them. The server and the in-memory adapter both store this.
 */
export function fieldsKeptBy(kind: LibraryKind, fields: LibraryEntryFields): LibraryEntryFields {
  if (kind === 'bidder') return fields;
  return {
    ...fields,
    legalRepresentative: null,
    industry: null,
    bankAccount: null,
    certificates: [],
    blacklistings: [],
  };
}

/** An update names the entry and the version its editor read: an older one is refused (409). */
export const libraryEntryUpdateSchema = libraryEntryInputSchema.extend({
  id: z.number().int().positive(),
  version: z.number().int().positive(),
});
export type LibraryEntryUpdate = z.input<typeof libraryEntryUpdateSchema>;

/** An entry as the libraries read it, with where its certificates and blacklist stand today. */
export const libraryEntrySchema = z.object({
  id: z.number().int(),
  kind: z.enum(LIBRARY_KINDS),
  name: z.string(),
  creditCode: z.string(),
  contacts: z.array(
    z.object({ name: z.string(), phone: z.string().nullable(), email: z.string().nullable() }),
  ),
  address: z.string().nullable(),
  area: z.string().nullable(),
  legalRepresentative: z.string().nullable(),
  industry: z.string().nullable(),
  bankAccount: z
    .object({ bankName: z.string(), accountName: z.string(), accountNumber: z.string() })
    .nullable(),
  certificates: z.array(z.object({ type: z.string(), number: z.string(), expiresOn: z.string() })),
  blacklistings: z.array(z.object({ reason: z.string(), from: z.string(), until: z.string().nullable() })),
  /** The worst of the certificates today, null without any (domain worstCertificateState). */
  certificateState: z.enum(['valid', 'expiring', 'expired']).nullable(),
  /** The blacklisting that holds today, if any (domain blacklistingOn). */
  blacklistedNow: z.object({ reason: z.string(), from: z.string(), until: z.string().nullable() }).nullable(),
  creationTime: z.string(),
  version: z.number().int(),
});
export type LibraryEntry = z.infer<typeof libraryEntrySchema>;
export type { Blacklisting, CertificateState };

const booleanText = z
  .enum(['true', 'false'], { message: must('trueOrFalse') })
  .transform((value) => value === 'true');

/**
 * A library list: a word found in the name, the credit code or a contact's name; filters by area, industry,
 * blacklist and certificate state; the sort (`name`, `creationTime`, each `asc` or `desc`) and the page.
 */
export const libraryListQuerySchema = z.object({
  Keyword: z.string().trim().max(100).optional(),
  Area: z.string().trim().max(100).optional(),
  Industry: z.string().trim().max(100).optional(),
  Blacklisted: booleanText.optional(),
  CertificateState: z.enum(['valid', 'expiring', 'expired'], { message: must('choice') }).optional(),
  Sorting: z
    .enum(['name asc', 'name desc', 'creationTime asc', 'creationTime desc'], { message: must('choice') })
    .default('name asc'),
  MaxResultCount: z.coerce.number().int().min(1).max(1000).default(TABLE_DEFAULT_PAGE_SIZE),
  SkipCount: z.coerce.number().int().min(0).default(0),
});
export type LibraryListQuery = z.input<typeof libraryListQuerySchema>;
export type LibraryListCriteria = z.output<typeof libraryListQuerySchema>;

/** Where an entry stands on `today` (YYYY-MM-DD): its certificates' worst state and the blacklisting that holds. */
export function libraryEntryStanding(
  entry: {
    readonly certificates: readonly { expiresOn: string }[];
    readonly blacklistings: readonly Blacklisting[];
  },
  today: string,
): Pick<LibraryEntry, 'certificateState' | 'blacklistedNow'> {
  return {
    certificateState: worstCertificateState(entry.certificates, today),
    blacklistedNow: blacklistingOn(entry.blacklistings, today),
  };
}
