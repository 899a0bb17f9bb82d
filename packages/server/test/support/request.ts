/** Polls until the condition holds (a process's log line, a socket's message). */
export async function waitFor(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 5));
  }
}

/** A JSON request with the headers of §7, to a server process. */
export function request(
  url: string,
  init: { method?: string; body?: object; token?: string; tenantId?: number } = {},
): Promise<Response> {
  return fetch(url, {
    method: init.method ?? (init.body ? 'POST' : 'GET'),
    headers: {
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.tenantId ? { 'Abp.TenantId': String(init.tenantId) } : {}),
    },
    ...(init.body ? { body: JSON.stringify(init.body) } : {}),
  });
}
