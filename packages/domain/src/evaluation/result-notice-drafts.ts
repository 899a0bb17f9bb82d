import { formatMoney } from '../shared/money';
import type { ProjectEvaluation } from './package-evaluation';
import { formatPoints } from './points';

/**
 * Text as HTML text. The drafts use what the rich-text editor keeps — headings, paragraphs and lists —
 * and the server sanitises them again when they are saved.
 */
function escaped(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A draft of a result notice: a title and the body the editor opens with. */
export interface ResultNoticeDraft {
  readonly title: string;
  readonly content: string;
}

type Project = { readonly projectName: string; readonly projectNum: string };

/** The packages whose evaluation is complete and recommends someone, with their result. */
function decided(evaluation: ProjectEvaluation) {
  return evaluation.packages.flatMap((pkg) =>
    pkg.result?.complete && pkg.result.candidates.length > 0
      ? [{ pkg, result: pkg.result, name: `${pkg.groupNumber} ${pkg.groupName}` }]
      : [],
  );
}

/**
 * The result publicity notice (中标候选人公示, type 4) drafted from the ranking (ADR 0019): for each
 * package evaluated, its recommended candidates in order with their bid price — and their total score
 * under comprehensive scoring. Undefined while no package has candidates. Staff edit it before publishing.
 */
export function resultPublicityDraft(
  project: Project,
  evaluation: ProjectEvaluation,
): ResultNoticeDraft | undefined {
  const packages = decided(evaluation);
  if (packages.length === 0) return undefined;
  const sections = packages.map(({ pkg, result, name }) => {
    const scored = pkg.plan?.method === 'comprehensive';
    const items = result.candidates.map((candidate, index) => {
      const bid = result.ranking.find((ranked) => ranked.bidder === candidate);
      const facts = [
        bid ? `投标报价 ${escaped(formatMoney(bid.price))}` : '',
        scored && bid ? `评审得分 ${formatPoints(bid.total)}` : '',
      ].filter(Boolean);
      return `<li><p>第${index + 1}名：${escaped(candidate)}${facts.length > 0 ? `，${facts.join('，')}` : ''}</p></li>`;
    });
    return `<h3>${escaped(name)}</h3><ol>${items.join('')}</ol>`;
  });
  return {
    title: `${project.projectName}中标候选人公示`,
    content:
      `<p>${escaped(project.projectName)}（项目编号：${escaped(project.projectNum)}）评标工作已经结束，现将中标候选人公示如下：</p>` +
      `${sections.join('')}<p>公示期间，投标人或者其他利害关系人对评标结果有异议的，应当在公示期间提出。</p>`,
  };
}

/**
 * The result announcement (中标结果公告, type 5) drafted from the ranking: for each package evaluated,
 * the first candidate as the winning bidder and their bid price. Undefined while no package has one.
 */
export function resultAnnouncementDraft(
  project: Project,
  evaluation: ProjectEvaluation,
): ResultNoticeDraft | undefined {
  const packages = decided(evaluation);
  if (packages.length === 0) return undefined;
  const items = packages.map(({ result, name }) => {
    const winner = result.candidates[0] as string;
    const bid = result.ranking.find((ranked) => ranked.bidder === winner);
    const amount = bid ? `，中标金额 ${escaped(formatMoney(bid.price))}` : '';
    return `<li><p>${escaped(name)}：中标人 ${escaped(winner)}${amount}</p></li>`;
  });
  return {
    title: `${project.projectName}中标结果公告`,
    content:
      `<p>${escaped(project.projectName)}（项目编号：${escaped(project.projectNum)}）已确定中标人，现公告如下：</p>` +
      `<ul>${items.join('')}</ul>`,
  };
}
