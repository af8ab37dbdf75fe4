// What the payout steps hand on to each other (SPEC §3 Payout data): the chosen method, the amount
// and the account, kept in sessionStorage so a reload keeps them. Never the password or the payout
// token: those live in memory only (features/payout/payout-token.ts).
import type { PayoutPaytype } from '@shop/contracts/payout';
import { useSyncExternalStore } from 'react';
import { isRecord } from './is-record';
import { readItem, writeJson } from './storage';

export type PayoutSepaBankDraft = { holder: string; iban: string; bic: string };
/** A US player's account (SPEC §9 region US): ABA routing number and account number. */
export type PayoutUsBankDraft = { holder: string; routingNumber: string; accountNumber: string };
export type PayoutBankDraft = PayoutSepaBankDraft | PayoutUsBankDraft;

export type PayoutDraft = {
  paytype: PayoutPaytype | null;
  /** Minor units of the payout currency, fee included. */
  amountMinor: number | null;
  bank: PayoutBankDraft | null;
  /** PayPal account (e-mail) to pay to. */
  paypalAccount: string | null;
  /** The requested payout, once the server accepted it (the success view shows it). */
  requested: {
    finalAmount: number;
    currency: string;
    /** It waits for the shop's review before it is sent (a first payout, or a large one). */
    inReview: boolean;
  } | null;
};

const KEY = 'shop.payout-draft';
export const EMPTY_PAYOUT_DRAFT: PayoutDraft = {
  paytype: null,
  amountMinor: null,
  bank: null,
  paypalAccount: null,
  requested: null,
};

const isString = (value: unknown): value is string => typeof value === 'string';

function paytypeOf(value: unknown): PayoutPaytype | null {
  return value === 'banktransfer' || value === 'paypal' ? value : null;
}

function amountOf(value: unknown): number | null {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : null;
}

function bankOf(value: unknown): PayoutBankDraft | null {
  if (!isRecord(value) || !isString(value.holder)) return null;
  if (isString(value.routingNumber) && isString(value.accountNumber)) {
    return { holder: value.holder, routingNumber: value.routingNumber, accountNumber: value.accountNumber };
  }
  if (!isString(value.iban) || !isString(value.bic)) return null;
  return { holder: value.holder, iban: value.iban, bic: value.bic };
}

function requestedOf(value: unknown): PayoutDraft['requested'] {
  if (!isRecord(value) || !isString(value.currency) || typeof value.finalAmount !== 'number') return null;
  return { finalAmount: value.finalAmount, currency: value.currency, inReview: value.inReview === true };
}

/** Field by field, so nothing else stored under the key (a password) can ever come back. */
export function parsePayoutDraft(raw: unknown): PayoutDraft {
  if (!isRecord(raw)) return EMPTY_PAYOUT_DRAFT;
  return {
    paytype: paytypeOf(raw.paytype),
    amountMinor: amountOf(raw.amountMinor),
    bank: bankOf(raw.bank),
    paypalAccount: isString(raw.paypalAccount) && raw.paypalAccount !== '' ? raw.paypalAccount : null,
    requested: requestedOf(raw.requested),
  };
}

const listeners = new Set<() => void>();
// Storage is the only state; the parsed value is cached per stored text so snapshots stay stable.
let cache: { raw: string | null; draft: PayoutDraft } = { raw: null, draft: EMPTY_PAYOUT_DRAFT };

export function readPayoutDraft(): PayoutDraft {
  const raw = readItem('session', KEY);
  if (raw === cache.raw) return cache.draft;
  let parsed: unknown;
  try {
    parsed = raw === null ? undefined : JSON.parse(raw);
  } catch {
    parsed = undefined;
  }
  cache = { raw, draft: parsePayoutDraft(parsed) };
  return cache.draft;
}

function write(draft: PayoutDraft): void {
  writeJson('session', KEY, parsePayoutDraft(draft));
  for (const listener of listeners) listener();
}

export function updatePayoutDraft(change: Partial<PayoutDraft>): void {
  write({ ...readPayoutDraft(), ...change });
}

export function clearPayoutDraft(): void {
  write(EMPTY_PAYOUT_DRAFT);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePayoutDraft(): PayoutDraft {
  return useSyncExternalStore(subscribe, readPayoutDraft, readPayoutDraft);
}
