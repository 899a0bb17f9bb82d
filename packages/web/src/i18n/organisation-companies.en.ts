/** English wording of the organisation settings' companies tab (the tenant's agency offices, §3). */
export const companiesEn = {
  'companies.title': 'Companies',
  'companies.create': 'New company',
  'companies.edit': 'Edit {name}',
  'companies.search.keyword': 'Name or code',
  'companies.field.name': 'Name',
  'companies.field.code': 'Code',
  'companies.field.address': 'Address',
  'companies.field.phone': 'Phone',
  'companies.none': 'No companies yet',
  'companies.noMatch': 'No company matches “{keyword}”',
} as const;
