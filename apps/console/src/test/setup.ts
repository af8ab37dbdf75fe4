// Vitest set-up for the console project: a clean DOM, storage and mocks after each test.
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

// Tests await the conditions they need; this only bounds a lazy route's first import on a loaded machine.
configure({ asyncUtilTimeout: 20_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.title = '';
});

// The files share a process and a jsdom per worker (vite.config.ts): after each file, its modules go (the next file
// imports the console's modules afresh, with none of their state) and the page is back at the start.
afterAll(() => {
  vi.resetModules();
  window.history.replaceState(null, '', '/');
});
