// Random identifiers of the sandbox's objects; the prefix says what an id names.
import { randomBytes, randomInt } from 'node:crypto';

export function newId(
  prefix: 'psp' | 'tok' | 'cvc' | 'evt' | 'po' | 'rec' | 'rf' | 'cb' | 'adyen_evt' | 'ref' | 'cancel' | 'dsp',
): string {
  return `${prefix}_${randomBytes(10).toString('hex')}`;
}

// No 0/O or 1/I: a shopper copies a bank-transfer reference by hand.
const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** The purpose line a shopper writes on a bank transfer, e.g. `GD-7K3M9Q2X`. */
export function newTransferReference(): string {
  let code = '';
  for (let index = 0; index < 8; index += 1) code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `GD-${code}`;
}

/** A PayPal billing agreement id, in PayPal's `BA-` + 17 characters form. */
export function newBillingAgreementId(): string {
  let code = '';
  for (let index = 0; index < 17; index += 1) code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `BA-${code}`;
}
