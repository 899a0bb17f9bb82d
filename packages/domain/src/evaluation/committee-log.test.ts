import { describe, expect, it } from 'vitest';
import { type Committee, emptySeats } from './committee';
import { committeeLog } from './committee-log';

const at = (minute: number) => `2026-11-27T01:${String(minute).padStart(2, '0')}:00.000Z`;
const draw = (id: number, minute: number, redraw: boolean, drawnIds: number[]) => ({
  id,
  seed: 1,
  speciality: null,
  requested: drawnIds.length,
  candidateIds: drawnIds,
  drawnIds,
  parties: [],
  bidders: [],
  drawnAt: at(minute),
  drawnBy: '王经理',
  redraw,
});

const committee: Committee = {
  projectId: 1,
  parties: [],
  bidders: [],
  members: [
    {
      expertId: 1,
      name: '专家1',
      speciality: '',
      company: '',
      drawId: 1,
      reason: null,
      appointedAt: at(0),
      appointedBy: '王经理',
      avoidCompanies: [],
    },
    {
      expertId: 9,
      name: '专家9',
      speciality: '',
      company: '',
      drawId: null,
      reason: '专业稀缺',
      appointedAt: at(5),
      appointedBy: '李助理',
      avoidCompanies: [],
    },
  ],
  representatives: [{ id: 1, name: '代表', company: '区教育局', appointedAt: at(2), appointedBy: '王经理' }],
  recusals: [
    {
      expertId: 2,
      name: '专家2',
      company: '甲公司',
      reason: '曾任职于投标人',
      recusedAt: at(3),
      recusedBy: '王经理',
    },
  ],
  representativeRecusals: [],
  draws: [draw(1, 0, false, [1, 2]), draw(2, 4, true, [3])],
  largerRequired: false,
};

describe('the committee’s log (recusals and redraws logged)', () => {
  it('lists draws, representatives, recusals, redraws and hand picks in the order they happened', () => {
    expect(committeeLog(committee).map((entry) => [entry.kind, entry.by])).toEqual([
      ['draw', '王经理'],
      ['representative', '王经理'],
      ['recusal', '王经理'],
      ['redraw', '王经理'],
      ['appointment', '李助理'],
    ]);
  });

  it('keeps a recused representative’s appointment and logs the recusal; it empties no seat to redraw', () => {
    const recused = {
      ...committee,
      representativeRecusals: [
        {
          id: 2,
          name: '代表乙',
          company: '区财政局',
          appointedAt: at(1),
          appointedBy: '李助理',
          reason: '与投标人存在利害关系',
          recusedAt: at(6),
          recusedBy: '王经理',
        },
      ],
    };
    const log = committeeLog(recused);
    expect(log.map((entry) => entry.kind)).toEqual([
      'draw',
      'representative',
      'representative',
      'recusal',
      'redraw',
      'appointment',
      'representativeRecusal',
    ]);
    expect(log.at(-1)).toEqual({
      kind: 'representativeRecusal',
      at: at(6),
      by: '王经理',
      name: '代表乙',
      company: '区财政局',
      reason: '与投标人存在利害关系',
    });
    expect(emptySeats(recused)).toBe(emptySeats(committee));
  });

  it('counts the seats recusals emptied that no redraw filled', () => {
    expect(emptySeats(committee)).toBe(0);
    expect(emptySeats({ ...committee, draws: [draw(1, 0, false, [1, 2])] })).toBe(1);
  });
});
