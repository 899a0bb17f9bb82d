import type { companiesEn } from './organisation-companies.en';

/** zh-CN wording of the organisation settings' companies tab. */
export const companiesZhCN: Record<keyof typeof companiesEn, string> = {
  'companies.title': '公司管理',
  'companies.create': '新建公司',
  'companies.edit': '编辑 {name}',
  'companies.search.keyword': '名称或编码',
  'companies.field.name': '公司名称',
  'companies.field.code': '公司编码',
  'companies.field.address': '地址',
  'companies.field.phone': '电话',
  'companies.none': '暂无公司',
  'companies.noMatch': '没有与“{keyword}”匹配的公司',
} as const;
