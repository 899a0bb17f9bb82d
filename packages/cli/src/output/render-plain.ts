import type { Block } from './view';

/**
 * Blocks for a pipe: one record per line, fields separated by tabs, no header, no colour, so `cut`,
 * `grep` and `awk` work. Tabs and newlines inside values are replaced by spaces to keep one record a line.
 */
export function renderPlain(blocks: readonly Block[]): string {
  return blocks.flatMap(plainLines).join('\n');
}

function plainLines(block: Block): string[] {
  if (block.kind === 'lines') return [...block.lines];
  // Fields and table rows alike: one record a line, no header.
  return block.rows.map((row) => row.map(flatten).join('\t'));
}

function flatten(value: string): string {
  return value.replace(/[\t\r\n]+/g, ' ');
}
