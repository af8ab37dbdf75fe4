// The player's "approve" on the PSP sandbox's PayPal page, for tests against the real sandbox
// (sandbox-harness.ts): the page's form is posted, then the shop is polled until the purchase has succeeded.
import { expect } from 'vitest';
import { purchaseStatus } from './purchase-helpers.ts';
import type { SandboxHarness } from './sandbox-harness.ts';

/** Approves the payment at `visit` (the purchase's visit URL) and returns the purchase's status once SUCCESS. */
export async function approveAtPaypal(
  h: Pick<SandboxHarness, 'shop' | 'eventually'>,
  authorization: string,
  tid: string,
  visit: string,
) {
  const approved = await fetch(visit, {
    method: 'POST',
    body: new URLSearchParams({ choice: 'approve' }),
    redirect: 'manual',
  });
  expect(approved.status).toBeLessThan(400);
  return h.eventually(
    async () => (await purchaseStatus(h.shop, authorization, tid)).json(),
    (body) => Reflect.get(Object(body), 'state') === 'SUCCESS',
  );
}
