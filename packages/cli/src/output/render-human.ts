import Table from 'cli-table3';
import type { Colours } from './colours';
import type { Block } from './view';
import { wrapText } from './wrap-text';

/** Blocks as a person reads them on a terminal: bold titles and drawn tables. */
export function renderHuman(blocks: readonly Block[], colours: Colours): string {
  return blocks.map((block) => renderBlock(block, colours)).join('\n\n');
}

function renderBlock(block: Block, colours: Colours): string {
  switch (block.kind) {
    case 'lines':
      return block.lines.join('\n');
    case 'fields': {
      const width = Math.max(0, ...block.rows.map(([label]) => label.length));
      const body = block.rows.map(([label, value]) => `${colours.dim(label.padEnd(width))}  ${value}`);
      return [...titleOf(block.title, colours), ...body].join('\n');
    }
    case 'table': {
      // Colourless borders: cli-table3 colours the head red by default, which reads as an error.
      const table = new Table({ head: [...block.head], style: { head: [], border: [] } });
      const wrap = (text: string, column: number) => {
        const width = block.widths?.[column];
        return width === undefined ? text : wrapText(text, width);
      };
      for (const row of block.rows) table.push(row.map(wrap));
      const body = block.rows.length === 0 ? colours.dim('(none)') : table.toString();
      return [...titleOf(block.title, colours), body].join('\n');
    }
  }
}

function titleOf(title: string | undefined, colours: Colours): string[] {
  return title ? [colours.bold(title)] : [];
}
