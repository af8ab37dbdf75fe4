// The purchase this tab is running (SPEC §4): the tid and provider visit the processing views need,
// the last result the end screens show, and the pay attempt's Idempotency-Key. Kept in sessionStorage,
// so a reload or the return from the provider's page finds them; the tid also goes to the essential
// record (localStorage) in case the provider returns in another tab.
import type { PurchaseResult } from '@shop/contracts/purchase';
import type { Visit } from '@shop/contracts/shop';
import { purchaseResultCheck, visitCheck } from './contract-checks/later/purchase';
import { readEssentialRecord, updateEssentialRecord } from './essential-record';
import { isRecord } from './is-record';
import { PURCHASE_KEY } from './purchase-tid';
import { readJson, writeJson } from './storage';

const ATTEMPT_KEY = 'shop.pay-attempt';

export type PurchaseSession = {
  tid?: string;
  /** Where the forwarding view sends the player (SPEC §4: kept for forwarding). */
  visit?: Visit;
  /** The provider's own page from the purchase result, used when the status names no visit. */
  providerPage?: string;
  /** Whether the player was a practice player when paying: the end screen and conversion page differ. */
  practice: boolean;
  /** The latest purchase result (pay answer or status), for the end screens. */
  result?: PurchaseResult;
  /** "tid url" pairs this tab already left for, so a return from the provider never loops back. */
  left: string[];
  /** The saver package's sign-up after this purchase (SPEC §4 SUCCESS): done once per tid. */
  subscription?: SubscriptionOutcome;
  /** The player ticked the review's express opt-in for this purchase (SPEC §4 SUCCESS saves it). */
  expressOptIn?: boolean;
  /** The express subscription after this purchase: done once per tid. */
  express?: ExpressOutcome;
};

export type SubscriptionOutcome = { tid: string; started: boolean };
export type ExpressOutcome = { tid: string; subscribed: boolean };

function parse(raw: unknown): PurchaseSession {
  const session: PurchaseSession = { practice: false, left: [] };
  if (!isRecord(raw)) return session;
  if (typeof raw.tid === 'string' && raw.tid !== '') session.tid = raw.tid;
  const visit = visitCheck.safeParse(raw.visit);
  if (visit.success) session.visit = visit.data;
  if (typeof raw.providerPage === 'string' && raw.providerPage !== '') session.providerPage = raw.providerPage;
  session.practice = raw.practice === true;
  const result = purchaseResultCheck.safeParse(raw.result);
  if (result.success) session.result = result.data;
  if (Array.isArray(raw.left)) session.left = raw.left.filter((entry): entry is string => typeof entry === 'string');
  const subscription = raw.subscription;
  if (isRecord(subscription) && typeof subscription.tid === 'string' && typeof subscription.started === 'boolean') {
    session.subscription = { tid: subscription.tid, started: subscription.started };
  }
  if (raw.expressOptIn === true) session.expressOptIn = true;
  const express = raw.express;
  if (isRecord(express) && typeof express.tid === 'string' && typeof express.subscribed === 'boolean') {
    session.express = { tid: express.tid, subscribed: express.subscribed };
  }
  return session;
}

export function readPurchaseSession(): PurchaseSession {
  return parse(readJson('session', PURCHASE_KEY));
}

function writePurchaseSession(session: PurchaseSession): void {
  writeJson('session', PURCHASE_KEY, session);
}

export type PurchaseStart = {
  result: PurchaseResult;
  practice: boolean;
  storeTid: boolean;
  storeVisit: boolean;
  /** The shop's provider route, for the error page's "back to the payment method". */
  providerRoute: string;
  /** The request's expressSubscribe: the processing views save the express subscription after SUCCESS. */
  expressOptIn?: boolean;
};

