// The one throttle of every password check (issue 22 point 4): the player log-in, the operator log-in and the
// payout's password re-entry. It follows OWASP (Authentication and Credential Stuffing Prevention cheat sheets):
// - per account AND client address together, a few free failures, then growing delays (exponential back-off:
//   30 s, 60 s, 120 s, … up to the window), never a hard lock of the account: a stranger failing from their
//   address does not stop the owner from theirs;
// - per client address, a limit across accounts (one address trying many accounts), until its oldest failure
//   leaves the window;
// - per account from any address only where a stranger cannot try at all (the payout's password re-entry needs
//   the player's own session).
// State lives in the database (table auth_throttle_failures) so every instance counts the same, and time is the
// injected clock. Why not @fastify/rate-limit: it counts requests per key in memory (or Redis), while what must be
// limited is failed checks, and the right password must forgive the typos before it.
// An attempt is recorded before the password is checked and counted with the others, so parallel guesses cannot
// slip past; an attempt refused unchecked (or one that is no failure of the password, like a replayed TOTP code)
// is withdrawn again.
import { hash } from 'node:crypto';
import type { Config } from '../../config/env.ts';
import type { Db, Trx } from '../../db/database.ts';
import { addSeconds } from '../../lib/clock.ts';
import {
  countFailures,
  deleteAttempt,
  deleteExpiredFailures,
  deletePairFailures,
  type FailureCounts,
  insertAttempt,
  type ThrottleKey,
  type ThrottleScope,
} from './auth-throttle.repository.ts';

export type { ThrottleKey, ThrottleScope } from './auth-throttle.repository.ts';

/** The first delay after the free failures of one account from one address; each further failure doubles it. */
export const BACKOFF_BASE_SECONDS = 30;

export interface ThrottleSettings {
  /** Failures of one account from one address before the delays start. */
  freeFailuresPerAccountAndAddress: number;
  /** Failures from one address, on any account, before the address pauses. */
  maxFailuresPerAddress: number;
  /** Failures of one account from any address before it pauses; only where strangers cannot try (payout). */
  maxFailuresPerAccount: number | null;
  /** How long a failure counts; also the longest delay. */
  windowSeconds: number;
}

export function throttleSettingsOf(config: Config, scope: ThrottleScope): ThrottleSettings {
  if (scope === 'payout-password') {
    return {
      freeFailuresPerAccountAndAddress: config.payoutAuthMaxFailuresPerPlayer,
      maxFailuresPerAddress: config.payoutAuthMaxFailuresPerAddress,
      maxFailuresPerAccount: config.payoutAuthMaxFailuresPerPlayer,
      windowSeconds: config.payoutAuthWindowSeconds,
    };
  }
  return {
    freeFailuresPerAccountAndAddress: config.loginMaxFailuresPerAccount,
    maxFailuresPerAddress: config.loginMaxFailuresPerAddress,
    maxFailuresPerAccount: null,
    windowSeconds: config.loginFailureWindowSeconds,
  };
}

/**
 * Whose failures an attempt counts as: a known account by its id; an unknown log-in name by its hash (so unknown
 * names back off exactly like known ones and the answers do not tell which exist; never stored in clear, as
 * people type passwords into name fields).
 */
export function accountKeyOf(account: { id: number } | { unknownName: string }): string {
  if ('id' in account) return `id:${account.id}`;
  return `name:${hash('sha256', account.unknownName, 'hex')}`;
}

/**
 * The key of an attempt from `clientAddress` on an account: `found`, the account the typed `name` named, or
 * undefined for a name that names none.
 */
export function throttleKeyOf(
  scope: ThrottleScope,
  found: { id: number } | undefined,
  name: string,
  clientAddress: string,
): ThrottleKey {
  return {
    scope,
    accountKey: accountKeyOf(found === undefined ? { unknownName: name } : { id: found.id }),
    clientAddress,
  };
}

export type ThrottledAttempt = { open: true; attemptId: string } | { open: false; retryAfterSeconds: number };

function secondsUntil(at: Date, now: Date): number {
  return Math.ceil((at.getTime() - now.getTime()) / 1000);
}

/** The delay the account+address pair must wait after its latest failure, given its failures so far. */
export function backoffSeconds(settings: ThrottleSettings, failures: number): number {
  const beyondFree = failures - settings.freeFailuresPerAccountAndAddress;
  if (beyondFree < 0) return 0;
  // 2 ** 30 already exceeds any window: stop doubling there, so the number stays exact.
  return Math.min(settings.windowSeconds, BACKOFF_BASE_SECONDS * 2 ** Math.min(beyondFree, 30));
}

/** Seconds until the attempt may run, or 0 when it may run now. */
function waitSeconds(settings: ThrottleSettings, counts: FailureCounts, now: Date): number {
  const waits: number[] = [];
  const delay = backoffSeconds(settings, counts.pair.count);
  if (delay > 0 && counts.pair.latest !== null) waits.push(secondsUntil(addSeconds(counts.pair.latest, delay), now));
  const untilLeavesWindow = (oldest: Date | null) =>
    secondsUntil(addSeconds(oldest ?? now, settings.windowSeconds), now);
  if (counts.address.count > settings.maxFailuresPerAddress) waits.push(untilLeavesWindow(counts.address.oldest));
  if (settings.maxFailuresPerAccount !== null && counts.account.count > settings.maxFailuresPerAccount) {
    waits.push(untilLeavesWindow(counts.account.oldest));
  }
  return Math.max(0, ...waits);
}

/**
 * Records an attempt of the account from the address, counted as a failure until it is forgiven or withdrawn;
 * or refuses it, unchecked, with the seconds to wait.
 */
export async function openThrottledAttempt(
  db: Db,
  settings: ThrottleSettings,
  attempt: ThrottleKey & { now: Date },
): Promise<ThrottledAttempt> {
  const { now, ...key } = attempt;
  const since = addSeconds(now, -settings.windowSeconds);
  await deleteExpiredFailures(db, key, since);
  const attemptId = await insertAttempt(db, key, now);
  const counts = await countFailures(db, key, { attemptId, since });
  const wait = waitSeconds(settings, counts, now);
  if (wait === 0) return { open: true, attemptId };
  // Refused unchecked: no failure of the password, so it does not make the wait longer.
  await deleteAttempt(db, attemptId);
  return { open: false, retryAfterSeconds: wait };
}

/** An attempt that turned out to be no failure of the password (a replayed TOTP code after the right password). */
export async function withdrawAttempt(db: Db, attemptId: string): Promise<void> {
  await deleteAttempt(db, attemptId);
}

/** The right credentials prove the account from this address: its failures from there no longer count. */
export async function forgiveFailures(db: Db | Trx, key: ThrottleKey): Promise<void> {
  await deletePairFailures(db, key);
}
