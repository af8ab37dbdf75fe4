// Vitest set-up for the console project: a clean DOM, storage and mocks after each test.
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Tests await the conditions they need; this only bounds a lazy route's first import on a loaded machine.
configure({ asyncUtilTimeout: 20_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.title = '';
});
