import {
  JumpFlow,
  NoticeRepository,
  type OpeningBidInput,
  OpeningRecordRepository,
  RecordRepository,
} from '@tender/domain';
import { describe, expect, it } from 'vitest';
import { apiAs } from '../support/api';
import { openLoggedIn, screenshot, useJourney } from '../support/journey';

/**
 * Bid opening (开标, ADR 0019) on the evaluation step: a sign-in arrives live and is counted against the
 * minimum; bids are judged against the published deadline (a late one refused); staff enter the third
 * valid bid, confirm the record, and it stays locked after a reload; then five experts are drawn.
 */
describe('journey: bid opening', () => {
  const journey = useJourney();

  it('counts live sign-ins, refuses a late bid, and locks the confirmed record', async () => {
    const admin = await apiAs(journey.baseUrl, 'admin');
    const project = await admin.createProject({
      isTenderByLaw: true,
      sGroupList: [
        { groupNumber: '包1', groupName: '教学设备', groupBudget: '500000', bondAmount: '5000' },
        { groupNumber: '包2', groupName: '图书', groupBudget: '100000' },
      ],
    } as never);
    const notices = admin.container.get<NoticeRepository>(NoticeRepository);
    const deadline = new Date(Date.now() - 30 * 60_000);
    const notice = await notices.save({
      projectId: project.id,
      title: '招标公告',
      noticeType: '0',
      content: '<p>招标公告</p>',
      endTime: deadline.toISOString(),
    });
    await notices.publish(notice.id);
    await admin.container
      .get(JumpFlow)
      .execute({ projectId: project.id, actor: admin.actor, to: '开标评标' });
    const opening = admin.container.get<OpeningRecordRepository>(OpeningRecordRepository);
    const first = (await opening.get(project.id)).packages[0]?.groupId as number;
    const bid = (bidder: string, minutesBeforeDeadline: number): OpeningBidInput => ({
      projectId: project.id,
      groupId: first,
      bidder,
      price: '480000.00',
      durationDays: 60,
      bondPaid: true,
      receivedAt: new Date(deadline.getTime() - minutesBeforeDeadline * 60_000).toISOString(),
    });
    await opening.saveBid(bid('华建工程咨询有限公司', 20));
    await opening.saveBid(bid('中诚监理有限公司', 10));
    await opening.saveBid(bid('迟到建设有限公司', -5));

    const page = await journey.newPage();
    await openLoggedIn(page, 'admin', `/bid-evaluation/index?id=${project.id}`);
    const card = page.locator('[data-testid="opening-package"][data-package="包1"]');
    await card.getByText('迟到建设有限公司').waitFor();
    expect(await card.locator('[data-standing="late"]').count()).toBe(1);
    await card.getByTestId('opening-retender').waitFor();

    // A bidder signs in at the opening: the list shows it without a reload, against the minimum.
    await admin.container.get<RecordRepository>(RecordRepository).create('signIn', {
      projectId: project.id,
      supplierName: '华建工程咨询有限公司',
      signInTime: new Date().toISOString(),
    });
    await page.getByTestId('sign-ins').getByText('华建工程咨询有限公司').waitFor();
    await expect
      .poll(() => page.getByTestId('sign-ins-against-minimum').textContent())
      .toContain('1 signed in');

    // The third valid bid, entered at the opening.
    await card.getByTestId('bid-add').click();
    const form = page.getByTestId('bid-form');
    await form.getByTestId('bid-bidder').fill('恒信项目管理有限公司');
    await form.getByTestId('bid-price').fill('465000.8');
    await page.getByTestId('bid-save').click();
    await card.getByText('恒信项目管理有限公司').waitFor();
    await card.getByTestId('opening-valid-count').waitFor();
    expect(await card.getByTestId('opening-valid-count').textContent()).toContain('3 valid bids');
    await screenshot(page, 'bid-opening-record');

    await card.getByTestId('opening-confirm').click();
    await page.getByTestId('opening-confirm-ok').click();
    await card.getByTestId('opening-confirmed').waitFor();
    await page.reload();
    await card.getByTestId('opening-confirmed').waitFor();
    expect(await card.getByTestId('bid-add').count()).toBe(0);
    const stored = (await opening.get(project.id)).packages[0];
    expect(stored?.confirmedAt).not.toBeNull();
    expect(stored?.bids.map((b) => [b.bidder, b.standing])).toEqual([
      ['华建工程咨询有限公司', 'valid'],
      ['中诚监理有限公司', 'valid'],
      ['恒信项目管理有限公司', 'valid'],
      ['迟到建设有限公司', 'late'],
    ]);

    // The committee: five experts drawn, none of a bidder's company, and the draw replays.
    await page.getByRole('tab', { name: 'Committee' }).click();
    const committee = page.getByTestId('committee');
    await committee.getByTestId('committee-draw').click();
    const members = committee.getByTestId('committee-members').locator('tbody tr.ant-table-row');
    await expect.poll(() => members.count()).toBe(5);
    expect(await committee.getByTestId('committee-replay').getAttribute('data-replays')).toBe('true');
    await screenshot(page, 'bid-evaluation-committee');
  });
});
