// Vitest set-up for the web project: a clean DOM, storage, token and mocks after each test.
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, vi } from 'vitest';
import { tokenStore } from '../lib/token-store';

// Tests await the condition they need (an element, a fake timer); this is only a backstop for a machine busy with
// other suites, where a lazy route's first import can take longer than Testing Library's default 1 s.
configure({ asyncUtilTimeout: 20_000 });

beforeEach(() => {
  // jsdom has no layout: scrolling is a no-op here.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  tokenStore.clear();
  localStorage.clear();
  sessionStorage.clear();
  // The stored language's cookie (lib/i18n.ts) and any other a test left.
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API.
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

// The files share a process and a jsdom per worker (vite.config.ts): after each file, its modules go (the next file
// imports the shop's modules afresh, with none of their state) and the page is back at the start.
afterAll(() => {
  vi.resetModules();
  window.history.replaceState(null, '', '/');
  document.title = '';
});
