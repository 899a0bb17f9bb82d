import { type Notice, type NoticeInput, noticeInputSchema } from '../notices/notice';
import type { NoticeRepository } from '../ports/notice-repository';
import { parseOrThrow } from './validate';

/** Saves a notice draft of a project (correct notice, result publicity and announcement: issue 7). */
export class SaveNotice {
  constructor(private readonly notices: NoticeRepository) {}

  execute(input: NoticeInput): Promise<Notice> {
    return this.notices.save(parseOrThrow(noticeInputSchema, input));
  }
}
