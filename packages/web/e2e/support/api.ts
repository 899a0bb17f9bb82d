import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Actor, actorOf, LogIn, type Project, type ProjectInput, SaveProject } from '@tender/domain';
import { nodeModule } from '@tender/infrastructure/node';
import { Container } from 'inversify';
import { DEMO_PASSWORD, type DemoUser } from './journey';

/** A demo user signed in through the Node container: the journeys' way to arrange facts over the real API. */
export interface ApiSession {
  readonly container: Container;
  readonly actor: Actor;
  /** A new open-tendering project of this user's tenant, at its first step, with one bid package. */
  createProject(overrides?: Partial<ProjectInput>): Promise<Project>;
}

let sequence = 0;

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
  return {
    container,
    actor,
    createProject: (overrides = {}) => {
      sequence++;
      return container.get(SaveProject).execute({
        projectName: `旅程项目 ${sequence}`,
        projectNum: `E2E-${Date.now()}-${sequence}`,
        biddingMethod: '公开招标',
        projectManager: session.user.id,
        isTenderByLaw: false,
        sGroupList: [{ groupNumber: '1', groupName: '标段一', groupBudget: '500000' }],
        ...overrides,
      } as ProjectInput);
    },
  };
}
