import { describe, expect, it } from 'vitest';
import { createUserSchema, updateUserSchema, userListQuerySchema } from './user';

const valid = {
  userName: 'zhangsan',
  name: '张三',
  emailAddress: 'zhangsan@example.com',
  phoneNumber: '+86 138-0000-0000',
  companyId: 1,
  roleNames: ['Agent'],
  password: 'Temp-2026!',
};

const fieldsOf = (result: { error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((i) => i.path.join('.')) ?? [];

describe('createUserSchema', () => {
  it('takes a user and leaves empty optional fields null', () => {
    expect(
      createUserSchema.parse({ userName: ' lisi ', name: '李四', phoneNumber: '', password: 'Temp-2026!' }),
    ).toEqual({
      userName: 'lisi',
      name: '李四',
      emailAddress: null,
      phoneNumber: null,
      companyId: null,
      roleNames: [],
      password: 'Temp-2026!',
    });
    expect(createUserSchema.safeParse(valid).success).toBe(true);
  });

  it.each([
    ['a short temporary password', { password: 'short' }, ['password']],
    ['the user name as password', { password: 'zhangsan' }, ['password']],
    ['a user name with a space', { userName: 'zhang san' }, ['userName']],
    ['a bad e-mail', { emailAddress: 'not-mail' }, ['emailAddress']],
    ['letters in the phone', { phoneNumber: 'call me' }, ['phoneNumber']],
    ['a blank display name', { name: '  ' }, ['name']],
    ['a company id of 0', { companyId: 0 }, ['companyId']],
  ])('names the field of %s', (_, change, fields) => {
    expect(fieldsOf(createUserSchema.safeParse({ ...valid, ...change }))).toEqual(fields);
  });
});

describe('updateUserSchema', () => {
  it('needs the version the editor read', () => {
    const { password: _p, userName: _u, ...rest } = valid;
    expect(fieldsOf(updateUserSchema.safeParse({ ...rest, id: 1 }))).toEqual(['version']);
    expect(updateUserSchema.safeParse({ ...rest, id: 1, version: 2 }).success).toBe(true);
  });
});

describe('userListQuerySchema', () => {
  it.each([
    [{}, { MaxResultCount: 10, SkipCount: 0 }],
    [
      { IsActive: 'false', Keyword: ' 张 ' },
      { IsActive: false, Keyword: '张', MaxResultCount: 10, SkipCount: 0 },
    ],
    [
      { IsActive: 'true', RoleName: 'Agent', MaxResultCount: '5' },
      { IsActive: true, RoleName: 'Agent', MaxResultCount: 5, SkipCount: 0 },
    ],
  ])('reads %j', (query, expected) => {
    expect(userListQuerySchema.parse(query)).toEqual(expected);
  });

  it('refuses a state other than true or false', () => {
    expect(fieldsOf(userListQuerySchema.safeParse({ IsActive: 'yes' }))).toEqual(['IsActive']);
  });
});
