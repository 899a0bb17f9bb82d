import { describe, expect, it } from 'vitest';
import { biddingMethodCodes } from '../projects/bidding-method';
import { regimeOf } from './procurement-regime';

describe('regimeOf: whose clocks a project runs on', () => {
  it.each([
    // 政府采购法 第二十六条: the non-tendering methods exist only in government procurement.
    ['竞争性谈判', '自筹资金', 'procurement'],
    ['竞争性磋商', null, 'procurement'],
    ['询价采购', '企业自有资金', 'procurement'],
    ['单一来源采购', '财政资金', 'procurement'],
    ['其他采购方式', undefined, 'procurement'],
    // 政府采购法 第二条: a tender with fiscal funds is government procurement …
    ['公开招标', '财政资金', 'procurement'],
    ['邀请招标', '市级财政拨款', 'procurement'],
    // … and any other tender is under 招标投标法 第二条.
    ['公开招标', '自筹资金', 'tendering'],
    ['邀请招标', '专项债券', 'tendering'],
    ['公开招标', null, 'tendering'],
    ['公开招标', '', 'tendering'],
    [null, null, 'tendering'],
    [null, '财政资金', 'procurement'],
  ] as const)('%s funded by %s runs on the %s clocks', (biddingMethod, capitalSource, regime) => {
    expect(regimeOf({ biddingMethod, capitalSource })).toBe(regime);
  });

  it('knows every bidding method', () => {
    const regimes = biddingMethodCodes.map((biddingMethod) =>
      regimeOf({ biddingMethod, capitalSource: null }),
    );
    expect(regimes).toEqual(['tendering', 'tendering', ...Array(5).fill('procurement')]);
  });

  it('takes an unknown method by its funds', () => {
    expect(regimeOf({ biddingMethod: '框架协议采购', capitalSource: '财政资金' })).toBe('procurement');
    expect(regimeOf({ biddingMethod: '框架协议采购', capitalSource: '自筹' })).toBe('tendering');
  });
});
