import {
  BIDDING_METHODS,
  ConflictError,
  draftOf,
  FlowTemplateRepository,
  GetProject,
  LAST_NODE,
  NotFoundError,
  NotPermittedError,
  SaveProject,
  ValidationError,
} from '@tender/domain';
import type { Container } from 'inversify';
import { beforeAll, describe, expect, it } from 'vitest';
import { failureOf, type MakeContainer, signedInContainer, uniqueProjectNum } from './contract-kit';

const fieldsOf = (error: Error) => (error as ValidationError).fields.map((f) => f.field);
/** The method this suite saves versions of: no other suite starts projects with it. */
const METHOD = '单一来源采购';

/** FlowTemplateRepository (FlowTemplate/*, ADR 0013): versioned templates, and the flows new projects get. */
export function describeFlowTemplateContract(name: string, make: MakeContainer): void {
  describe(`flow template contract: ${name}`, () => {
    let container: Container;
    let adminId: number;
    let templates: FlowTemplateRepository;
    beforeAll(async () => {
      const signedIn = await signedInContainer(make);
      container = signedIn.container;
      adminId = signedIn.actor.userId;
      templates = container.get<FlowTemplateRepository>(FlowTemplateRepository);
    });

    it('lists the current version of every bidding method, steps in order', async () => {
      const all = await templates.listCurrent();
      expect(all.map((t) => t.biddingMethod).sort()).toEqual(Object.keys(BIDDING_METHODS).sort());
      for (const template of all) {
        expect(template.isCurrent).toBe(true);
        expect(template.steps.length).toBeGreaterThan(0);
        expect(template.steps.map((s) => s.sort)).toEqual(template.steps.map((_, k) => k + 1));
        expect(await templates.get(template.biddingMethod)).toEqual(template);
        expect(await templates.get(template.biddingMethod, template.version)).toEqual(template);
      }
    });

    it('an unknown version is NotFoundError', async () => {
      const missing = await failureOf(templates.get(METHOD, 9_999));
      expect(missing).toBeInstanceOf(NotFoundError);
      expect(missing).toMatchObject({ entity: 'Flow template', id: `${METHOD} version 9999` });
      expect(await failureOf(templates.stepLine(METHOD, 9_999))).toBeInstanceOf(NotFoundError);
    });

    it('draws a version as a step line: positions in order, the last leading to 0', async () => {
      const template = await templates.get(METHOD);
      const line = await templates.stepLine(METHOD);
      expect(line).toMatchObject({ biddingMethod: METHOD, version: template.version, name: template.name });
      expect(line.steps.map((s) => s.nodeName)).toEqual(template.steps.map((s) => s.nodeName));
      expect(line.steps.map((s) => s.nextPosition)).toEqual([
        ...line.steps.slice(1).map((s) => s.position),
        LAST_NODE,
      ]);
    });

    it('a save is the next version; an older one stays; new projects get the new flow, old ones keep theirs', async () => {
      const save = container.get(SaveProject);
      const create = (prefix: string) =>
        save.execute({
          projectName: `模板契约 ${prefix}`,
          projectNum: uniqueProjectNum(prefix),
          biddingMethod: METHOD,
        });
      const opened = await templates.get(METHOD);
      const old = await create('TPL-OLD');
      expect(old.flowTemplateVersion).toBe(opened.version);

      const draft = draftOf(opened);
      draft.steps.unshift({
        nodeName: '需求论证',
        router: '/project-clarification',
        flowRoles: ['ProjectManager'],
        childNode: [{ siteName: '论证平台', siteUrl: 'https://ggzy.example.gov.cn/lz' }],
      });
      const saved = await templates.save(draft);
      expect(saved).toMatchObject({
        biddingMethod: METHOD,
        version: opened.version + 1,
        isCurrent: true,
        creatorUserId: adminId,
        name: opened.name,
      });
      expect(saved.steps[0]).toMatchObject({
        sort: 1,
        nodeName: '需求论证',
        isExternal: false,
        isDisplay: true,
        childNode: [{ siteName: '论证平台', siteUrl: 'https://ggzy.example.gov.cn/lz', sort: 1 }],
      });
      expect(await templates.get(METHOD)).toEqual(saved);
      expect(await templates.get(METHOD, opened.version)).toEqual({ ...opened, isCurrent: false });
      const versions = await templates.listVersions(METHOD);
      expect(versions.slice(0, 2).map((v) => [v.version, v.isCurrent, v.stepCount])).toEqual([
        [saved.version, true, saved.steps.length],
        [opened.version, false, opened.steps.length],
      ]);

      const fresh = await create('TPL-NEW');
      expect(fresh.flowTemplateVersion).toBe(saved.version);
      const flowOf = async (id: number) => (await container.get(GetProject).execute(id)).nodes;
      expect((await flowOf(fresh.id)).map((n) => [n.nodeName, n.router, n.flowRoles])).toEqual(
        saved.steps.map((s) => [s.nodeName, s.router, s.flowRoles]),
      );
      expect((await flowOf(old.id)).map((n) => n.nodeName)).toEqual(opened.steps.map((s) => s.nodeName));
      expect((await container.get(GetProject).execute(old.id)).project.flowTemplateVersion).toBe(
        opened.version,
      );
    });

    it('a save from an older version is ConflictError asking for a reload, and changes nothing', async () => {
      const opened = await templates.get(METHOD);
      await templates.save(draftOf(opened));
      const versions = await templates.listVersions(METHOD);
      const stale = await failureOf(templates.save(draftOf(opened)));
      expect(stale).toBeInstanceOf(ConflictError);
      expect(stale.message).toMatch(/reload it and make your change again/);
      expect(await templates.listVersions(METHOD)).toEqual(versions);
    });

    it('a template the rules refuse is ValidationError naming each field, and changes nothing', async () => {
      const versions = await templates.listVersions(METHOD);
      const draft = draftOf(await templates.get(METHOD));
      draft.steps[0]!.flowRoles = ['Nobody'];
      draft.steps[1]!.router = draft.steps[0]!.router;
      draft.steps[1]!.childNode = [{ siteName: '站点', siteUrl: 'ftp://example.com' }];
      const refused = await failureOf(templates.save(draft));
      expect(refused).toBeInstanceOf(ValidationError);
      expect(fieldsOf(refused)).toEqual([
        'steps.0.flowRoles.0',
        'steps.1.router',
        'steps.1.childNode.0.siteUrl',
      ]);
      const empty = await failureOf(templates.save({ ...draft, steps: [] }));
      expect(fieldsOf(empty)).toEqual(['steps']);
      expect(await templates.listVersions(METHOD)).toEqual(versions);
    });

    it('is refused to anyone but an Admin', async () => {
      const { container: manager } = await signedInContainer(make, 'manager');
      const theirs = manager.get<FlowTemplateRepository>(FlowTemplateRepository);
      expect(await failureOf(theirs.listCurrent())).toBeInstanceOf(NotPermittedError);
      expect(await failureOf(theirs.listVersions(METHOD))).toBeInstanceOf(NotPermittedError);
      expect(await failureOf(theirs.save(draftOf(await templates.get(METHOD))))).toBeInstanceOf(
        NotPermittedError,
      );
    });
  });
}
