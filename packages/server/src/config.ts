import { existsSync, readFileSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { type ApiRateLimits, DEFAULT_API_RATE_LIMITS } from './http/api-rate-limit';

/** A source of the current time; tests inject a movable one to expire tokens without sleeping. */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();

/** One single sign-on provider (§1 external hand-over): the shared secret that signs its hand-over tokens. */
export const ssoProviderSchema = z.object({
  secret: z.string().min(32, 'must be at least 32 characters'),
  /** Platform ids this provider may hand over from; empty allows any. */
  platformIds: z.array(z.string()).default([]),
});
export type SsoProvider = z.infer<typeof ssoProviderSchema>;

/** A comma-separated list, each item checked by `item`; unset is empty. */
const commaList = (item: z.ZodType<string, string>) =>
  z
    .string()
    .optional()
    .transform((text) =>
      (text ?? '')
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item));

const booleanFlag = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z.string().url().optional(),
  /** A PostgreSQL schema to keep the tables in instead of the default search path. */
  DATABASE_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]{0,62}$/, 'must be a lower-case SQL identifier')
    .optional(),
  TENDER_DATA_DIR: z.string().min(1).optional(),
  TENDER_DEMO: booleanFlag.optional(),
  TENDER_SSO_PROVIDERS: z
    .string()
    .optional()
    .transform((text, ctx) => {
      if (!text) return {};
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'must be JSON: {"provider": {"secret": "…"}}' });
        return z.NEVER;
      }
    })
    .pipe(z.record(z.string(), ssoProviderSchema)),
  TENDER_BODY_LIMIT: z.coerce
    .number()
    .int()
    .positive()
    .default(1024 * 1024),
  /** The object store's signing key (HMAC-SHA256); unset: one generated and kept in the database. */
  TENDER_OSS_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  TENDER_UPLOAD_LIMIT: z.coerce
    .number()
    .int()
    .positive()
    .default(20 * 1024 * 1024),
  /** The built web app to serve at `/`; default packages/web/dist. */
  TENDER_WEB_DIR: z.string().min(1).optional(),
  /** Addresses or CIDR ranges of the reverse proxies whose X-Forwarded-For is believed; none by default. */
  TENDER_TRUST_PROXY: commaList(z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()])),
  /**
   * The origins browsers reach the app at behind a proxy (`https://tender.example.com`): the sign-in
   * socket accepts them besides its own host, and an https one turns HSTS on.
   */
  TENDER_PUBLIC_ORIGINS: commaList(
    z
      .url({ protocol: /^https?$/ })
      .refine((url) => new URL(url).origin === url.replace(/\/$/, ''), {
        message: 'must be an origin: scheme, host and port only',
      })
      .transform((url) => new URL(url).origin),
  ),
  /** The API's allowances a minute per token: `calls,searches,exports` (http/api-rate-limit.ts). */
  TENDER_API_RATE_LIMITS: z
    .string()
    .regex(/^\d+,\d+,\d+$/, 'must be three whole numbers: calls,searches,exports')
    .optional()
    .transform((text) => {
      if (!text) return DEFAULT_API_RATE_LIMITS;
      const [calls, searches, exports] = text.split(',').map(Number) as [number, number, number];
      return { calls, searches, exports };
    }),
  /** How long a client may take to send a whole request (headers and body); slower ones are cut off. */
  TENDER_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).default(120_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** `pretty` (readable lines) or `json`; unset: pretty on a terminal outside production (http/log-format.ts). */
  LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
  /** Serves Prometheus metrics at /metrics to `Authorization: Bearer <token>` (operations/metrics.ts). */
  TENDER_METRICS_TOKEN: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Serves Prometheus metrics on this port of TENDER_METRICS_HOST (default 127.0.0.1), apart from the API. */
  TENDER_METRICS_PORT: z.coerce.number().int().min(1).max(65_535).optional(),
  TENDER_METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  /** Sheds load (503 + Retry-After) past this event-loop delay; 0 turns it off (operations/load-shedding.ts). */
  TENDER_SHED_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).default(1_000),
  /** Sheds load past this resident memory, in MiB; 0 (the default) turns it off. */
  TENDER_SHED_RSS_MB: z.coerce.number().int().min(0).default(0),
  /** How long a request waits for a PostgreSQL connection before it is answered 503. */
  TENDER_DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).default(5_000),
  /** For bench/server/circulation.ts alone: the same server without its audit trail, to compare. */
  TENDER_BENCH_WITHOUT_AUDIT: booleanFlag.optional(),
});

/** Where the database lives: an embedded PGlite directory, or a PostgreSQL server. */
export type DatabaseTarget =
  | { readonly kind: 'pglite'; readonly dataDir: string }
  | {
      readonly kind: 'postgres';
      readonly url: string;
      readonly searchPath?: string;
      /** How long a query waits for a pool connection (TENDER_DB_CONNECT_TIMEOUT_MS). */
      readonly connectTimeoutMs?: number;
    };

