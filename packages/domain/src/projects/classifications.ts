/**
 * The pick lists of the project form for §3's area and industryClassification.
 * Staff may still type a finer value (a city, a sub-industry): the lists suggest, they do not restrict.
 */

/** China's 34 provincial-level divisions (GB/T 2260), in its order. */
export const PROVINCIAL_AREAS: readonly string[] = [
  '北京市',
  '天津市',
  '河北省',
  '山西省',
  '内蒙古自治区',
  '辽宁省',
  '吉林省',
  '黑龙江省',
  '上海市',
  '江苏省',
  '浙江省',
  '安徽省',
  '福建省',
  '江西省',
  '山东省',
  '河南省',
  '湖北省',
  '湖南省',
  '广东省',
  '广西壮族自治区',
  '海南省',
  '重庆市',
  '四川省',
  '贵州省',
  '云南省',
  '西藏自治区',
  '陕西省',
  '甘肃省',
  '青海省',
  '宁夏回族自治区',
  '新疆维吾尔自治区',
  '台湾省',
  '香港特别行政区',
  '澳门特别行政区',
];

/** The sections (门类 A–T) of China's industrial classification, GB/T 4754-2017. */
export const INDUSTRY_SECTIONS: readonly { readonly code: string; readonly name: string }[] = [
  { code: 'A', name: '农、林、牧、渔业' },
  { code: 'B', name: '采矿业' },
  { code: 'C', name: '制造业' },
  { code: 'D', name: '电力、热力、燃气及水生产和供应业' },
  { code: 'E', name: '建筑业' },
  { code: 'F', name: '批发和零售业' },
  { code: 'G', name: '交通运输、仓储和邮政业' },
  { code: 'H', name: '住宿和餐饮业' },
  { code: 'I', name: '信息传输、软件和信息技术服务业' },
  { code: 'J', name: '金融业' },
  { code: 'K', name: '房地产业' },
  { code: 'L', name: '租赁和商务服务业' },
  { code: 'M', name: '科学研究和技术服务业' },
  { code: 'N', name: '水利、环境和公共设施管理业' },
  { code: 'O', name: '居民服务、修理和其他服务业' },
  { code: 'P', name: '教育' },
  { code: 'Q', name: '卫生和社会工作' },
  { code: 'R', name: '文化、体育和娱乐业' },
  { code: 'S', name: '公共管理、社会保障和社会组织' },
  { code: 'T', name: '国际组织' },
];

/** Whether a pick-list entry is suggested for what was typed: it contains it (anything, for nothing). */
export function suggests(item: string, typed: string | undefined): boolean {
  return item.includes(typed?.trim() ?? '');
}

/** The suggestions of a pick list that contain what was typed (all of them for nothing typed). */
export function suggestionsFor(list: readonly string[], typed: string | undefined): string[] {
  return list.filter((item) => suggests(item, typed));
}
