import { type FieldError, must, ValidationError } from '@tender/domain';
import type { FastifyInstance } from 'fastify';

/** How deep a body is searched: deeper than any of our schemas nests. */
const MAX_DEPTH = 8;

/** A parsed query or JSON body — not a file's bytes or an upload's stream, which are no text of ours. */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value);
  // A parsed query is an object of no prototype, or of one that has none itself (fast-querystring's).
  return prototype === null || prototype === Object.prototype || Object.getPrototypeOf(prototype) === null;
}

/** The dotted paths of the strings in `value` that hold a NUL character (U+0000), at most `max` of them. */
function nulFields(value: unknown, path: string, depth: number, found: string[], max: number): void {
  if (found.length >= max || depth > MAX_DEPTH) return;
  if (typeof value === 'string') {
    if (value.includes('\u0000')) found.push(path);
  } else if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      nulFields(item, path ? `${path}.${index}` : String(index), depth + 1, found, max);
    }
  } else if (isPlainObject(value)) {
    for (const [key, item] of Object.entries(value)) {
      nulFields(item, path ? `${path}.${key}` : key, depth + 1, found, max);
    }
  }
}

/** The fields of `input` (a request's query, or its JSON body) that hold a NUL character, each named once. */
export function nulCharacterProblems(input: unknown): FieldError[] {
  const found: string[] = [];
  nulFields(input, '', 0, found, 20);
  return [...new Set(found)].map((field) => ({ field, message: must('noNulCharacter') }));
}

const refuse = (input: unknown) => {
  const problems = nulCharacterProblems(input);
  if (problems.length > 0) throw new ValidationError(problems);
};

/**
 * No text the API takes may hold a NUL character (U+0000): PostgreSQL cannot store one, and a query that
 * passed one on failed inside the database as a 500. Every route refuses it up front with a 400 naming
 * each field: the query as the request arrives (before anything reads it, kept lists included), the JSON
 * body once parsed, before the route's own validation. A file's bytes (an import, an upload) are not text
 * and are left to their readers.
 */
export function refuseNulCharacters(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => refuse(request.query));
  app.addHook('preValidation', async (request) => refuse(request.body));
}
