// The "encryption" of the Adyen dialect's secured fields (adyen-web.routes.ts): each card field's frame
// encrypts its own value with this sandbox's RSA-OAEP public key (WebCrypto, inside the sandbox's iframe), so the
// shop's page and server only ever hold opaque blobs, as with Adyen's own fields; /payments decrypts them here.
// The key pair is made once per sandbox process: blobs of an earlier run no longer decrypt (Adyen's expire too).
import { constants, generateKeyPairSync, type KeyObject, privateDecrypt } from 'node:crypto';

/** The prefix of every blob (Adyen's say adyenjs_0_1_…; ours must never pass for theirs). */
export const BLOB_PREFIX = 'adyensandbox_0_1$';

/** The encrypted field names of Adyen's card payment method and what each carries. */
export const ENCRYPTED_FIELDS = {
  encryptedCardNumber: 'number',
  encryptedExpiryMonth: 'expiryMonth',
  encryptedExpiryYear: 'expiryYear',
  encryptedSecurityCode: 'cvc',
} as const;
export type EncryptedFieldName = keyof typeof ENCRYPTED_FIELDS;

let keys: { publicKey: KeyObject; privateKey: KeyObject } | undefined;

function keyPair() {
  keys ??= generateKeyPairSync('rsa', { modulusLength: 2048 });
  return keys;
}

/** The public key the frames encrypt with: SPKI DER, base64. */
export function fieldEncryptionPublicKey(): string {
  return keyPair().publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
}

/** The value of one blob, when it is ours, decrypts and names the field it is given as; undefined otherwise. */
export function decryptField(name: EncryptedFieldName, blob: unknown): string | undefined {
  if (typeof blob !== 'string' || !blob.startsWith(BLOB_PREFIX)) return undefined;
  try {
    const plain = privateDecrypt(
      { key: keyPair().privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(blob.slice(BLOB_PREFIX.length), 'base64'),
    );
    const parsed: unknown = JSON.parse(plain.toString('utf8'));
    if (parsed === null || typeof parsed !== 'object') return undefined;
    const { f, v } = parsed as { f?: unknown; v?: unknown };
    return f === ENCRYPTED_FIELDS[name] && typeof v === 'string' ? v : undefined;
  } catch {
    return undefined;
  }
}
