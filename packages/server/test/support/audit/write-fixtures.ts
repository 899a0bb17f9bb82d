import { bondFixtures } from './bond-fixtures';
import { evaluationFixtures } from './evaluation-fixtures';
import type { FixtureWorld } from './fixture-helpers';
import { organisationFixtures } from './organisation-fixtures';
import { projectFixtures } from './project-fixtures';
import { sessionFixtures } from './session-fixtures';
import type { WriteFixture } from './write-fixture';

/**
 * One valid request of every write route of the OpenAPI document, and the audit row it must write
 * (ADR 0012). The audit walk proves the rows; the authorisation matrix sends the same requests as every
 * demo role (ADR 0014).
 */
export function writeFixtures(world: () => FixtureWorld): Record<string, WriteFixture> {
  return {
    ...bondFixtures(() => world().api),
    ...evaluationFixtures(
      () => world().api,
      () => world().clock(),
    ),
    ...organisationFixtures(world),
    ...sessionFixtures(world),
    ...projectFixtures(world),
  };
}
