import { describe, expect, it } from 'vitest';
import {
  compareExperts,
  type Expert,
  expertInputSchema,
  expertListQuerySchema,
  expertMatches,
} from './expert';

const expert = (fields: Partial<Expert>): Expert => ({
  id: 1,
  name: '王工',
  speciality: '建筑工程',
  company: '市建筑设计院',
  phone: null,
  avoidCompanies: [],
  active: true,
  creationTime: '2026-11-01T00:00:00Z',
  version: 1,
  ...fields,
});

describe('the expert library', () => {
  it('takes an expert with a name, speciality and company, and each tie once', () => {
    const parsed = expertInputSchema.parse({
      name: ' 王工 ',
      speciality: '建筑工程',
      company: '市建筑设计院',
      phone: '',
      avoidCompanies: ['甲公司', '甲公司', '乙公司'],
    });
    expect(parsed).toEqual({
      name: '王工',
      speciality: '建筑工程',
      company: '市建筑设计院',
      phone: null,
      avoidCompanies: ['甲公司', '乙公司'],
      active: true,
    });
    expect(
      expertInputSchema.parse({ name: 'a', speciality: 'b', company: 'c', phone: '+86 138-0000' }).phone,
    ).toBe('+86 138-0000');
    const bad = expertInputSchema.safeParse({ name: '', speciality: ' ', company: 'x', phone: 'call me' });
    expect(bad.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual([
      'name',
      'phone',
      'speciality',
    ]);
  });

  it('finds by a word in the name or company, by speciality and by standing', () => {
    const criteria = (query: object) => expertListQuerySchema.parse(query);
    expect(expertMatches(expert({}), criteria({ Keyword: '设计' }))).toBe(true);
    expect(expertMatches(expert({}), criteria({ Keyword: '李' }))).toBe(false);
    expect(expertMatches(expert({}), criteria({ Speciality: '造价' }))).toBe(false);
    expect(expertMatches(expert({ active: false }), criteria({ Active: 'true' }))).toBe(false);
    expect(expertMatches(expert({ active: false }), criteria({}))).toBe(true);
  });

  it('lists by name, then by id', () => {
    const list = [
      expert({ id: 3, name: '赵' }),
      expert({ id: 2, name: '李' }),
      expert({ id: 1, name: '李' }),
    ];
    expect(list.sort(compareExperts).map((e) => e.id)).toEqual([1, 2, 3]);
  });
});
