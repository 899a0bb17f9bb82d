import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { call, login, useTestApp } from './harness';
import { SPROJECT } from './support/project-api';

/** The API's general rate limit per token and kind of call, and the cut-off of slow requests (ADR 0020). */

const LIMITS = { calls: 6, searches: 3, exports: 2 };

const harness = useTestApp({ config: { apiRateLimits: LIMITS, requestTimeoutMs: 1000 } });

const list = (token: string, query = '') =>
  call(harness.app, {
    method: 'GET',
    url: `${SPROJECT}/GetPaged?MaxResultCount=1${query}`,
    token,
    tenantId: 3,
  });

describe('the API rate limit', () => {
  it('answers 429 with Retry-After past a token’s allowance, and leaves other tokens alone', async () => {
    const { accessToken } = await login(harness.app, 'admin');
    for (let i = 0; i < LIMITS.calls; i++) expect((await list(accessToken)).statusCode).toBe(200);
    const refused = await list(accessToken);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().error.code).toBe('THROTTLED');
    expect(refused.headers['content-security-policy']).toBeDefined();
    const other = await login(harness.app, 'manager');
    expect((await list(other.accessToken)).statusCode).toBe(200);
  });

  it('gives searches and exports lower allowances of their own', async () => {
    const { accessToken } = await login(harness.app, 'agent');
    const search = () => list(accessToken, `&Filter=${encodeURIComponent('projectName=*测试*')}`);
    for (let i = 0; i < LIMITS.searches; i++) expect((await search()).statusCode).toBe(200);
    expect((await search()).statusCode).toBe(429);
    expect((await list(accessToken)).statusCode).toBe(200);

    const admin = await login(harness.app, 'admin');
    const exportList = () =>
      call(harness.app, {
        method: 'GET',
        url: `${SPROJECT}/Export?Format=csv`,
        token: admin.accessToken,
        tenantId: 3,
      });
    const answers = [];
    for (let i = 0; i <= LIMITS.exports; i++) answers.push((await exportList()).statusCode);
    expect(answers.at(-1)).toBe(429);
    expect(answers.slice(0, -1).every((status) => status !== 429)).toBe(true);
  });
});

describe('a slow request (slowloris)', () => {
  it('is cut off once it has taken longer than the request timeout', async () => {
    await harness.app.listen({ host: '127.0.0.1', port: 0 });
    const address = harness.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const socket = connect(port, '127.0.0.1');
    const started = Date.now();
    let sent = 0;
    socket.write(
      'POST /api/TokenAuth/Authenticate HTTP/1.1\r\nHost: tender\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
    );
    const trickle = setInterval(() => {
      if (!socket.destroyed) socket.write(' ', () => sent++);
    }, 100);
    const answer = await new Promise<string>((resolve) => {
      let text = '';
      socket.on('data', (chunk) => {
        text += String(chunk);
      });
      socket.on('close', () => resolve(text));
      socket.on('error', () => undefined);
      // Well past the timeout: the connection is still open, so the protection is missing.
      setTimeout(() => resolve('still open'), 6000);
    });
    socket.destroy();
    clearInterval(trickle);
    const elapsed = Date.now() - started;
    // Closed within the timeout and Node's next look at the connections (at most half the timeout).
    expect(elapsed).toBeLessThan(4000);
    expect(sent).toBeLessThan(999);
    expect(answer === '' || answer.startsWith('HTTP/1.1 408'), answer).toBe(true);
  });
});
