import { type Notice, type NoticeInput, noticeInputSchema } from '../notices/notice';
import type { NoticeRepository } from '../ports/notice-repository';
import { parseOrThrow } from './validate';

/**
 * Saves a notice draft of a project (§2 correct notice; §3 notice types: correction, result publicity and
 * announcement).
 */
export class SaveNotice {
  constructor(private readonly notices: NoticeRepository) {}

  execute(input: NoticeInput): Promise<Notice> {
    return this.notices.save(parseOrThrow(noticeInputSchema, input));
  }
}
