import {
  clause,
  formatFilter,
  type Paged,
  pagedSchema,
  SIGN_IN_LIST_MAX,
  type SignIn,
  type SignInFeed,
  type SignInSubscription,
  signInSchema,
  UnavailableError,
} from '@tender/domain';
import { errorFromReply, isAbpEnvelope } from '../http/abp-envelope';

/** The part of the WebSocket API the feed uses: the browser's WebSocket and the `ws` package's both fit. */
export interface WebSocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  onerror: ((event: unknown) => void) | null;
}

/** Who the feed signs in as: the stored access token and its tenant (a StoredToken fits). */
export interface SignInFeedCredentials {
  readonly accessToken: string;
  readonly tenantId: number;
}

export interface SignInFeedOptions {
  /** The middleware's sign-in WebSocket address, e.g. `ws://127.0.0.1:8080/middleware/signIn`. */
  readonly url: string;
  /** Opens a socket: `new WebSocket(url)` in the browser, `new WebSocket(url)` from `ws` in Node. */
  readonly createSocket: (url: string) => WebSocketLike;
  /**
   * Read at every (re)connection, so a renewed login is picked up. The server refuses a feed that does
   * not authenticate; null sends no token (the server then refuses and the feed retries with backoff).
   */
  readonly credentials?: () => SignInFeedCredentials | null;
  /** The random client id of §7. */
  readonly randomId?: () => string;
  /** First reconnect delay (ms); doubles per failed attempt up to maxDelayMs. */
  readonly initialDelayMs?: number;
  readonly maxDelayMs?: number;
  /**
   * Told of a reply that is not a sign-in list, of a refusal (as its domain error) and of each dropped
   * connection; the feed keeps going unless the refusal cannot heal (see PERMANENT_REFUSALS).
   */
  readonly onError?: (error: Error) => void;
}

const OPEN = 1;
const NORMAL_CLOSURE = 1000;
/**
 * The server closes a refused feed with 4000 + the HTTP status. A bad request (4400), a token of
 * another tenant (4403) or a missing project (4404) stay so on retry: the feed stops. A missing or
 * expired token (4401) may heal with a new login, so that one retries with backoff like a drop.
 */
const PERMANENT_REFUSALS = new Set([4400, 4403, 4404]);
const signInPageSchema = pagedSchema(signInSchema);

/** The getPaged request of §7: sign-ins of the project, newest first, at most 500. */
export function signInListRequest(projectId: number) {
  return {
    method: 'getPaged',
    params: {
      Filter: formatFilter([clause('type', '=', 'signIn'), clause('projectId', '=', projectId)]),
      Sorting: 'signInTime desc',
      MaxResultCount: SIGN_IN_LIST_MAX,
      SkipCount: 0,
    },
  };
}

/** The first message: the token travels in the socket, never in the URL, which ends up in logs. */
export function authenticateRequest(credentials: SignInFeedCredentials) {
  return {
    method: 'authenticate',
    params: { token: credentials.accessToken, tenantId: credentials.tenantId },
  };
}

/**
 * The live sign-in list of a project (§7 WebSocket): connects with a random id, the user name and the
 * project id, authenticates, asks for the list, and hands every pushed list to the subscriber. A
 * dropped connection is re-opened with exponential backoff (reset once a list arrives), and the feed
 * authenticates and asks again; unsubscribing closes it for good.
 */
export class WebSocketSignInFeed implements SignInFeed {
  constructor(private readonly options: SignInFeedOptions) {}

  subscribe(subscription: SignInSubscription, onList: (list: Paged<SignIn>) => void): () => void {
    const { options } = this;
    const initialDelay = options.initialDelayMs ?? 500;
    const maxDelay = options.maxDelayMs ?? 30_000;
    let socket: WebSocketLike | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let closed = false;

    const connect = () => {
      const url = new URL(options.url);
      url.searchParams.set('id', (options.randomId ?? randomId)());
      url.searchParams.set('userName', subscription.userName);
      url.searchParams.set('projectId', String(subscription.projectId));
      const current = options.createSocket(url.toString());
      socket = current;
      current.onopen = () => {
        const credentials = options.credentials?.();
        if (credentials) current.send(JSON.stringify(authenticateRequest(credentials)));
        current.send(JSON.stringify(signInListRequest(subscription.projectId)));
      };
      current.onmessage = (event) => {
        const message = messageOf(event.data);
        if (message.refusal) {
          options.onError?.(
            errorFromReply(0, message.refusal, {
              service: 'the sign-in feed',
              baseURL: options.url,
              url: options.url,
              notFound: { entity: 'Project', id: subscription.projectId },
            }),
          );
        } else if (message.list) {
          // Only a served list proves the connection works: refusals keep backing off.
          attempt = 0;
          onList(message.list);
        } else {
          options.onError?.(
            new UnavailableError('The sign-in feed sent a message that is not a sign-in list'),
          );
        }
      };
      // A failed connection also fires close, which is where the retry is scheduled.
      current.onerror = () => {};
      current.onclose = (event) => {
        if (closed || socket !== current) return;
        if (PERMANENT_REFUSALS.has(event.code)) {
          closed = true;
          return;
        }
        options.onError?.(
          new UnavailableError(`The sign-in feed was disconnected (code ${event.code}); reconnecting`),
        );
        const delay = Math.min(maxDelay, initialDelay * 2 ** attempt);
        attempt++;
        timer = setTimeout(connect, delay);
      };
    };

    connect();
    return () => {
      closed = true;
      if (timer) clearTimeout(timer);
      if (socket) {
        socket.onmessage = null;
        if (socket.readyState === OPEN) socket.close(NORMAL_CLOSURE, 'unsubscribed');
        // A socket still connecting is closed as soon as it opens.
        else socket.onopen = () => socket?.close(NORMAL_CLOSURE, 'unsubscribed');
      }
    };
  }
}

/**
 * A message of the server: a list `{items, totalCount}`, bare or in an ABP envelope; a refusal (an
 * envelope with success false, the socket closes next); or neither.
 */
function messageOf(data: unknown): { list?: Paged<SignIn>; refusal?: unknown } {
  let value: unknown;
  try {
    value = JSON.parse(typeof data === 'string' ? data : String(data));
  } catch {
    return {};
  }
  if (isAbpEnvelope(value)) {
    if (!value.success) return { refusal: value };
    value = value.result;
  }
  const parsed = signInPageSchema.safeParse(value);
  return parsed.success ? { list: parsed.data } : {};
}

function randomId(): string {
  return globalThis.crypto.randomUUID();
}
