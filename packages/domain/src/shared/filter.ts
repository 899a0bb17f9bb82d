/**
 * The Filter grammar of list calls (§7 `Filter`), shared by clients that build filters and the server
 * that parses them. A filter is a comma-separated list of clauses that must all hold:
 *
 *   filter  := clause ("," clause)*
 *   clause  := field op value
 *   field   := [A-Za-z_][A-Za-z0-9_]*
 *   op      := "=" | "!=" | ">=" | "<=" | ">" | "<" | "~"        ("~" = contains, case-insensitive)
 *   value   := bare | quoted ; alternatives with "|" for "=" and "!="  (state=3|5)
 *   bare    := any characters but , | " and surrounding spaces
 *   quoted  := '"' ( any character but " and \ | '\"' | '\\' )* '"'
 *
 * Examples: `mode=3`, `projectName~"road, phase 2",state=3|5`, `creationTime>=2026-01-01`.
 * The parser only produces data; the server whitelists fields and binds values as parameters.
 */
export type FilterOperator = '=' | '!=' | '>=' | '<=' | '>' | '<' | '~';

export interface FilterClause {
  readonly field: string;
  readonly op: FilterOperator;
  readonly values: readonly string[];
}

export class FilterSyntaxError extends Error {
  constructor(
    message: string,
    readonly position: number,
  ) {
    super(`Filter: ${message} at position ${position}`);
  }
}

const OPERATORS: readonly FilterOperator[] = ['!=', '>=', '<=', '=', '>', '<', '~'];
const FIELD = /[A-Za-z_][A-Za-z0-9_]*/y;
const MAX_CLAUSES = 32;

export function parseFilter(text: string | undefined): FilterClause[] {
  const clauses: FilterClause[] = [];
  if (text === undefined || text.trim() === '') return clauses;
  let i = 0;
  const skipSpaces = () => {
    while (text[i] === ' ') i++;
  };
  const readValue = (): string => {
    skipSpaces();
    if (text[i] === '"') {
      let value = '';
      i++;
      while (i < text.length && text[i] !== '"') {
        if (text[i] === '\\' && (text[i + 1] === '"' || text[i + 1] === '\\')) i++;
        value += text[i];
        i++;
      }
      if (text[i] !== '"') throw new FilterSyntaxError('unterminated quoted value', i);
      i++;
      skipSpaces();
      return value;
    }
    const start = i;
    while (i < text.length && text[i] !== ',' && text[i] !== '|' && text[i] !== '"') i++;
    return text.slice(start, i).trim();
  };
  while (i < text.length) {
    skipSpaces();
    FIELD.lastIndex = i;
    const field = FIELD.exec(text)?.[0];
    if (!field) throw new FilterSyntaxError('expected a field name', i);
    i += field.length;
    skipSpaces();
    const op = OPERATORS.find((candidate) => text.startsWith(candidate, i));
    if (!op) throw new FilterSyntaxError(`expected an operator after '${field}'`, i);
    i += op.length;
    const values = [readValue()];
    while (text[i] === '|') {
      i++;
      values.push(readValue());
    }
    if (values.length > 1 && op !== '=' && op !== '!=') {
      throw new FilterSyntaxError(`'|' alternatives need = or !=, not ${op}`, i);
    }
    clauses.push({ field, op, values });
    if (clauses.length > MAX_CLAUSES) throw new FilterSyntaxError(`more than ${MAX_CLAUSES} clauses`, i);
    if (i < text.length) {
      if (text[i] !== ',') throw new FilterSyntaxError("expected ',' between clauses", i);
      i++;
    }
  }
  return clauses;
}

// A bare value must not hold separators or quotes, nor start with an operator character, which the
// parser would read as part of the operator (`a>` + `=` would come back as `a>=` + ``).
const BARE_VALUE = /^[^,|"\s=<>~!]([^,|"]*[^,|"\s])?$/;

function quote(value: string): string {
  return BARE_VALUE.test(value) ? value : `"${value.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
}

/** Builds a filter text from clauses; the inverse of parseFilter. */
export function formatFilter(clauses: readonly FilterClause[]): string {
  return clauses.map((c) => `${c.field}${c.op}${c.values.map(quote).join('|')}`).join(',');
}

/** A clause, for building filters: `clause('state', '=', 3, 5)`. */
export function clause(field: string, op: FilterOperator, ...values: (string | number)[]): FilterClause {
  return { field, op, values: values.map(String) };
}
