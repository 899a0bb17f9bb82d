import { CliError } from './cli-error';
import { domainCodeOf } from './exit-code-for';

/**
 * A failure in the user's terms, as lines for stderr: each blocking message (§5) and each invalid field
 * on its own line. Unexpected errors show their message only; stacks appear with TENDER_DEBUG=1.
 */
export function describeError(error: unknown, debug: boolean): string[] {
  if (error instanceof CliError) return [error.message];
  const code = domainCodeOf(error);
  const e = error as { message?: string; messages?: readonly string[]; fields?: readonly FieldLike[] };
  if (code === 'BLOCKED' && e.messages) {
    return ['the flow is blocked (circulation condition not met):', ...e.messages.map((m) => `  - ${m}`)];
  }
  if (code === 'VALIDATION' && e.fields && e.fields.length > 0) {
    return ['invalid input:', ...e.fields.map((f) => `  - ${f.field ? `${f.field}: ` : ''}${f.message}`)];
  }
  if (code === 'UNAUTHENTICATED') {
    return [`${e.message ?? 'not signed in'} — run \`tender auth login\` (or set TENDER_TOKEN)`];
  }
  if (code) return [e.message ?? code];
  if (debug && error instanceof Error && error.stack) return [error.stack];
  return [error instanceof Error ? error.message : String(error)];
}

interface FieldLike {
  readonly field: string;
  readonly message: string;
}
