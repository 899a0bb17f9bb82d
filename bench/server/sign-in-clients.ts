// Clients of the sign-in WebSocket for the benchmarks (sign-in-push.ts, sign-in-socket-attack.ts).
import { headersOf } from './support';

/** A new project of tenant 3 to sign in to; its id. */
export async function createProject(
  url: string,
  token: string,
  name: string,
  prefix: string,
): Promise<number> {
  const created = await fetch(`${url}/api/services/app/Sproject/CreateOrUpdate`, {
    method: 'POST',
    headers: headersOf(token),
    body: JSON.stringify({
      projectName: name,
      projectNum: `${prefix}-${Date.now()}`,
      biddingMethod: '公开招标',
    }),
  });
  return ((await created.json()) as { result: { id: number } }).result.id;
}

/** The two messages that subscribe a socket to a project's sign-ins (§7): authenticate, then getPaged. */
export function subscribeMessages(token: string, projectId: number): string[] {
  return [
    JSON.stringify({ method: 'authenticate', params: { token, tenantId: 3 } }),
    JSON.stringify({
      method: 'getPaged',
      params: {
        Filter: `type=signIn,projectId=${projectId}`,
        Sorting: 'signInTime desc',
        MaxResultCount: 500,
        SkipCount: 0,
      },
    }),
  ];
}

export interface Subscriber {
  socket: WebSocket;
  arrivals: number[];
}

export async function subscribe(
  url: string,
  token: string,
  projectId: number,
  n: number,
): Promise<Subscriber> {
  const address = new URL('/middleware/signIn', url.replace(/^http/, 'ws'));
  address.searchParams.set('id', `bench-${n}`);
  address.searchParams.set('userName', 'admin');
  address.searchParams.set('projectId', String(projectId));
  const socket = new WebSocket(address);
  const subscriber: Subscriber = { socket, arrivals: [] };
  socket.addEventListener('message', () => subscriber.arrivals.push(performance.now()));
  await new Promise<void>((resolve, reject) => {
    socket.addEventListener('open', () => resolve(), { once: true });
    socket.addEventListener('error', () => reject(new Error('connect failed')), { once: true });
  });
  for (const message of subscribeMessages(token, projectId)) socket.send(message);
  return subscriber;
}

export async function until(condition: () => boolean, timeoutMs: number): Promise<void> {
  const end = performance.now() + timeoutMs;
  while (!condition()) {
    if (performance.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 1));
  }
}