export interface Config {
  readonly port: number;
  readonly host: string;
  readonly database: DatabaseTarget;
  /** Demo mode seeds the demo tenants, accounts and projects into an empty database. */
  readonly demo: boolean;
  readonly bodyLimit: number;
  readonly logLevel: string;
  /** Unset: chosen by where the lines go (http/log-format.ts). */
  readonly logFormat?: 'json' | 'pretty' | undefined;
  readonly ssoProviders: Readonly<Record<string, SsoProvider>>;
  /** Token lifetimes (§9): one day without rememberClient, thirty days with it. */
  readonly tokenLifetimeSeconds: { readonly normal: number; readonly remembered: number };
  /** Signs upload policies and download URLs of the object store; undefined: generated and persisted. */
  readonly ossSecret?: string | undefined;
  /** Largest file the object store accepts, in bytes (TENDER_UPLOAD_LIMIT, default 20 MiB). */
  readonly uploadLimit: number;
  /** The built web app served at `/` (TENDER_WEB_DIR, default packages/web/dist), when it exists. */
  readonly webDir?: string | undefined;
  readonly clock: Clock;
  /** Reverse proxies whose X-Forwarded-For gives the client's address (TENDER_TRUST_PROXY); none: the socket's. */
  readonly trustProxy: readonly string[];
  /** Origins the app is served at besides its own host (TENDER_PUBLIC_ORIGINS), without a trailing slash. */
  readonly publicOrigins: readonly string[];
  /**
   * Milliseconds a client may take to send a whole request (TENDER_REQUEST_TIMEOUT_MS, default 2 min:
   * a 20 MiB upload at 3 Mbps); a connection that trickles its body slower (slowloris) is closed.
   */
  readonly requestTimeoutMs: number;
  /** The API's requests a minute per token and kind of call (http/api-rate-limit.ts). */
  readonly apiRateLimits: ApiRateLimits;
  /**
   * Every write writes its audit row (ADR 0012). Off only when TENDER_BENCH_WITHOUT_AUDIT is set, which
   * the circulation benchmark does to measure the audit row's cost; never in a deployment.
   */
  readonly auditTrail: boolean;
  /** Where Prometheus metrics are served: behind a token on the API's port, on a port of their own, or not. */
  readonly metrics: {
    readonly token?: string | undefined;
    readonly port?: number | undefined;
    readonly host: string;
  };
  /** Load shedding's limits (0: that limit is off). */
  readonly shedding: { readonly maxEventLoopDelayMs: number; readonly maxRssBytes: number };
}

export const ONE_DAY_S = 24 * 60 * 60;
export const REMEMBERED_TOKEN_LIFETIME_S = 30 * ONE_DAY_S;

/**
 * The repository root: the nearest folder above this module whose package.json declares workspaces. Found
 * by walking up, so the same answer comes from src/ (tests, tsx) and from the built dist/ (`npm start`).
 */
export function repoRoot(from = dirname(fileURLToPath(import.meta.url))): string {
  for (let folder = from; ; folder = dirname(folder)) {
    const manifest = join(folder, 'package.json');
    if (existsSync(manifest) && 'workspaces' in JSON.parse(readFileSync(manifest, 'utf8'))) return folder;
    if (dirname(folder) === folder) throw new Error(`no workspace root above ${from}`);
  }
}

/**
 * Reads the configuration from the environment (see the package README):
 * - no DATABASE_URL: the embedded database in TENDER_DATA_DIR, default `<repo root>/data`; a relative
 *   TENDER_DATA_DIR is taken from the directory npm was started in (INIT_CWD), not the package folder;
 *   demo mode unless TENDER_DEMO=0;
 * - DATABASE_URL: PostgreSQL; demo mode only with TENDER_DEMO=1.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  // An empty variable (`DATABASE_URL=`) counts as unset.
  const parsed = envSchema.safeParse(
    Object.fromEntries(Object.entries(env).filter(([, value]) => value !== '')),
  );
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const baseDir = env.INIT_CWD ?? process.cwd();
  const database: DatabaseTarget = e.DATABASE_URL
    ? {
        kind: 'postgres',
        url: e.DATABASE_URL,
        ...(e.DATABASE_SCHEMA ? { searchPath: e.DATABASE_SCHEMA } : {}),
        connectTimeoutMs: e.TENDER_DB_CONNECT_TIMEOUT_MS,
      }
    : {
        kind: 'pglite',
        dataDir: e.TENDER_DATA_DIR
          ? isAbsolute(e.TENDER_DATA_DIR)
            ? e.TENDER_DATA_DIR
            : resolve(baseDir, e.TENDER_DATA_DIR)
          : join(repoRoot(), 'data'),
      };
  return {
    port: e.PORT,
    host: e.HOST,
    database,
    demo: e.TENDER_DEMO ?? database.kind === 'pglite',
    bodyLimit: e.TENDER_BODY_LIMIT,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
    ssoProviders: e.TENDER_SSO_PROVIDERS,
    tokenLifetimeSeconds: { normal: ONE_DAY_S, remembered: REMEMBERED_TOKEN_LIFETIME_S },
    ossSecret: e.TENDER_OSS_SECRET,
    uploadLimit: e.TENDER_UPLOAD_LIMIT,
    webDir: e.TENDER_WEB_DIR ? resolve(baseDir, e.TENDER_WEB_DIR) : join(repoRoot(), 'packages/web/dist'),
    clock: systemClock,
    trustProxy: e.TENDER_TRUST_PROXY,
    requestTimeoutMs: e.TENDER_REQUEST_TIMEOUT_MS,
    apiRateLimits: e.TENDER_API_RATE_LIMITS,
    publicOrigins: e.TENDER_PUBLIC_ORIGINS,
    auditTrail: !e.TENDER_BENCH_WITHOUT_AUDIT,
    metrics: { token: e.TENDER_METRICS_TOKEN, port: e.TENDER_METRICS_PORT, host: e.TENDER_METRICS_HOST },
    shedding: {
      maxEventLoopDelayMs: e.TENDER_SHED_EVENT_LOOP_DELAY_MS,
      maxRssBytes: e.TENDER_SHED_RSS_MB * 1024 * 1024,
    },
    ...overrides,
  };
}
