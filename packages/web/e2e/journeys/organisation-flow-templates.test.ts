import { draftOf, FlowTemplateRepository, GetProject } from '@tender/domain';
import { describe, expect, it } from 'vitest';
import { apiAs } from '../support/api';
import { openLoggedIn, screenshot, t, useJourney } from '../support/journey';

const METHOD = '公开招标';
const NEW_STEP = '合同归档';

/**
 * §1 "a configurable step flow" (ADR 0013): the Admin adds a step with a child site to the open-tendering
 * template; a project created afterwards gets the new flow, one created before keeps its own. The audit
 * trail lists the save. The template is put back afterwards (as a newer version with the old steps), so
 * the journeys that run after this one walk the flow they know.
 */
describe('journey: editing a flow template', () => {
  const journey = useJourney();

  it('gives new projects the new version and leaves running ones on theirs', async () => {
    const admin = await apiAs(journey.baseUrl, 'admin');
    const templates = admin.container.get<FlowTemplateRepository>(FlowTemplateRepository);
    const original = await templates.get(METHOD);
    const before = await admin.createProject();
    try {
      const page = await journey.newPage();
      await openLoggedIn(page, 'admin', '/organize-manage?tab=flow-templates');
      await page.getByTestId(`flow-template-edit-${METHOD}`).click();
      const editor = page.getByTestId('flow-template-editor');
      await editor.getByTestId('flow-template-add-step').click();
      const position = original.steps.length + 1;
      const step = editor.getByTestId(`flow-step-${position}`);
      await step.getByLabel(t('flowTemplates.step.nodeName')).fill(NEW_STEP);
      await step.getByRole('switch', { name: t('flowTemplates.step.isExternal') }).click();
      await step.getByLabel(t('flowTemplates.step.externalRouter')).fill('/contract-archive');
      await step.getByTestId(`flow-step-add-site-${position}`).click();
      const site = step.getByTestId(`flow-step-${position}-site-1`);
      await site.getByLabel(t('flowTemplates.site.name')).fill('档案管理系统');
      await site.getByLabel(t('flowTemplates.site.url')).fill('https://archive.example.gov.cn');
      await editor.getByTestId('flow-template-save').click();
      await editor.getByTestId('flow-template-saved').waitFor();
      await screenshot(page, 'organisation-flow-templates-1-saved');

      const saved = await templates.get(METHOD);
      expect(saved.version).toBe(original.version + 1);
      const after = await admin.createProject();
      const read = admin.container.get(GetProject);
      const [oldFlow, newFlow] = await Promise.all([read.execute(before.id), read.execute(after.id)]);
      expect(newFlow.nodes.map((node) => node.nodeName)).toContain(NEW_STEP);
      expect(newFlow.nodes.find((node) => node.nodeName === NEW_STEP)?.nextNodeId).toBe(0);
      expect(oldFlow.nodes.map((node) => node.nodeName)).not.toContain(NEW_STEP);

      // Each project says which version it runs on.
      await page.goto(`/manage/detail?id=${after.id}`);
      await page.getByText(`version ${saved.version}`).waitFor();
      await page.goto(`/manage/detail?id=${before.id}`);
      await page.getByText(`version ${original.version}`).waitFor();
      await screenshot(page, 'organisation-flow-templates-2-old-project');

      // The audit trail has the save, with the method as the entity's id.
      await page.goto('/organize-manage?tab=audit&entity=flowTemplate');
      await page
        .getByTestId('audit-table')
        .getByText('/api/services/app/FlowTemplate/Save')
        .first()
        .waitFor();
      await screenshot(page, 'organisation-flow-templates-3-audit');
    } finally {
      const current = await templates.get(METHOD);
      await templates.save({ ...draftOf(original), baseVersion: current.version });
    }
  });
});
