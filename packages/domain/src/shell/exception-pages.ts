import type { Label } from '../shared/labels';
import { SHELL_PATHS } from './routes';

/** One exception page: its status, its text and the back-to-home button (§2 Exception pages). */
export interface ExceptionPage {
  readonly status: 403 | 404 | 500;
  readonly message: Label;
  readonly backTo: typeof SHELL_PATHS.home;
  readonly backLabel: Label;
}

const BACK_HOME: Label = { en: 'Back home', zh: '返回首页' };

/** The 403, 404 and 500 pages of §2, each with "a back-to-home button that goes to the home route". */
export const EXCEPTION_PAGES: Readonly<Record<ExceptionPage['status'], ExceptionPage>> = {
  403: {
    status: 403,
    message: { en: 'sorry, you have no access to this page', zh: '抱歉，你无权访问该页面' },
    backTo: SHELL_PATHS.home,
    backLabel: BACK_HOME,
  },
  404: {
    status: 404,
    message: {
      en: 'the page does not exist or is still in development',
      zh: '抱歉，你访问的页面不存在或仍在开发中',
    },
    backTo: SHELL_PATHS.home,
    backLabel: BACK_HOME,
  },
  500: {
    status: 500,
    message: { en: 'sorry, server error', zh: '抱歉，服务器出错了' },
    backTo: SHELL_PATHS.home,
    backLabel: BACK_HOME,
  },
};
