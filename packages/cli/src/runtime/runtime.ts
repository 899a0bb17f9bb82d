import { DEFAULT_TENANT_ID, type Locale, type StoredToken } from '@tender/domain';
import { tenderConfigDir } from '@tender/infrastructure/node';
import type { Container } from 'inversify';
import { UsageError } from '../errors/cli-error';
import type { CliIo } from '../io';
import { type CliConfig, CliConfigFile } from './cli-config';
import { createContainer } from './composition-root';

/** Where `npm start` serves by default (packages/server README). */
export const DEFAULT_SERVER = 'http://127.0.0.1:8080';

/** One run's wiring: the container, the saved config and where things came from. */
export interface Runtime {
  readonly container: Container;
  readonly server: string;
  readonly configDir: string;
  readonly config: CliConfigFile;
  readonly saved: CliConfig;
  readonly tokenSource: 'env' | 'file';
  readonly locale: Locale;
}

export interface RuntimeOptions {
  /** `auth login --server`: beats TENDER_SERVER and the saved server. */
  readonly server?: string;
  readonly lang?: string;
}

/**
 * Builds the runtime from the environment and the saved config: server from `--server`, TENDER_SERVER,
 * the last login, else the local default; the token from TENDER_TOKEN (tenant TENDER_TENANT) or the file.
 */
export function openRuntime(io: CliIo, options: RuntimeOptions = {}): Runtime {
  const configDir = tenderConfigDir(io.env as NodeJS.ProcessEnv);
  const config = new CliConfigFile(configDir);
  const saved = config.read();
  const server = normaliseServer(
    options.server ?? nonEmpty(io.env.TENDER_SERVER) ?? saved.server ?? DEFAULT_SERVER,
  );
  const envToken = envTokenOf(io.env);
  return {
    container: createContainer({ server, configDir, ...(envToken ? { envToken } : {}) }),
    server,
    configDir,
    config,
    saved,
    tokenSource: envToken ? 'env' : 'file',
    locale: localeOf(options.lang ?? io.env.TENDER_LANG),
  };
}

function envTokenOf(env: CliIo['env']): StoredToken | undefined {
  const accessToken = nonEmpty(env.TENDER_TOKEN);
  if (!accessToken) return undefined;
  const tenant = nonEmpty(env.TENDER_TENANT);
  if (tenant !== undefined && !/^\d+$/.test(tenant)) {
    throw new UsageError('TENDER_TENANT must be a tenant id when TENDER_TOKEN is set');
  }
  return {
    accessToken,
    expiresAt: Number.MAX_SAFE_INTEGER,
    tenantId: tenant === undefined ? DEFAULT_TENANT_ID : Number(tenant),
  };
}

export function normaliseServer(url: string): string {
  const trimmed = url.trim().replace(/\/+$/, '');
  if (!/^https?:\/\/[^/\s]+/.test(trimmed)) {
    throw new UsageError(`the server must be an http(s) URL such as ${DEFAULT_SERVER}, not "${url}"`);
  }
  return trimmed;
}

function localeOf(lang: string | undefined): Locale {
  return lang?.toLowerCase().startsWith('zh') ? 'zh-CN' : 'en';
}

/** An empty variable counts as unset (as in the server's configuration). */
export function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}
