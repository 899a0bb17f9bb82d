/**
 * React's warnings about list keys: two children under one key, or children without one. React only
 * prints them, and then may drop or duplicate a row on the next update — a deadline panel listed two
 * bidders' bond refunds under one key. Every story fails on them (preview.tsx).
 */
const KEY_WARNING =
  /Encountered two children with the same key|Each child in a list should have a unique "key" prop/;

const heard: string[] = [];
let listening = false;

/** Listens to console.error for key warnings from now on (once per page; the story files share it). */
export function listenForKeyWarnings(): void {
  if (listening) return;
  listening = true;
  const error = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    const [message] = args;
    if (typeof message === 'string' && KEY_WARNING.test(message)) heard.push(spelled(message, args.slice(1)));
    error(...args);
  };
}

/** The key warnings heard since the last call, and forgets them. */
export function takeKeyWarnings(): string[] {
  return heard.splice(0);
}

/** A console message with its %s placeholders filled in, as the console shows it. */
function spelled(message: string, values: readonly unknown[]): string {
  let next = 0;
  return message.replace(/%s/g, () => String(values[next++]));
}
