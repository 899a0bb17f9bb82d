import { describe, expect, it } from 'vitest';
import { appModuleInputSchema, appModuleOrderSchema } from './app-module';
import { companyInputSchema } from './session-info';

const messagesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

// "Validation: a route starts with / and is unique" (unique: the server, within the tenant).
describe('appModuleInputSchema', () => {
  const module = { name: '报名', route: '/sign-up', description: 'manage', port: '8104' };

  it('takes a module and leaves an empty port null', () => {
    expect(appModuleInputSchema.parse({ ...module, port: '' })).toEqual({ ...module, port: null });
  });

  it.each([
    ['sign-up', 'route: must start with /'],
    ['', 'route: is required'],
    ['/sign up', 'route: must be a path without spaces, ? or #'],
    ['/sign-up?x=1', 'route: must be a path without spaces, ? or #'],
  ])('refuses the route %j', (route, message) => {
    expect(messagesOf(appModuleInputSchema.safeParse({ ...module, route }))).toEqual([message]);
  });

  it('knows the two menu kinds only', () => {
    expect(messagesOf(appModuleInputSchema.safeParse({ ...module, description: 'main' }))).toEqual([
      'description: must be manage or setting',
    ]);
  });
});

describe('appModuleOrderSchema', () => {
  it('takes distinct ids and refuses a repeat', () => {
    expect(appModuleOrderSchema.safeParse({ ids: [3, 1, 2] }).success).toBe(true);
    expect(messagesOf(appModuleOrderSchema.safeParse({ ids: [3, 1, 3] }))).toEqual([
      'ids: names a module twice',
    ]);
  });
});

describe('companyInputSchema', () => {
  it('trims the fields and leaves empty ones null', () => {
    expect(companyInputSchema.parse({ name: ' 宁波分公司 ', code: '', phone: '0574-1' })).toEqual({
      name: '宁波分公司',
      code: null,
      address: null,
      phone: '0574-1',
    });
  });

  it('needs a name', () => {
    expect(messagesOf(companyInputSchema.safeParse({ name: ' ' }))).toEqual(['name: is required']);
  });
});
