/**
 * English wording of a project's statutory deadlines (the operation screen's panel, ADR 0022). The
 * bounds' own descriptions and articles come from the domain (STATUTORY_BOUNDS) as labels.
 */
export const deadlinesEn = {
  'deadlines.title': 'Statutory deadlines',
  'deadlines.list': 'Statutory deadlines of the project',
  'deadlines.loadFailed': 'The statutory deadlines could not be loaded',
  'deadlines.notLoaded': 'not loaded',
  'deadlines.empty': 'No statutory deadline applies to this project’s bidding method.',
  'deadlines.status.waiting': 'Waiting',
  'deadlines.status.open': 'Open',
  'deadlines.status.met': 'Met',
  'deadlines.status.missed': 'Missed',
  'deadlines.status.broken': 'Broken',
  'deadlines.summary.broken': '{count} broken',
  'deadlines.summary.missed': '{count} missed',
  'deadlines.due.by': 'By {date}',
  'deadlines.due.notBefore': 'Not before {date}',
  'deadlines.due.waiting': 'Not counted yet',
  'deadlines.period.after.calendar': '{days} days after {anchor}',
  'deadlines.period.after.working': '{days} working days after {anchor}',
  'deadlines.period.before.calendar': '{days} days before {anchor}',
  'deadlines.period.before.working': '{days} working days before {anchor}',
  'deadlines.anchor.documentsIssued': 'the tender documents are first issued',
  'deadlines.anchor.bidDeadline': 'the bid deadline',
  'deadlines.anchor.objection': 'the objection is received',
  'deadlines.anchor.resultPublicity': 'the candidates are publicised',
  'deadlines.anchor.award': 'the result is announced',
  'deadlines.anchor.contract': 'the contract is signed',
  'deadlines.limitReached': 'Limit reached',
  'deadlines.bidDeadline': 'Bids close {time}',
  'deadlines.bidsClosed': 'Bids closed',
  'deadlines.provisional':
    '{years}: no official holiday calendar yet. Working days are counted by weekends only, so these dates may move once the State Council publishes the year’s holidays.',
  'deadlines.provisionalRow': 'Provisional',
  'deadlines.yearsJoin': ', ',
  'deadlines.counting':
    'Dates are business days in China time (UTC+8). Periods are counted as {citation} counts them: the day of the event is not counted, and a last day that is not a working day moves to the next one.',
} as const;
