import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type Actor,
  actorOf,
  LogIn,
  type Project,
  type ProjectInput,
  SaveProject,
  STORAGE_KEYS,
  TokenStore,
} from '@tender/domain';
import { nodeModule } from '@tender/infrastructure/node';
import { Container } from 'inversify';
import { DEMO_PASSWORD, type DemoUser } from './demo-users';

/** A demo user signed in through the Node container: the journeys' way to arrange facts over the real API. */
export interface ApiSession {
  readonly container: Container;
  readonly actor: Actor;
  /** The signed-in token as the login page stores it in localStorage (§9 keys → values). */
  readonly storage: Record<string, string>;
  /** A new open-tendering project of this user's tenant, at its first step, with one bid package. */
  createProject(overrides?: Partial<ProjectInput>): Promise<Project>;
}

let sequence = 0;
/**
 * Names this worker's projects apart from the other worker's (journeys run two at a time), and the fixed
 * width of the sequence keeps one name from being a part of another (getByText matches a substring).
 * Upper case, so a business number holding it reads as a code, not as English (english-on-screen.ts):
 * a lower-case tag such as "aff8" failed the Chinese journeys whenever its letters made a word.
 */
const WORKER_TAG = randomBytes(2).toString('hex').toUpperCase();

/**
 * Signs `user` in against the journeys' server with the same use cases and HTTP adapters as the CLI
 * (`@tender/infrastructure/node`). Each journey creates the projects it changes, so journeys never
 * depend on one another or on the demo data's random facts.
 */
export async function apiAs(baseUrl: string, user: DemoUser, tenantId = 3): Promise<ApiSession> {
  const container = new Container();
  container.load(nodeModule({ apiUrl: baseUrl, configDir: mkdtempSync(join(tmpdir(), 'tender-e2e-api-')) }));
  const { session } = await container
    .get(LogIn)
    .execute({ userName: user, password: DEMO_PASSWORD, rememberMe: false, tenantId });
  const actor = actorOf(session);
  const token = container.get<TokenStore>(TokenStore).load();
  if (!token) throw new Error(`${user} signed in, but no token was stored`);
  return {
    container,
    actor,
    storage: {
      [STORAGE_KEYS.accessToken]: token.accessToken,
      [STORAGE_KEYS.tokenExpiresAt]: String(token.expiresAt),
      [STORAGE_KEYS.tenantId]: String(token.tenantId),
      ...(token.tenantName !== undefined ? { [STORAGE_KEYS.tenantName]: token.tenantName } : {}),
    },
    createProject: (overrides = {}) => {
      sequence++;
      return container.get(SaveProject).execute({
        projectName: `旅程项目 ${WORKER_TAG}-${String(sequence).padStart(3, '0')}`,
        projectNum: `E2E-${Date.now()}-${WORKER_TAG}-${sequence}`,
        biddingMethod: '公开招标',
        projectManager: session.user.id,
        isTenderByLaw: false,
        sGroupList: [{ groupNumber: '1', groupName: '标段一', groupBudget: '500000' }],
        ...overrides,
      } as ProjectInput);
    },
  };
}

/** localStorage of a browser `user` has just signed in with, on the journeys' server. */
export async function storedTokenOf(baseUrl: string, user: DemoUser): Promise<Record<string, string>> {
  return (await apiAs(baseUrl, user)).storage;
}
