/**
 * What an objection (异议, or 质疑 in government procurement) is about and how it reached the agency:
 * the subject decides its reply clock and the steps it suspends (objection-clocks.ts,
 * objection-suspension.ts); the channel is kept as the agency's record of receipt.
 */
export const OBJECTION_SUBJECTS = [
  /** 招标文件 (or the procurement documents): 实施条例 第二十二条, 政府采购法 第五十二条. */
  'tenderDocuments',
  /** 资格预审文件: 实施条例 第二十二条. */
  'qualificationDocuments',
  /** 开标: answered on the spot, 实施条例 第四十四条. */
  'opening',
  /** 评标结果 / 中标候选人: 实施条例 第五十四条. */
  'candidates',
  'other',
] as const;
export type ObjectionSubject = (typeof OBJECTION_SUBJECTS)[number];

export const OBJECTION_CHANNELS = ['letter', 'inPerson', 'post', 'email', 'platform', 'other'] as const;
export type ObjectionChannel = (typeof OBJECTION_CHANNELS)[number];

/** The subject of an objection stored before subjects were recorded: it suspends nothing. */
export const UNKNOWN_SUBJECT: ObjectionSubject = 'other';

/**
 * The fields only the objection log writes (Objection/Register and Reply). §7's record update of an
 * objection that leaves them out keeps what is stored: a client of the record API that knows only §3's
 * fields must not erase when it was received, what about, or its reply.
 */
export const OBJECTION_LOG_FIELDS = [
  'objection_receivedAt',
  'objection_subject',
  'objection_channel',
  'objection_replyContent',
  'objection_repliedAt',
] as const;