/** After the pay answer: keeps what SPEC §4 says for the route it leads to. */
export function startPurchase({
  result,
  practice,
  storeTid,
  storeVisit,
  providerRoute,
  expressOptIn,
}: PurchaseStart): void {
  const session: PurchaseSession = { practice, result, left: [] };
  if (expressOptIn === true) session.expressOptIn = true;
  if (storeTid) session.tid = result.tid;
  if (storeVisit && result.visit !== null) session.visit = result.visit;
  if (result.providerPage !== null && result.providerPage !== '') session.providerPage = result.providerPage;
  writePurchaseSession(session);
  updateEssentialRecord((record) => {
    const { practiceTid: _earlier, ...rest } = record;
    return {
      ...rest,
      ...(storeTid ? { tid: result.tid } : {}),
      ...(practice ? { practiceTid: result.tid } : {}),
      providerPage: providerRoute,
    };
  });
}

/**
 * Whether the purchase this tab shows was paid as a practice player: this tab's own record, or — when
 * the provider's return opened a new tab — the tid the paying tab stored in the essential record.
 */
export function paidAsPractice(session: PurchaseSession = readPurchaseSession()): boolean {
  if (session.practice) return true;
  const tid = session.result?.tid ?? session.tid;
  return tid !== undefined && tid === readEssentialRecord().practiceTid;
}

/** A newer status of the purchase (the end screens show its amounts). */
export function recordPurchaseResult(result: PurchaseResult): void {
  writePurchaseSession({ ...readPurchaseSession(), result });
}

/** The express subscription for this purchase has run (subscribed or failed); it never runs again. */
export function recordExpressOutcome(outcome: ExpressOutcome): void {
  writePurchaseSession({ ...readPurchaseSession(), express: outcome });
}

/** The saver package's sign-up for this purchase has run (started or failed); it never runs again. */
export function recordSubscriptionOutcome(outcome: SubscriptionOutcome): void {
  writePurchaseSession({ ...readPurchaseSession(), subscription: outcome });
}

const leftEntry = (tid: string, url: string) => `${tid} ${url}`;

export function hasLeftFor(tid: string, url: string): boolean {
  return readPurchaseSession().left.includes(leftEntry(tid, url));
}

export function markLeftFor(tid: string, url: string): void {
  const session = readPurchaseSession();
  writePurchaseSession({ ...session, left: [...session.left, leftEntry(tid, url)] });
}

// --- The pay attempt: one Idempotency-Key from the first click until the purchase reaches a final route.

type PayAttempt = { key: string; fingerprint: string; answered: boolean };

function readAttempt(): PayAttempt | undefined {
  const raw = readJson('session', ATTEMPT_KEY);
  if (!isRecord(raw) || typeof raw.key !== 'string' || typeof raw.fingerprint !== 'string') return undefined;
  return { key: raw.key, fingerprint: raw.fingerprint, answered: raw.answered === true };
}

function newUuid(): string {
  const crypto = globalThis.crypto;
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure context; a plain-http test host still gets a version-4 UUID.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The key for paying with this request (its fingerprint): the kept key while the request is the same
 * (a double click, a retry, a reload), a new one when the player changed what they pay for.
 */
export function payAttemptFor(fingerprint: string): { key: string; answeredBefore: boolean } {
  const attempt = readAttempt();
  if (attempt !== undefined && attempt.fingerprint === fingerprint) {
    return { key: attempt.key, answeredBefore: attempt.answered };
  }
  const key = newUuid();
  writeJson('session', ATTEMPT_KEY, { key, fingerprint, answered: false });
  return { key, answeredBefore: false };
}

/** The server answered this attempt; a later pay with the same key gets the same purchase back. */
export function markPayAttemptAnswered(key: string): void {
  const attempt = readAttempt();
  if (attempt?.key === key) writeJson('session', ATTEMPT_KEY, { ...attempt, answered: true });
}

/** Whether a pay attempt was answered and its purchase has not reached a final route yet. */
export function isPurchaseRunning(): boolean {
  return readAttempt()?.answered === true;
}

/** The purchase reached a final route (end, bank transfer, error, cancel): the next pay is a new attempt. */
export function endPayAttempt(): void {
  writeJson('session', ATTEMPT_KEY, undefined);
}
