// Card tokenization: card data → a token the shop can pay with, a saved card + fresh CVC → a single-use
// token bound to that card, and a CVC alone → a single-use CVC token the shop sends with a saved card's token
// (so the browser never needs the saved card's token). Card numbers and CVCs stay inside the sandbox.
import { z } from 'zod';
import {
  cardNumberValid,
  cvcValid,
  detectBrand,
  holderValid,
  isExpired,
  normalizeCardNumber,
  parseExpiry,
} from '../../lib/card-checks.ts';
import { newId } from '../../lib/ids.ts';
import { TEST_TOKEN_EXPIRY, TEST_TOKENS, WRONG_CVC } from '../../magic/magic-values.ts';
import type { CardRecord, SandboxStore, SecurityCodeRecord } from '../../store/store.ts';

/** The tokenizer codes of SPEC §5, as the client script rejects with them. */
export type TokenError = 'FAILED' | 'INVALID_HOLDER' | 'INVALID_NUMBER' | 'EXPIRED' | 'INVALID_CVC';
export type TokenResult = { ok: true; card: CardRecord } | { ok: false; error: TokenError };

const digitsOrText = z.union([z.string(), z.number()]).transform(String);
/** Loose on purpose: each field's problem maps to its own tokenizer code, not to a generic 400. */
export const tokenRequestSchema = z.object({
  holder: z.string().optional(),
  number: digitsOrText.optional(),
  expiryMonth: digitsOrText.optional(),
  expiryYear: digitsOrText.optional(),
  cvc: digitsOrText.optional(),
  savedCardToken: z.string().optional(),
  /** Tokenize the CVC alone (`cvc_…`): paid with a saved card's token as card.securityCodeToken. */
  cvcOnly: z.boolean().optional(),
  clientKey: z.string().optional(),
});
export type TokenRequest = z.infer<typeof tokenRequestSchema>;

/** A stored card by token, the fixed test tokens included. */
export function findCard(store: SandboxStore, token: string): CardRecord | undefined {
  const stored = store.cards.get(token);
  if (stored !== undefined) return stored;
  const number = TEST_TOKENS[token];
  if (number === undefined) return undefined;
  return {
    token,
    number,
    holder: 'Test Cardholder',
    expiryMonth: TEST_TOKEN_EXPIRY.month,
    expiryYear: TEST_TOKEN_EXPIRY.year,
    brand: detectBrand(number),
    last4: number.slice(-4),
    cvcCheck: 'match',
    singleUse: false,
    used: false,
  };
}

function checkCvc(cvc: string): CardRecord['cvcCheck'] {
  return cvc === WRONG_CVC ? 'mismatch' : 'match';
}

function tokenizeCardData(store: SandboxStore, input: TokenRequest, now: Date): TokenResult {
  const holder = (input.holder ?? '').trim();
  if (!holderValid(holder)) return { ok: false, error: 'INVALID_HOLDER' };
  const number = normalizeCardNumber(input.number ?? '');
  if (!cardNumberValid(number)) return { ok: false, error: 'INVALID_NUMBER' };
  const expiry = parseExpiry(input.expiryMonth, input.expiryYear);
  if (expiry === null || isExpired(expiry, now)) return { ok: false, error: 'EXPIRED' };
  const cvc = (input.cvc ?? '').trim();
  if (cvc !== '' && !cvcValid(cvc)) return { ok: false, error: 'INVALID_CVC' };
  const card: CardRecord = {
    token: newId('tok'),
    number,
    holder,
    expiryMonth: expiry.month,
    expiryYear: expiry.year,
    brand: detectBrand(number),
    last4: number.slice(-4),
    cvcCheck: cvc === '' ? 'absent' : checkCvc(cvc),
    singleUse: false,
    used: false,
  };
  store.cards.set(card.token, card);
  return { ok: true, card };
}

function tokenizeSavedCardCvc(store: SandboxStore, input: TokenRequest, savedCardToken: string, now: Date) {
  const saved = findCard(store, savedCardToken);
  if (saved === undefined || saved.singleUse) return { ok: false, error: 'FAILED' } as const;
  const holder = input.holder === undefined || input.holder.trim() === '' ? saved.holder : input.holder.trim();
  if (!holderValid(holder)) return { ok: false, error: 'INVALID_HOLDER' } as const;
  if (isExpired({ month: saved.expiryMonth, year: saved.expiryYear }, now))
    return { ok: false, error: 'EXPIRED' } as const;
  const cvc = (input.cvc ?? '').trim();
  if (!cvcValid(cvc)) return { ok: false, error: 'INVALID_CVC' } as const;
  const card: CardRecord = {
    ...saved,
    token: newId('tok'),
    holder,
    cvcCheck: checkCvc(cvc),
    singleUse: true,
    used: false,
  };
  store.cards.set(card.token, card);
  return { ok: true, card } as const;
}

export function createSecurityCodeToken(
  store: SandboxStore,
  input: TokenRequest,
): { ok: true; code: SecurityCodeRecord } | { ok: false; error: TokenError } {
  const cvc = (input.cvc ?? '').trim();
  if (!cvcValid(cvc)) return { ok: false, error: 'INVALID_CVC' };
  const code: SecurityCodeRecord = {
    token: newId('cvc'),
    cvcCheck: cvc === WRONG_CVC ? 'mismatch' : 'match',
    used: false,
  };
  store.securityCodes.set(code.token, code);
  return { ok: true, code };
}

export function createToken(store: SandboxStore, input: TokenRequest, now: Date): TokenResult {
  if (input.savedCardToken !== undefined) return tokenizeSavedCardCvc(store, input, input.savedCardToken, now);
  return tokenizeCardData(store, input, now);
}

export function toTokenAnswer(card: CardRecord) {
  return {
    token: card.token,
    last4: card.last4,
    brand: card.brand,
    expiryMonth: card.expiryMonth,
    expiryYear: card.expiryYear,
    holder: card.holder,
    singleUse: card.singleUse,
  };
}
