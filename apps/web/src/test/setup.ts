// Vitest set-up for the web project: a clean DOM, storage, token and mocks after each test.
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { tokenStore } from '../lib/token-store';

beforeEach(() => {
  // jsdom has no layout: scrolling is a no-op here.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  tokenStore.clear();
  localStorage.clear();
  sessionStorage.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
