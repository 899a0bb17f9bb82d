import type { Notice } from '../notices/notice';
import type { NoticeRepository } from '../ports/notice-repository';

/** Publishes a notice draft: it then shows in the project's related notices for good (§2 drawer). */
export class PublishNotice {
  constructor(private readonly notices: NoticeRepository) {}

  execute(noticeId: number): Promise<Notice> {
    return this.notices.publish(noticeId);
  }
}
