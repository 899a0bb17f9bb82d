import { beforeAll, describe, expect, it } from 'vitest';
import { type Reply, testClock, useTestApp } from './harness';
import { fieldsOf, resultOf } from './support/organisation';
import { ProjectApi, type ProjectReply } from './support/project-api';

/**
 * The records of the remaining step pages (ADR 0007, migration 0025) over the middleware record routes:
 * tender documents' versions and the single-source publicity are public record once published (409
 * afterwards), the publicity runs at least five working days; an invitation's answer is stamped; a
 * contract names a package of its project with an exact positive amount; a step the flow has left keeps
 * its records.
 */
let api: ProjectApi;
let project: ProjectReply;
const clock = testClock(new Date('2026-12-01T02:00:00Z'));
const RECORD = '/middleware/record';

const create = (record: object): Promise<Reply> =>
  api.post(`${RECORD}/create`, { projectId: project.id, ...record });
const update = (record: object): Promise<Reply> =>
  api.post(`${RECORD}/update`, { projectId: project.id, ...record });

const harness = useTestApp({ config: { clock: clock.clock } });
beforeAll(async () => {
  api = await ProjectApi.signIn(harness.app);
  project = await api.createProject();
});

describe('tender documents', () => {
  it('keeps every version; a published one no longer changes nor goes', async () => {
    const version = (name: string) => ({
      type: 'tenderDocument',
      tenderDocument_fileId: `projects/x/${name}`,
      tenderDocument_fileName: name,
      tenderDocument_state: '0',
    });
    const first = resultOf(await create(version('v1.pdf')));
    const published = resultOf(await update({ ...first, tenderDocument_state: '1' }));
    expect(published.tenderDocument_publishTime).toBe(clock.clock().toISOString());
    expect((await update({ ...published, tenderDocument_fileName: 'x.pdf' })).statusCode).toBe(409);
    expect((await api.post(`${RECORD}/delete?type=tenderDocument&id=${first.id}`, {})).statusCode).not.toBe(
      200,
    );
    const second = resultOf(await create(version('v2.pdf')));
    const removed = await harness.app.inject({
      method: 'DELETE',
      url: `${RECORD}/delete?type=tenderDocument&id=${second.id}`,
      headers: { authorization: `Bearer ${api.tokens.agent}`, 'Abp.TenantId': '3' },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const refused = await harness.app.inject({
      method: 'DELETE',
      url: `${RECORD}/delete?type=tenderDocument&id=${first.id}`,
      headers: { authorization: `Bearer ${api.tokens.agent}`, 'Abp.TenantId': '3' },
    });
    expect(refused.statusCode).toBe(409);
  });
});

describe('invitations', () => {
  it('stamps the answer’s time, and only once answered', async () => {
    const invited = resultOf(
      await create({ type: 'invitation', supplierName: '甲公司', invitation_state: '0' }),
    );
    expect(invited.invitation_respondedAt).toBeNull();
    const accepted = resultOf(await update({ ...invited, invitation_state: '1' }));
    expect(accepted.invitation_respondedAt).toBe(clock.clock().toISOString());
  });
});

describe('contracts', () => {
  it('names a package of the project, with an exact positive amount and a date', async () => {
    const groupId = (project.sGroupList as { id: number }[])[0]!.id;
    const other = (await api.createProject()).sGroupList as { id: number }[];
    const contract = {
      type: 'contract',
      contract_groupId: groupId,
      supplierName: '乙公司',
      contract_amount: '880000.5',
      contract_signedOn: '2026-12-01',
      contract_fileId: 'projects/x/contract.pdf',
      contract_fileName: '合同.pdf',
    };
    expect(resultOf(await create(contract))).toMatchObject({ contract_amount: '880000.50' });
    const bad = await create({
      ...contract,
      contract_groupId: other[0]!.id,
      contract_amount: '0',
      contract_signedOn: '12/01',
    });
    expect([bad.statusCode, fieldsOf(bad).sort()]).toEqual([400, ['contract_amount', 'contract_signedOn']]);
    const elsewhere = await create({ ...contract, contract_groupId: other[0]!.id });
    expect([elsewhere.statusCode, fieldsOf(elsewhere)]).toEqual([400, ['contract_groupId']]);
  });
});

describe('single-source publicity', () => {
  const notice = {
    type: 'singleSourcePublicity',
    singleSource_title: '单一来源采购论证公示',
    singleSource_supplierName: '丙公司',
    singleSource_content: '<p onclick="x()">唯一供应商<script>alert(1)</script></p>',
    // Tuesday 1 to Monday 7 December 2026: five working days.
    singleSource_from: '2026-12-01',
    singleSource_until: '2026-12-07',
    singleSource_state: '0',
  };

  it('runs at least five working days, is sanitised, and is public record once published', async () => {
    const short = await create({ ...notice, singleSource_until: '2026-12-04' });
    expect([short.statusCode, fieldsOf(short)]).toEqual([400, ['singleSource_until']]);
    const draft = resultOf(await create(notice));
    expect(draft.singleSource_content).toBe('<p>唯一供应商</p>');
    const published = resultOf(await update({ ...draft, singleSource_state: '1' }));
    expect(published.singleSource_publishTime).toBe(clock.clock().toISOString());
    expect((await update({ ...published, singleSource_title: '改' })).statusCode).toBe(409);
  });
});

describe('a step the flow has left', () => {
  it('keeps its records as they were', async () => {
    const fresh = await api.createProject();
    const draft = resultOf(
      await api.post(`${RECORD}/create`, {
        type: 'tenderDocument',
        projectId: fresh.id,
        tenderDocument_fileId: 'projects/x/a.pdf',
        tenderDocument_fileName: 'a.pdf',
        tenderDocument_state: '0',
      }),
    );
    resultOf(await api.circulate({ projectId: fresh.id, flowAction: 'next' }, 'admin'));
    const refused = await api.post(`${RECORD}/update`, {
      ...draft,
      projectId: fresh.id,
      tenderDocument_state: '1',
    });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().error.message).toContain('招标文件编制');
  });
});
