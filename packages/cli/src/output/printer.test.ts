import { describe, expect, it } from 'vitest';
import { capturedIo } from '../testing/captured-io';
import { coloursFor } from './colours';
import { Printer } from './printer';
import { view } from './view';

const data = view(
  { id: 12, name: '道路' },
  {
    kind: 'fields',
    rows: [
      ['id', '12'],
      ['name', '道路'],
    ],
  },
);

// Data goes to stdout (JSON under --json, tables on a terminal, tab-separated lines in a pipe); messages
// and errors go to stderr, so piped data stays clean (README "Output").
describe('Printer', () => {
  it('prints JSON under --json, whatever the terminal', async () => {
    const { io, stdout, stderr } = capturedIo({ stdoutIsTTY: true });
    const printer = new Printer(io, { json: true, color: true });
    expect(printer.mode).toBe('json');
    await printer.print(data);
    expect(JSON.parse(stdout())).toEqual({ id: 12, name: '道路' });
    expect(stderr()).toBe('');
  });

  it('prints tab-separated lines into a pipe and tables on a terminal', async () => {
    const piped = capturedIo();
    const toPipe = new Printer(piped.io, { json: false, color: true });
    expect(toPipe.mode).toBe('plain');
    await toPipe.print(data);
    expect(piped.stdout()).toBe('id\t12\nname\t道路\n');
    const terminal = capturedIo({ stdoutIsTTY: true });
    const toTerminal = new Printer(terminal.io, { json: false, color: false });
    expect(toTerminal.mode).toBe('human');
    await toTerminal.print(data);
    expect(terminal.stdout()).toBe('id    12\nname  道路\n');
  });

  it('writes messages and errors to stderr only', () => {
    const { io, stdout, stderr } = capturedIo();
    const printer = new Printer(io, { json: false, color: true });
    printer.info('Checking…');
    printer.success('moved');
    printer.warn('2027: no official holiday calendar yet');
    printer.error('no such project');
    expect(stdout()).toBe('');
    expect(stderr()).toBe(
      'Checking…\nmoved\nwarning: 2027: no official holiday calendar yet\nerror: no such project\n',
    );
  });

  it('prints nothing for an empty view', async () => {
    const { io, stdout } = capturedIo();
    await new Printer(io, { json: false, color: true }).print(view(null));
    expect(stdout()).toBe('');
  });
});

// https://no-color.org: colour only on a terminal, never with NO_COLOR, --no-color or TERM=dumb.
describe('coloursFor', () => {
  it.each([
    ['a terminal', { isTTY: true, env: {}, colorFlag: true }, true],
    ['a pipe', { isTTY: false, env: {}, colorFlag: true }, false],
    ['NO_COLOR', { isTTY: true, env: { NO_COLOR: '1' }, colorFlag: true }, false],
    ['--no-color', { isTTY: true, env: {}, colorFlag: false }, false],
    ['a dumb terminal', { isTTY: true, env: { TERM: 'dumb' }, colorFlag: true }, false],
  ])('on %s colours: %s', (_, options, enabled) => {
    expect(coloursFor(options).red('x') !== 'x').toBe(enabled);
  });
});
