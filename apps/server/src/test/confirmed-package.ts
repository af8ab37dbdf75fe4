// A saver package ready for its monthly bookings, for tests against the real PSP sandbox (sandbox-harness.ts):
// a new player signs up, pays and confirms by the e-mail's link.
import { expect } from 'vitest';
import type { SandboxHarness } from './sandbox-harness.ts';
import { callSignup, confirmByMail, newPlayer, signUpFor } from './subscription-helpers.ts';

/** A new player whose package (`input`: provider, price, payment details) is signed up and confirmed. */
export async function newConfirmedPackage(
  h: Pick<SandboxHarness, 'shop' | 'database'>,
  input: Parameters<typeof signUpFor>[2],
) {
  const player = await newPlayer(h.shop);
  const signUp = await signUpFor(h.shop, player.userName, input);
  expect((await callSignup(h.shop, signUp, input.provider, input.price)).statusCode).toBe(200);
  expect((await confirmByMail(h.shop, h.database.db, player.userId)).statusCode).toBe(200);
  return { player, signUp };
}
