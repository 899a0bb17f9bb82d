import {
  type AppModuleInput,
  type AppModuleRecord,
  ModuleRepository,
  NotFoundError,
  NotPermittedError,
  type ValidationError,
} from '@tender/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { failureOf, freshName, type MakeContainer, signedInContainer } from './contract-kit';

const fieldsOf = (error: Error) => (error as ValidationError).fields.map((f) => f.field);
/** What the shell's list shows of a module. */
const shown = ({ name, port, route, description }: AppModuleRecord) => ({ name, port, route, description });
const inputOf = ({ id, name, port, route, description }: AppModuleRecord) => ({
  id,
  name,
  port,
  route,
  description,
});

/**
 * ModuleRepository's administration (AppModule/GetAll, Create, Update, Reorder, Disable, Enable; §3
 * Module, ADR 0014) beside the shell's list (GetPaged, §7). The suites share the server's modules: this one
 * adds modules of its own routes and puts the order back after reordering.
 */
export function describeModuleAdminContract(name: string, make: MakeContainer): void {
  describe(`module administration contract: ${name}`, () => {
    let modules: ModuleRepository;
    const newModule = (extra: Partial<AppModuleInput> = {}): AppModuleInput => ({
      name: '契约模块',
      port: '8300',
      route: `/contract-${freshName('m')}`,
      description: 'manage',
      ...extra,
    });
    beforeAll(async () => {
      const { container } = await signedInContainer(make);
      modules = container.get<ModuleRepository>(ModuleRepository);
    });

    it("lists every module with its id, order and state; the shell's list is the enabled ones in order", async () => {
      const all = await modules.listAll();
      expect(all.length).toBeGreaterThan(0);
      const sorts = all.map((m) => m.sort);
      expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
      expect(await modules.list()).toEqual(all.filter((m) => m.isEnabled).map(shown));
    });

    it('creates a module last in the order; a route starts with / and is unique, naming who has it', async () => {
      const before = await modules.listAll();
      const input = newModule({ port: ' 8300 ' });
      const created = await modules.create(input);
      expect(created).toEqual({
        id: created.id,
        name: '契约模块',
        port: '8300',
        route: input.route,
        description: 'manage',
        sort: created.sort,
        isEnabled: true,
      });
      expect(created.sort).toBeGreaterThan(Math.max(...before.map((m) => m.sort)));
      expect((await modules.list('description=manage')).at(-1)).toEqual(shown(created));

      const taken = await failureOf(modules.create(newModule({ route: before[0]!.route })));
      expect(fieldsOf(taken)).toEqual(['route']);
      expect(taken.message).toContain(before[0]!.name);
      const invalid = await failureOf(
        modules.create({
          name: ' ',
          route: 'no-slash',
          description: 'menu' as AppModuleInput['description'],
        }),
      );
      expect(fieldsOf(invalid)).toEqual(['name', 'route', 'description']);
      expect(await modules.listAll()).toEqual([...before, created]);
    });

    it("updates a module; another's route is refused; an unknown module is NotFoundError", async () => {
      const created = await modules.create(newModule({ name: '待改' }));
      const route = `${created.route}-2`;
      const updated = await modules.update({
        ...inputOf(created),
        name: '已改',
        port: null,
        route,
        description: 'setting',
      });
      expect(updated).toEqual({ ...created, name: '已改', port: null, route, description: 'setting' });
      const other = (await modules.listAll()).find((m) => m.id !== created.id)!;
      expect(fieldsOf(await failureOf(modules.update({ ...inputOf(updated), route: other.route })))).toEqual([
        'route',
      ]);
      const missing = await failureOf(
        modules.update({ ...inputOf(updated), id: 987_654, route: `${route}-3` }),
      );
      expect(missing).toBeInstanceOf(NotFoundError);
      expect(missing).toMatchObject({ entity: 'AppModule' });
      expect((await modules.listAll()).find((m) => m.id === created.id)).toEqual(updated);
    });

    it('reorders: the named modules first in that order, the others after as they were; the shell follows', async () => {
      const a = await modules.create(newModule({ name: '甲' }));
      const b = await modules.create(newModule({ name: '乙' }));
      const before = await modules.listAll();
      const reordered = await modules.reorder([b.id, a.id]);
      expect(reordered.map((m) => m.id)).toEqual([
        b.id,
        a.id,
        ...before.map((m) => m.id).filter((id) => id !== a.id && id !== b.id),
      ]);
      expect(reordered.map((m) => m.sort)).toEqual(reordered.map((_, k) => k + 1));
      expect((await modules.list()).slice(0, 2).map((m) => m.route)).toEqual([b.route, a.route]);

      expect(fieldsOf(await failureOf(modules.reorder([a.id, a.id])))).toEqual(['ids']);
      const unknown = await failureOf(modules.reorder([a.id, 987_654]));
      expect(unknown).toBeInstanceOf(NotFoundError);
      expect(unknown).toMatchObject({ entity: 'AppModule' });
      expect(await modules.listAll()).toEqual(reordered);

      // Back to the order the other suites' menus had.
      const restored = await modules.reorder(before.map((m) => m.id));
      expect(restored.map((m) => m.id)).toEqual(before.map((m) => m.id));
    });

    it("a disabled module leaves the shell's list but stays administered; enabled, it is back", async () => {
      const created = await modules.create(newModule());
      const off = await modules.setEnabled(created.id, false);
      expect(off).toEqual({ ...created, isEnabled: false });
      expect((await modules.list()).map((m) => m.route)).not.toContain(created.route);
      expect((await modules.listAll()).find((m) => m.id === created.id)).toEqual(off);
      expect(await modules.setEnabled(created.id, true)).toEqual(created);
      expect((await modules.list()).map((m) => m.route)).toContain(created.route);
      expect(await failureOf(modules.setEnabled(987_654, false))).toBeInstanceOf(NotFoundError);
    });

    it("administration is refused to anyone but an Admin; the shell's list is everyone's", async () => {
      const { container: manager } = await signedInContainer(make, 'manager');
      const theirs = manager.get<ModuleRepository>(ModuleRepository);
      const first = (await modules.listAll())[0]!;
      expect((await theirs.list()).length).toBeGreaterThan(0);
      for (const call of [
        theirs.listAll(),
        theirs.create(newModule()),
        theirs.update(inputOf(first)),
        theirs.reorder([first.id]),
        theirs.setEnabled(first.id, false),
      ]) {
        expect(await failureOf(call)).toBeInstanceOf(NotPermittedError);
      }
      expect((await modules.listAll())[0]).toEqual(first);
    });
  });
}
