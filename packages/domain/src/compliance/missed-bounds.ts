import type { Label } from '../shared/labels';
import type { StatutoryBound } from './statutory-bounds';

/**
 * What a move of the flow says of the law's deadlines the project has missed (ADR 0022): a missed bound
 * (a reply, the publicity, the contract, the report, a refund past its last day) blocks nothing — what is
 * late cannot be made in time by waiting — but the project does not move on silently past it. The confirm
 * of a flow move lists them, each with its article and its last day; undefined when none is missed.
 */
export function missedBoundsWarning(bounds: readonly StatutoryBound[]): Label | undefined {
  const missed = bounds.filter((bound) => bound.status === 'missed');
  if (missed.length === 0) return undefined;
  const line = (bound: StatutoryBound, locale: 'en' | 'zh') => {
    const who = bound.subject ? ` (${bound.subject})` : '';
    const due = bound.dueDate ?? '';
    return locale === 'en'
      ? `${bound.description.en}${who}: ${bound.citation.en}, last day ${due}`
      : `${bound.description.zh}${who}：${bound.citation.zh}，最后一日 ${due}`;
  };
  return {
    en: `This project has missed ${missed.length === 1 ? 'a statutory deadline' : `${missed.length} statutory deadlines`}: ${missed.map((b) => line(b, 'en')).join('; ')}.`,
    zh: `该项目已错过${missed.length}项法定期限：${missed.map((b) => line(b, 'zh')).join('；')}。`,
  };
}
