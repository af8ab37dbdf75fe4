// Runs in every server test file (setupFiles, vitest.config.ts). The files share a process per worker
// (`isolate: false`): whatever one file changed of the process is put back before the next file starts.
import { afterAll, vi } from 'vitest';
import { closeLeftovers } from './file-end.ts';

// Registered before the file's own hooks, so it runs after them (Vitest runs after-hooks as a stack).
afterAll(async () => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  const left = await closeLeftovers();
  if (left > 0) process.stderr.write(`a test file left ${left} database(s) or app(s) open: closed after it\n`);
}, 120_000);
