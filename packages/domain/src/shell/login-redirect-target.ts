import { isUnderPrefix } from './normalise-path';
import { parseQuery } from './parse-query';
import { SHELL_PATHS } from './routes';

/** The query parameter in which login carries the path the user wanted (§2 Routes /user/login). */
export const REDIRECT_PARAM = 'redirect';

// Control characters are stripped by URL parsers ('/\t/evil.example' becomes '//evil.example') and
// browsers read '\' as '/', so both are refused outright rather than cleaned.
const isUnsafeCharacter = (character: string) => {
  const code = character.charCodeAt(0);
  return code < 0x20 || code === 0x7f || character === '\\';
};

/** Whether a redirect target stays on this origin: one leading '/', never '//', a scheme or a backslash. */
export function isSafeRedirectPath(target: string): boolean {
  return target.startsWith('/') && !target.startsWith('//') && ![...target].some(isUnsafeCharacter);
}

/** Where to go after login (§2 Routes): the redirect query when it is a same-origin path, otherwise home. */
export function loginRedirectTarget(search: string): string {
  const wanted = parseQuery(search)[REDIRECT_PARAM];
  if (wanted === undefined || !isSafeRedirectPath(wanted)) return SHELL_PATHS.home;
  // Sending a fresh login back to a login page would only bounce it to home (§2): go there directly.
  const pathname = wanted.split(/[?#]/, 1)[0] as string;
  return isUnderPrefix(pathname, '/user') ? SHELL_PATHS.home : wanted;
}
