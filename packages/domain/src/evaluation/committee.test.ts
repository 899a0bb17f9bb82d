import { describe, expect, it } from 'vitest';
import { ConflictError, ValidationError } from '../shared/errors';
import {
  appointmentRefusal,
  assertAppointable,
  assertRepresentativeAppointable,
  assertRepresentativeRecusable,
  committeeAppointmentSchema,
  committeeBidders,
  committeeDrawRequestSchema,
  committeeParties,
  committeeRepresentativeRecusalInputSchema,
  drawCommittee,
  replayCommitteeDraw,
} from './committee';
import { type DrawableExpert, drawExperts } from './expert-draw';

describe('the evaluation committee', () => {
  it('avoids every bidder, the purchaser and the agency, each once', () => {
    expect(
      committeeParties({
        bidders: ['甲公司', ' 乙公司', '甲公司'],
        purchaser: '区教育局',
        agencies: ['浙江招标代理有限公司', null, ''],
      }),
    ).toEqual(['甲公司', '乙公司', '区教育局', '浙江招标代理有限公司']);
  });

  it('replays a draw from its record alone: seed, count and candidates', () => {
    const experts: DrawableExpert[] = Array.from({ length: 12 }, (_, i) => ({
      id: 100 + i,
      name: `专家${i}`,
      speciality: '建筑工程',
      company: i % 4 === 0 ? '甲公司' : `设计院${i}`,
      avoidCompanies: i === 5 ? ['乙公司'] : [],
    }));
    const parties = ['甲公司', '乙公司'];
    const draw = drawExperts(experts, { count: 5, seed: 20_261_126, parties });
    if (!('drawn' in draw)) throw new Error('expected a draw');
    const candidateIds = experts.filter((e) => e.company !== '甲公司' && e.id !== 105).map((e) => e.id);
    expect(replayCommitteeDraw({ seed: 20_261_126, requested: 5, candidateIds })).toEqual(
      draw.drawn.map((e) => e.id),
    );
    expect(replayCommitteeDraw({ seed: 1, requested: 5, candidateIds })).not.toEqual(
      draw.drawn.map((e) => e.id),
    );
  });

  it('needs a reason for an expert chosen by hand', () => {
    const missing = committeeAppointmentSchema.safeParse({ projectId: 1, expertId: 2, reason: ' ' });
    expect(missing.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['reason']);
  });

  const roster = Array.from({ length: 6 }, (_, i) => ({
    id: i + 1,
    name: `专家${i + 1}`,
    speciality: i < 4 ? '造价' : '法律',
    company: i === 0 ? '甲公司' : `单位${i}`,
    avoidCompanies: [],
    active: i !== 3,
  }));

  it('draws among the active, unseated experts of the speciality who may serve, and records enough to replay', () => {
    const outcome = drawCommittee(roster, [2], ['甲公司'], { count: 1, speciality: '造价' }, 7);
    if (!('record' in outcome)) throw new Error('expected a draw');
    expect(outcome.record).toMatchObject({ seed: 7, requested: 1, candidateIds: [3], drawnIds: [3] });
    expect(replayCommitteeDraw(outcome.record)).toEqual([3]);
    expect(drawCommittee(roster, [2], ['甲公司'], { count: 2, speciality: '造价' }, 7)).toEqual({
      eligible: 1,
    });
  });

  it('refuses a hand pick that is retired, seated, or of a party', () => {
    const committee = {
      parties: ['甲公司'],
      members: [
        { expertId: 2, name: '', speciality: '', company: '', drawId: null, reason: 'x', appointedAt: '' },
      ],
      recusals: [{ expertId: 6, name: '', company: '', reason: 'x', recusedAt: '', recusedBy: null }],
    };
    expect(appointmentRefusal(roster[3]!, committee)).toEqual({ kind: 'retired' });
    expect(appointmentRefusal(roster[1]!, committee)).toEqual({ kind: 'seated' });
    expect(appointmentRefusal(roster[0]!, committee)).toEqual({ kind: 'avoided', company: '甲公司' });
    expect(appointmentRefusal(roster[4]!, committee)).toBeUndefined();
    expect(appointmentRefusal(roster[5]!, committee)).toEqual({ kind: 'recused' });
  });

  it('throws the API’s errors for a hand pick it refuses', () => {
    const committee = { parties: ['甲公司'], members: [], recusals: [] };
    expect(() => assertAppointable(roster[3]!, committee)).toThrow(ConflictError);
    try {
      assertAppointable(roster[0]!, committee);
      throw new Error('expected a refusal');
    } catch (error) {
      expect(error).toBeInstanceOf(ValidationError);
      expect((error as ValidationError).fields).toEqual([
        { field: 'expertId', message: expect.stringContaining('甲公司') },
      ]);
    }
    expect(() => assertAppointable(roster[4]!, committee)).not.toThrow();
  });

  it('asks for one to 25 experts, of a speciality or of any', () => {
    expect(committeeDrawRequestSchema.parse({ projectId: 1, count: 5, speciality: ' ' })).toEqual({
      projectId: 1,
      count: 5,
      speciality: null,
    });
    expect(committeeDrawRequestSchema.safeParse({ projectId: 1, count: 26 }).success).toBe(false);
    expect(committeeDrawRequestSchema.safeParse({ projectId: 1, count: 0 }).success).toBe(false);
  });

  it('recuses only a representative who sits, with a reason; the refusal names the field', () => {
    const committee = {
      representatives: [{ id: 4, name: '代表', company: '区教育局', appointedAt: '', appointedBy: null }],
    };
    expect(() => assertRepresentativeRecusable(4, committee)).not.toThrow();
    try {
      assertRepresentativeRecusable(5, committee);
      throw new Error('expected a refusal');
    } catch (error) {
      expect(error).toBeInstanceOf(ValidationError);
      expect((error as ValidationError).fields.map((field) => field.field)).toEqual(['representativeId']);
    }
    const asked = { projectId: 1, representativeId: 4, reason: ' 与投标人存在利害关系 ' };
    expect(committeeRepresentativeRecusalInputSchema.parse(asked).reason).toBe('与投标人存在利害关系');
    const blank = committeeRepresentativeRecusalInputSchema.safeParse({ ...asked, reason: ' ' });
    expect(blank.success ? [] : blank.error.issues.map((issue) => issue.path.join('.'))).toEqual(['reason']);
  });

  it('招标投标法 第三十七条: refuses seating a representative of a bidder, naming the company field', () => {
    const committee = { bidders: committeeBidders([' 甲公司', '甲公司 ', '', '乙公司']) };
    expect(committee.bidders).toEqual(['甲公司', '乙公司']);
    expect(() => assertRepresentativeAppointable({ company: '区教育局' }, committee)).not.toThrow();
    try {
      assertRepresentativeAppointable({ company: ' 乙公司 ' }, committee);
      throw new Error('expected a refusal');
    } catch (error) {
      expect(error).toBeInstanceOf(ValidationError);
      expect((error as ValidationError).fields).toEqual([
        { field: 'company', message: 'must not be a bidder in this project: 乙公司' },
      ]);
    }
  });
});
