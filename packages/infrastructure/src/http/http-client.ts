import { DEFAULT_TENANT_ID, type TokenStore, UnavailableError } from '@tender/domain';
import axios, {
  type AxiosAdapter,
  type AxiosInstance,
  type AxiosResponse,
  isAxiosError,
  type Method,
} from 'axios';
import { errorFromReply, errorFromTransport, type FailureContext, isAbpEnvelope } from './abp-envelope';
import type { HttpEvents } from './http-events';

/** Every call gives up after this long (§7, §9 "HTTP timeout 60 s"). */
export const HTTP_TIMEOUT_MS = 60_000;

/** The tenant header of every call (§7). */
export const TENANT_HEADER = 'Abp.TenantId';

/**
 * The reply's expected shape. Structurally a zod schema (the domain's entity schemas are passed in) without
 * tying this package to zod's types.
 */
export interface ReplySchema<T> {
  safeParse(
    input: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

export interface HttpClientOptions {
  /** Base URL of the service, e.g. `http://127.0.0.1:8080/middleware`; paths are appended to it. */
  readonly baseURL: string;
  /** The service in words for error messages: "the API server", "the middleware service" … */
  readonly service: string;
  readonly tokens: TokenStore;
  readonly events?: HttpEvents;
  /** 60 s by default (§7, §9). */
  readonly timeoutMs?: number;
  /** Tenant header of calls made before login, when no token (and so no tenant) is stored (§9: 3). */
  readonly defaultTenantId?: number;
  /** Axios transport override, for tests that need one; production uses axios's default. */
  readonly adapter?: AxiosAdapter;
}

export interface RequestOptions<T> {
  readonly params?: Record<string, unknown>;
  readonly body?: unknown;
  /** Validates the unwrapped result; without it the result is returned as the server sent it. */
  readonly schema?: ReplySchema<T>;
  /** The tenant header for this call (login names its tenant before a token exists). */
  readonly tenantId?: number;
  /** Send no bearer token (login, external hand-over). */
  readonly anonymous?: boolean;
  /**
   * A 401 here is a wrong credential, not a lost session: no `unauthorized` event, so a wrong password on
   * the login page does not log the user out and send them to the user centre (§8).
   */
  readonly loginAttempt?: boolean;
  /** What a 404 of this call means. */
  readonly notFound?: FailureContext['notFound'];
  /** Extra headers of this call (a signed upload's fields, a raw body's Content-Type). */
  readonly headers?: Readonly<Record<string, string>>;
  readonly signal?: AbortSignal;
  /** A file rather than JSON (an export): the reply's bytes; a refusal is still read as JSON. */
  readonly responseType?: 'arraybuffer';
  /** Upload progress of the body, 0–100 (a browser reports it; Node's adapter may not). */
  readonly onUploadProgress?: (percent: number) => void;
}

/**
 * One service's HTTP client (§7): base URL, bearer token and tenant headers from the TokenStore on every
 * call, the 60 s timeout, and the one place where the ABP envelope is unwrapped and failures become the
 * domain's typed errors (§8). Every failure rejects; the events only notify the shell.
 */
export class HttpClient {
  readonly axios: AxiosInstance;
  readonly baseURL: string;
  private readonly timeoutMs: number;

  constructor(private readonly options: HttpClientOptions) {
    this.baseURL = options.baseURL.replace(/\/+$/, '');
    this.timeoutMs = options.timeoutMs ?? HTTP_TIMEOUT_MS;
    this.axios = axios.create({
      baseURL: this.baseURL,
      timeout: this.timeoutMs,
      // Every status resolves, so the mapping below sees replies and transport failures apart, in one place.
      validateStatus: () => true,
      headers: { Accept: 'application/json' },
      // Calls authenticate with the bearer token, never a cookie, so no XSRF header is wanted. Reading
      // its cookie is asynchronous in browsers with cookieStore: every send then waited for a task while
      // the page rendered, so first-load requests left late (ADR 0010; the figure in bench/README.md).
      withXSRFToken: false,
      ...(options.adapter ? { adapter: options.adapter } : {}),
    });
  }

  get<T = unknown>(url: string, options: RequestOptions<T> = {}): Promise<T> {
    return this.request('GET', url, options);
  }

  post<T = unknown>(url: string, body?: unknown, options: RequestOptions<T> = {}): Promise<T> {
    return this.request('POST', url, { ...options, body });
  }

  delete<T = unknown>(url: string, options: RequestOptions<T> = {}): Promise<T> {
    return this.request('DELETE', url, options);
  }

  async request<T>(method: Method, url: string, options: RequestOptions<T> = {}): Promise<T> {
    const context: FailureContext = {
      service: this.options.service,
      baseURL: this.baseURL,
      url,
      ...(options.notFound ? { notFound: options.notFound } : {}),
    };
    let response: AxiosResponse<unknown>;
    try {
      response = await this.send(method, url, options);
    } catch (error) {
      throw withCause(
        errorFromTransport(
          {
            code: isAxiosError(error) ? error.code : undefined,
            message: error instanceof Error ? error.message : String(error),
          },
          context,
          this.timeoutMs,
        ),
        error,
      );
    }
    const result = this.unwrap(response, context, options);
    return options.schema ? this.validate(result, options.schema, context) : (result as T);
  }

  /**
   * Sends once; a GET whose kept-alive connection the server had already closed is sent once more on a
   * fresh one (browsers do the same). Nothing else is retried: a POST may have taken effect.
   */
  private async send(
    method: Method,
    url: string,
    options: RequestOptions<unknown>,
  ): Promise<AxiosResponse<unknown>> {
    try {
      return await this.sendOnce(method, url, options);
    } catch (error) {
      if (method !== 'GET' || !isAxiosError(error) || error.code !== 'ECONNRESET') throw error;
      return this.sendOnce(method, url, options);
    }
  }

  private sendOnce(
    method: Method,
    url: string,
    options: RequestOptions<unknown>,
  ): Promise<AxiosResponse<unknown>> {
    return this.axios.request({
      method,
      url,
      params: options.params,
      data: options.body,
      headers: {
        ...this.headersFor(options),
        // Axios labels a bodiless POST as a form; the server rightly refuses that (415). Send no type.
        ...(options.body === undefined ? { 'Content-Type': null } : {}),
        ...options.headers,
      },
      ...(options.signal ? { signal: options.signal } : {}),
      ...(options.responseType ? { responseType: options.responseType } : {}),
      ...(options.onUploadProgress
        ? {
            onUploadProgress: ({ loaded, total }: { loaded: number; total?: number }) => {
              if (total) options.onUploadProgress?.(Math.min(100, Math.round((loaded / total) * 100)));
            },
          }
        : {}),
    });
  }

  /**
   * Opens a stream of Server-Sent Events (fetch, so that the bearer and tenant headers go with it, which
   * EventSource cannot send). The caller reads the body; a refusal is its status, not an error.
   */
  openEventStream(url: string, signal: AbortSignal): Promise<Response> {
    return fetch(`${this.baseURL}${url}`, {
      headers: { ...this.headersFor({}), Accept: 'text/event-stream' },
      signal,
    });
  }

  private headersFor(options: RequestOptions<unknown>): Record<string, string> {
    const stored = this.options.tokens.load();
    const headers: Record<string, string> = {};
    if (stored && !options.anonymous) headers.Authorization = `Bearer ${stored.accessToken}`;
    const tenantId =
      options.tenantId ?? stored?.tenantId ?? this.options.defaultTenantId ?? DEFAULT_TENANT_ID;
    headers[TENANT_HEADER] = String(tenantId);
    return headers;
  }

  /** The one place the envelope is opened: a success gives its result, anything else a typed error. */
  private unwrap(
    response: AxiosResponse<unknown>,
    context: FailureContext,
    options: RequestOptions<unknown>,
  ): unknown {
    const { status } = response;
    const ok = status >= 200 && status < 300;
    // A file asked for as bytes: a refusal still comes as JSON, read from those bytes.
    const data = !ok && response.data instanceof ArrayBuffer ? jsonOf(response.data) : response.data;
    if (ok && isAbpEnvelope(data) && data.success) return data.result;
    if (ok && !isAbpEnvelope(data)) return data;
    const error = errorFromReply(status, data, context);
    if (status === 401 && !options.loginAttempt && !isLoginResult(data)) {
      this.options.events?.emit('unauthorized', { message: error.message, url: context.url });
    }
    if (status === 403) this.options.events?.emit('forbidden', { message: error.message, url: context.url });
    throw error;
  }

  private validate<T>(result: unknown, schema: ReplySchema<T>, context: FailureContext): T {
    const parsed = schema.safeParse(result);
    if (parsed.success) return parsed.data;
    const fields = parsed.error.issues
      .slice(0, 5)
      .map((issue) => `${issue.path.map(String).join('.') || '(reply)'}: ${issue.message}`)
      .join('; ');
    // The server broke the contract: the client cannot use the reply, as if the service were down.
    throw new UnavailableError(`${context.service} sent an unexpected reply to ${context.url} (${fields})`);
  }
}

/** §8: the 401 handler skips replies whose result carries isLogin (a login page's own refusal). */
function isLoginResult(body: unknown): boolean {
  if (!isAbpEnvelope(body)) return false;
  const result = body.result as { isLogin?: unknown } | null | undefined;
  return typeof result === 'object' && result !== null && Boolean(result.isLogin);
}

function withCause<E extends Error>(error: E, cause: unknown): E {
  error.cause = cause;
  return error;
}

/** The JSON a byte reply holds, or the bytes as text when they are not JSON. */
function jsonOf(bytes: ArrayBuffer): unknown {
  const text = new TextDecoder().decode(bytes);
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
