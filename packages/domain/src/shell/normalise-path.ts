/**
 * A pathname without trailing slashes, so '/manage/' and '/manage' match the same route (§2 Routes lists
 * '/end-project/' with a slash). The root stays '/'; an empty pathname is the root.
 */
export function normalisePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** Whether a pathname is `prefix` itself or lies below it on a segment boundary ('/manage/operation/x'). */
export function isUnderPrefix(pathname: string, prefix: string): boolean {
  const path = normalisePath(pathname);
  const base = normalisePath(prefix.startsWith('/') ? prefix : `/${prefix}`);
  // The root would swallow every path; a server route of '' or '/' is noise, not a prefix.
  if (base === '/') return false;
  return path === base || path.startsWith(`${base}/`);
}
