import { describe, expect, it } from 'vitest';
import { EXCEPTION_PAGES } from './exception-pages';

describe('EXCEPTION_PAGES (§2 Exception pages)', () => {
  it.each([
    [403, 'sorry, you have no access to this page', '抱歉，你无权访问该页面'],
    [404, 'the page does not exist or is still in development', '抱歉，你访问的页面不存在或仍在开发中'],
    [500, 'sorry, server error', '抱歉，服务器出错了'],
  ] as const)('%i: %s', (status, en, zh) => {
    const page = EXCEPTION_PAGES[status];
    expect(page.status).toBe(status);
    expect(page.message).toEqual({ en, zh });
    // "Each has a back-to-home button that goes to the home route."
    expect(page.backTo).toBe('/home/index');
    expect(page.backLabel.en && page.backLabel.zh).toBeTruthy();
  });
});
