// Checks on the error page (SPEC §8): its message text, and the way the app got there.
import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { shopRoutes, stubFetch } from './fetch-stub';
import { renderApp } from './render-app';

/** Opens the error page at `path` on the seeded shop and waits for its message. */
export async function expectErrorText(path: string, message: string) {
  stubFetch(shopRoutes());
  await renderApp(path);
  expect(await screen.findByText(message)).toBeTruthy();
}

/** Opens `from` and waits until the app has gone on to the error page at `errorPath` and it shows `message`. */
export async function expectSentToErrorPage(from: string, errorPath: string, message: string) {
  const { router } = await renderApp(from);
  await waitFor(() => expect(router.state.location.pathname).toBe(errorPath));
  expect(await screen.findByText(message)).toBeTruthy();
}
