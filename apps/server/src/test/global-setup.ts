// Vitest global setup of the server project: builds the PGlite templates once per run, before any test file.
import type { TestProject } from 'vitest/node';
import { type PgliteTemplateFiles, preparePgliteTemplates } from './pglite-templates.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplates: PgliteTemplateFiles;
  }
}

export default async function setup(project: TestProject): Promise<void> {
  project.provide('pgliteTemplates', await preparePgliteTemplates());
}
