import { normaliseCreditCode } from '@tender/domain';
import { type RawBuilder, sql } from 'kysely';

/** The shape of a whole unified social credit code (GB 32100-2015), its check character aside. */
const CREDIT_CODE_SHAPE = /^[0-9A-HJ-NPQRTUWXY]{18}$/;
const likePattern = (word: string) => `%${word.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The library entries holding a word, as the library list finds them (ADR 0015): a whole credit code is
 * one entry, found on the unique index; any other word anywhere in `search_text`. A condition on an
 * unaliased `library_entries` row.
 */
export function holdingWord(keyword: string): RawBuilder<boolean> {
  const code = normaliseCreditCode(keyword);
  return CREDIT_CODE_SHAPE.test(code)
    ? sql<boolean>`credit_code = ${code}`
    : sql<boolean>`search_text like ${likePattern(keyword)}`;
}
