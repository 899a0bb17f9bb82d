// Everything zh-CN needs, in one lazily loaded chunk (§9): our dictionary, antd's locale and dayjs's.
import 'dayjs/locale/zh-cn';
import antdZhCN from 'antd/locale/zh_CN';
import { zhCN } from './zh-cn';

export const dictionary = zhCN;
export const antdLocale = antdZhCN;
/** The dayjs locale name registered by the import above. */
export const dayjsLocale = 'zh-cn';
