// SEPA mandates. A mandate id carries an HMAC of its IBAN, so the sandbox recognises the mandates it
// issued without storing them, and a restart does not invalidate the ones the shop has saved.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { holderValid } from '../../lib/card-checks.ts';
import { ibanValid, normalizeIban } from '../../lib/iban.ts';
import { CREDITOR_ID, MANDATE_REFUSED_IBAN } from '../../magic/magic-values.ts';

export interface Mandate {
  mandateId: string;
  creditorId: string;
  valid: true;
  iban: string;
  holder: string;
}

export type MandateResult =
  | { ok: true; mandate: Mandate }
  | { ok: false; statusCode: 400 | 422; error: 'INVALID_IBAN' | 'INVALID_HOLDER' | 'MANDATE_REFUSED' };

const MANDATE_ID = /^SBX-([0-9A-F]{10})-([0-9A-F]{12})$/;

function mandateSignature(secret: string, iban: string, nonce: string): string {
  return createHmac('sha256', secret).update(`mandate|${iban}|${nonce}`).digest('hex').slice(0, 12).toUpperCase();
}

export function createMandate(secret: string, input: { iban: string; holder: string }): MandateResult {
  const iban = normalizeIban(input.iban);
  if (!ibanValid(iban)) return { ok: false, statusCode: 400, error: 'INVALID_IBAN' };
  const holder = input.holder.trim();
  if (!holderValid(holder)) return { ok: false, statusCode: 400, error: 'INVALID_HOLDER' };
  if (iban === MANDATE_REFUSED_IBAN) return { ok: false, statusCode: 422, error: 'MANDATE_REFUSED' };
  const nonce = randomBytes(5).toString('hex').toUpperCase();
  const mandateId = `SBX-${nonce}-${mandateSignature(secret, iban, nonce)}`;
  return { ok: true, mandate: { mandateId, creditorId: CREDITOR_ID, valid: true, iban, holder } };
}

/** True when this sandbox issued `mandateId` for `iban` (already normalized). */
export function mandateMatches(secret: string, mandateId: string, iban: string): boolean {
  const match = MANDATE_ID.exec(mandateId);
  if (match === null || match[1] === undefined || match[2] === undefined) return false;
  const expected = Buffer.from(mandateSignature(secret, iban, match[1]));
  const given = Buffer.from(match[2]);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
