// Saved bank accounts are never stored in clear: AES-256-GCM to pay with them again, a keyed hash to
// recognise the same account, a masked form to show. The key is PAYMENT_DATA_KEY.
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;

function keyOf(hexKey: string): Buffer {
  const key = Buffer.from(hexKey, 'hex');
  if (key.length !== 32) throw new Error('PAYMENT_DATA_KEY must be 32 bytes');
  return key;
}

export function encryptPaymentData(hexKey: string, plaintext: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyOf(hexKey), iv);
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [VERSION, iv.toString('base64url'), tag.toString('base64url'), ciphertext.toString('base64url')].join('.');
}

export function decryptPaymentData(hexKey: string, sealed: string): string {
  const [version, iv, tag, ciphertext] = sealed.split('.');
  if (version !== VERSION || iv === undefined || tag === undefined || ciphertext === undefined) {
    throw new Error('Unknown payment data format');
  }
  const decipher = createDecipheriv('aes-256-gcm', keyOf(hexKey), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
}

/** Same account → same hash, without the hash revealing the IBAN to anyone lacking the key. */
export function hashPaymentData(hexKey: string, kind: string, value: string): string {
  return createHmac('sha256', keyOf(hexKey)).update(`${kind}:${value}`).digest('hex');
}
