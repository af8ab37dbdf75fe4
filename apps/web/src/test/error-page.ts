// Checks on the error page (SPEC §8): its message text, and the way the app got there.
import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { shopRoutes, stubFetch } from './fetch-stub';
import { renderApp, type TestRouter } from './render-app';

/** Opens the error page at `path` on the seeded shop and waits for its message. */
export async function expectErrorText(path: string, message: string) {
  stubFetch(shopRoutes());
  await renderApp(path);
  expect(await screen.findByText(message)).toBeTruthy();
}

/** Waits until the app has gone to the error page at `path` and it shows `message`. */
export async function expectErrorPage(router: TestRouter, path: string, message: string) {
  await waitFor(() => expect(router.state.location.pathname).toBe(path));
  expect(await screen.findByText(message)).toBeTruthy();
}
