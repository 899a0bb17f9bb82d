import { z } from 'zod';
import { must } from './validation-messages';

/**
 * Money is kept exactly: amounts travel as decimal strings with at most two decimals (yuan and fen)
 * and arithmetic happens on whole fen as bigint, so budgets, bonds and fees never drift.
 */
export type Money = string & { readonly __money: unique symbol };

const MONEY_PATTERN = /^-?\d{1,16}(\.\d{1,2})?$/;
const MAX_ABS_FEN = 10n ** 18n;

function normalise(fen: bigint): Money {
  const negative = fen < 0n;
  const abs = negative ? -fen : fen;
  const yuan = abs / 100n;
  const cents = (abs % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${yuan}.${cents}` as Money;
}

/** Whole fen (1/100 yuan) of an amount. */
export function toFen(amount: Money): bigint {
  const negative = amount.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? amount.slice(1) : amount).split('.');
  const fen = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  return negative ? -fen : fen;
}

export function fromFen(fen: bigint): Money {
  if (fen >= MAX_ABS_FEN || fen <= -MAX_ABS_FEN) throw new RangeError('amount out of range');
  return normalise(fen);
}

/** Parses a decimal amount given as text or a number; undefined when it is not an exact amount in fen. */
export function parseMoney(input: string | number): Money | undefined {
  const text = typeof input === 'number' ? (Number.isFinite(input) ? input.toFixed(2) : '') : input.trim();
  if (typeof input === 'number' && Math.abs(input * 100 - Math.round(input * 100)) > 1e-6) return undefined;
  if (!MONEY_PATTERN.test(text)) return undefined;
  return normalise(toFen(text as Money));
}

export function addMoney(...amounts: Money[]): Money {
  return fromFen(amounts.reduce((sum, a) => sum + toFen(a), 0n));
}

export function compareMoney(a: Money, b: Money): -1 | 0 | 1 {
  const d = toFen(a) - toFen(b);
  return d < 0n ? -1 : d > 0n ? 1 : 0;
}

export const ZERO = '0.00' as Money;

/**
 * A non-negative amount, accepting "1234.5", "1234.50" or 1234.5 and normalising to "1234.50". A codec, so
 * that a reply is encoded back through the same schema it was validated with (the server's responses).
 */
export const moneySchema = z.codec(
  z.union([z.string(), z.number()]),
  z.custom<Money>((v) => typeof v === 'string'),
  {
    decode: (value, ctx) => {
      const money = parseMoney(value);
      if (money === undefined || money.startsWith('-')) {
        ctx.issues.push({
          code: 'custom',
          message: must('amount'),
          input: value,
        });
        return z.NEVER;
      }
      return money;
    },
    encode: (money) => money,
  },
);

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** "1,234,567.89 元"; amounts of 10,000 yuan or more also read in 万元 ("123.456789 万元") where that helps. */
export function formatMoney(amount: Money, unit: '元' | '万元' = '元'): string {
  const fen = toFen(amount);
  const negative = fen < 0n;
  const abs = negative ? -fen : fen;
  if (unit === '万元') {
    const wan = abs / 1_000_000n;
    const rest = (abs % 1_000_000n).toString().padStart(6, '0').replace(/0+$/, '');
    return `${negative ? '-' : ''}${groupThousands(wan.toString())}${rest ? `.${rest}` : ''} 万元`;
  }
  const [yuan, cents] = normalise(abs).split('.');
  return `${negative ? '-' : ''}${groupThousands(yuan!)}.${cents} 元`;
}
