import {
  KNOWN_STEP_ROUTERS,
  SETTING_AREAS,
  SHELL_STEP_ROUTERS,
  SUB_APPLICATION_STEP_ROUTERS,
} from '@tender/domain';
import { describe, expect, it } from 'vitest';
import { ROUTE_TABLE } from '../route-table';
import { SUB_APPLICATIONS } from './sub-application-registry';

/**
 * The step pages a flow template may name without marking them external are one list in the domain
 * (KNOWN_STEP_ROUTERS, ADR 0013); the server's template rules read it, and this app must serve each.
 */
describe('the web app serves every known step router', () => {
  const registered = SUB_APPLICATIONS.map((app) => app.route);

  it('registers a sub-application for each step page of the domain’s list', () => {
    expect(registered).toEqual(expect.arrayContaining([...SUB_APPLICATION_STEP_ROUTERS]));
  });

  it('registers each settings area the domain says it serves (the libraries, the experts, the notices)', () => {
    expect(registered).toEqual(expect.arrayContaining([...SETTING_AREAS]));
  });

  it('lists every registered step page in the domain, so templates may name it', () => {
    const steps = SUB_APPLICATIONS.filter((app) => app.step).map((app) => app.route);
    expect([...SUB_APPLICATION_STEP_ROUTERS].sort()).toEqual([...steps].sort());
  });

  it('renders each step page of the shell from its own route table', () => {
    for (const router of SHELL_STEP_ROUTERS) {
      const route = ROUTE_TABLE.find((row) => row.path === router);
      expect(route?.screen.kind, router).toBe('page');
    }
  });

  it('has nothing else in the list', () => {
    expect([...KNOWN_STEP_ROUTERS].sort()).toEqual(
      [...SUB_APPLICATION_STEP_ROUTERS, ...SHELL_STEP_ROUTERS].sort(),
    );
  });
});
