/** The decoded parameters of a query string ('?a=1&b=2' or 'a=1&b=2'); the first value of a repeated name wins. */
export function parseQuery(search: string): Readonly<Record<string, string>> {
  const query: Record<string, string> = {};
  const body = search.startsWith('?') ? search.slice(1) : search;
  for (const pair of body.split('&')) {
    if (pair === '') continue;
    const at = pair.indexOf('=');
    const name = decode(at < 0 ? pair : pair.slice(0, at));
    const value = at < 0 ? '' : decode(pair.slice(at + 1));
    if (name !== null && value !== null && !Object.hasOwn(query, name)) query[name] = value;
  }
  return query;
}

// Malformed escapes ('%E0%A4%A') are dropped rather than thrown: the query comes from the address bar.
function decode(part: string): string | null {
  try {
    return decodeURIComponent(part.replace(/\+/g, ' '));
  } catch {
    return null;
  }
}
