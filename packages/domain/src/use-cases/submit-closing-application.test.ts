import { describe, expect, it } from 'vitest';
import { ConflictError, NotPermittedError, ValidationError } from '../shared/errors';
import { aProject } from '../testing/builders';
import { InMemoryProjectRepository } from '../testing/in-memory-projects';
import { SubmitClosingApplication } from './submit-closing-application';

const manager = { userId: 7, userName: '项目经理', roleNames: ['ProjectManager'] };
const file = { fileId: 'uploads/1/协议.pdf', fileName: '协议.pdf', usage: '11' as const };

describe('SubmitClosingApplication', () => {
  it('closes a project awaiting closing with the chosen files and remark', async () => {
    const projects = new InMemoryProjectRepository([
      aProject({ id: 1, auditState: '13', projectManager: 7, eHonors: [file] }),
    ]);
    const closed = await new SubmitClosingApplication(projects).execute({
      application: { projectId: 1, documentFileIds: [file.fileId], remark: ' 资料齐全 ' },
      actor: manager,
    });
    expect(closed).toMatchObject({ auditState: '14', projectFlowName: '已结项' });
    expect(projects.closingApplications).toEqual([
      { projectId: 1, documentFileIds: [file.fileId], remark: '资料齐全' },
    ]);
  });

  it('refuses, in the language asked, and closes nothing', async () => {
    const projects = new InMemoryProjectRepository([
      aProject({ id: 1, auditState: null, projectManager: 7 }),
      aProject({ id: 2, auditState: '13', projectManager: 7 }),
    ]);
    const submit = new SubmitClosingApplication(projects);
    await expect(
      submit.execute({ application: { projectId: 1 }, actor: manager, locale: 'zh-CN' }),
    ).rejects.toThrow(new ConflictError('该项目不在待结项状态'));
    await expect(
      submit.execute({ application: { projectId: 2 }, actor: { ...manager, userId: 99 } }),
    ).rejects.toBeInstanceOf(NotPermittedError);
    await expect(submit.execute({ application: { projectId: -1 }, actor: manager })).rejects.toBeInstanceOf(
      ValidationError,
    );
    expect(projects.closingApplications).toEqual([]);
  });
});
