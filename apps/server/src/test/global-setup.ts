// Vitest global setup of the server project: builds the database templates once per run, before any test file:
// PGlite's always, PostgreSQL's when TEST_DATABASE_URL is set.
import type { TestProject } from 'vitest/node';
import { type PgliteTemplateFiles, preparePgliteTemplates } from './pglite-templates.ts';
import { type PostgresTemplates, preparePostgresTemplates } from './postgres-templates.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplates: PgliteTemplateFiles;
    postgresTemplates: PostgresTemplates | null;
  }
}

type Templates = [PgliteTemplateFiles, PostgresTemplates | null];

/**
 * Both server projects (the shared-process one and the isolated one, vitest.config.ts) run this setup in the one
 * Vitest process, each through a module loader of its own: the templates are built once for both, not twice at
 * the same time (two builds of one PostgreSQL template would collide on its name).
 */
const shared = globalThis as typeof globalThis & { shopTestTemplates?: Promise<Templates> };

export default async function setup(project: TestProject): Promise<void> {
  const postgresUrl = process.env.TEST_DATABASE_URL?.trim() || undefined;
  shared.shopTestTemplates ??= Promise.all([
    preparePgliteTemplates(),
    postgresUrl === undefined ? null : preparePostgresTemplates(postgresUrl),
  ]);
  const [pgliteTemplates, postgresTemplates] = await shared.shopTestTemplates;
  project.provide('pgliteTemplates', pgliteTemplates);
  project.provide('postgresTemplates', postgresTemplates);
}
