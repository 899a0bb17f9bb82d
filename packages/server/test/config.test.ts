import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { DEFAULT_API_RATE_LIMITS } from '../src/http/api-rate-limit';

/** The security settings of the environment (README "Configuration", ADR 0020). */
describe('the configuration', () => {
  it('reads the API rate limits, the trusted proxies and the public origins', () => {
    const config = loadConfig({
      TENDER_API_RATE_LIMITS: '600,60,6',
      TENDER_TRUST_PROXY: '10.0.0.1, 192.168.0.0/16',
      TENDER_PUBLIC_ORIGINS: 'https://tender.example.com/,http://10.1.2.3:8080',
    });
    expect(config.apiRateLimits).toEqual({ calls: 600, searches: 60, exports: 6 });
    expect(config.trustProxy).toEqual(['10.0.0.1', '192.168.0.0/16']);
    expect(config.publicOrigins).toEqual(['https://tender.example.com', 'http://10.1.2.3:8080']);
  });

  it('defaults to the documented limits, no proxy and no other origin', () => {
    const config = loadConfig({});
    expect(config.apiRateLimits).toEqual(DEFAULT_API_RATE_LIMITS);
    expect(config.trustProxy).toEqual([]);
    expect(config.publicOrigins).toEqual([]);
    expect(config.requestTimeoutMs).toBe(120_000);
  });

  it('names the variable of a value it cannot use', () => {
    expect(() => loadConfig({ TENDER_API_RATE_LIMITS: 'lots' })).toThrow(/TENDER_API_RATE_LIMITS/);
    expect(() => loadConfig({ TENDER_TRUST_PROXY: 'proxy.example' })).toThrow(/TENDER_TRUST_PROXY/);
    expect(() => loadConfig({ TENDER_PUBLIC_ORIGINS: 'https://x.example/path' })).toThrow(
      /TENDER_PUBLIC_ORIGINS/,
    );
  });
});
