// Server-side purchase rules (SPEC §4 states, §8 codes 34–36): which state changes are allowed, and
// whether a provider can take a purchase at all.
import { PURCHASE_STATES, type PurchaseState } from '../after-pay/after-pay.ts';

// One list of states for the whole package; after-pay owns it because the browser reads it first.
export { PURCHASE_STATES, type PurchaseState };

export type PurchaseTransition = { from: PurchaseState; to: PurchaseState };

/** The result a provider or poll answer leads to: a state change, a repeat of the current state, or nothing allowed. */
export type TransitionOutcome = 'apply' | 'no-op' | 'rejected';

/** Once there, a purchase never moves again: money moved or definitely did not. */
export const TERMINAL_PURCHASE_STATES = ['SUCCESS', 'FAILED', 'CANCELLED', 'BLOCKED'] as const;

const TERMINAL: ReadonlySet<PurchaseState> = new Set(TERMINAL_PURCHASE_STATES);

const OPEN_TARGETS: readonly PurchaseState[] = ['SUCCESS', 'FAILED', 'CANCELLED', 'BLOCKED'];

/**
 * Changes to another state. PROCESSING and GOTO may alternate: the player is sent to the provider
 * (GOTO) and the provider reports back that it is working (PROCESSING), possibly more than once.
 */
export const PURCHASE_TRANSITIONS: Readonly<Record<PurchaseState, readonly PurchaseState[]>> = {
  PROCESSING: ['GOTO', ...OPEN_TARGETS],
  GOTO: ['PROCESSING', ...OPEN_TARGETS],
  SUCCESS: [],
  FAILED: [],
  CANCELLED: [],
  BLOCKED: [],
};

export function isTerminal(state: PurchaseState): boolean {
  return TERMINAL.has(state);
}

/**
 * A repeated report of the current state. Providers retry notifications and the player may poll
 * after the end, so the same state again is accepted and changes nothing — in every state.
 */
export function isNoOpTransition(from: PurchaseState, to: PurchaseState): boolean {
  return from === to;
}

export function canTransition(from: PurchaseState, to: PurchaseState): boolean {
  return isNoOpTransition(from, to) || PURCHASE_TRANSITIONS[from].includes(to);
}

/** What to do with a reported state: write it, acknowledge it without writing, or refuse it. */
export function transitionOutcome(transition: PurchaseTransition): TransitionOutcome {
  if (isNoOpTransition(transition.from, transition.to)) return 'no-op';
  return canTransition(transition.from, transition.to) ? 'apply' : 'rejected';
}

/**
 * SPEC §8 codes for a provider that cannot take the purchase: 34 "method unavailable"; of
 * "35, 36: amount or method not possible", 35 for the amount (above the provider limit) and 36
 * for the method (no subscriptions).
 */
export type ProviderRejectionCode = '34' | '35' | '36';

/**
 * Checked in the order of the provider screen's sub-states (SPEC §2: notAvailable,
 * subscriptionNotSupported, limitExceed), so the server names the same problem the form showed.
 * A limit of null means none; a price equal to the limit is still possible.
 */
export function validatePurchaseAgainstProvider(input: {
  priceMinor: number;
  providerLimitMinor: number | null;
  subscription: boolean;
  subscriptionSupported: boolean;
  usable: boolean;
}): ProviderRejectionCode | null {
  if (!input.usable) return '34';
  if (input.subscription && !input.subscriptionSupported) return '36';
  if (input.providerLimitMinor !== null && input.priceMinor > input.providerLimitMinor) return '35';
  return null;
}
