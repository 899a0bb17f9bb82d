import type { FlowMove } from '@tender/domain';
import type { Printer } from '../output/printer';

/** The result of next or jump: where the project came from and where it is now. */
export async function printMove(printer: Printer, projectId: number, move: FlowMove): Promise<void> {
  const from = { id: move.from.id, name: move.from.nodeName };
  const to = { id: move.to.id, name: move.to.nodeName };
  printer.success(`Project ${projectId} moved from "${from.name}" to "${to.name}"`);
  await printer.print({
    json: { projectId, from, to },
    blocks: [{ kind: 'fields', rows: [['step', `${to.name} (${to.id})`]] }],
  });
}
