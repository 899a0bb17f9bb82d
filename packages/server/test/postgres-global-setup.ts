import type { TestProject } from 'vitest/node';
import { createPostgresTemplate, type PostgresTemplate } from '../src/testing/test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated and seeded database every PostgreSQL test file clones. */
    postgresTemplate: PostgresTemplate;
  }
}

/**
 * Builds the demo database once on PostgreSQL (migrate + seed) as a template database: each test file
 * clones it in a fraction of a second instead of migrating and seeding a schema of its own (~1–2 s a
 * file on our 2 cores).
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('the postgres project needs TEST_DATABASE_URL');
  const started = Date.now();
  const { drop, ...template } = await createPostgresTemplate(url);
  console.log(`PostgreSQL template ${template.database} built in ${Date.now() - started} ms`);
  project.provide('postgresTemplate', template);
  return drop;
}
