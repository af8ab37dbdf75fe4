// The card-encryption client's key field (docs/psp-sandbox-api.md), without zod: the web app needs the name, not
// the schemas (issue 11: no zod in the browser). psp-encrypt.ts re-exports it.

/** The key of encryptClient.scripts[].additionalServerData that init({ clientKey }) takes. */
export const ENCRYPT_CLIENT_KEY_FIELD = 'clientKey';

/**
 * Which card fields a card script of encryptClient.scripts[] is (additionalServerData[CARD_FIELDS_LIBRARY_FIELD]):
 * absent for the PSP sandbox's own encrypt.js; ADYEN_WEB_LIBRARY for Adyen Web's adyen.js, whose
 * AdyenCheckout({ clientKey, environment, locale }) also takes additionalServerData[CARD_FIELDS_ENVIRONMENT_FIELD].
 */
export const CARD_FIELDS_LIBRARY_FIELD = 'library';
export const ADYEN_WEB_LIBRARY = 'adyen-web';
export const CARD_FIELDS_ENVIRONMENT_FIELD = 'environment';

/**
 * The encrypted values of Adyen's secured card fields. A purchase's card `token` for an Adyen card is the JSON
 * object of the four; a saved card's `cvcToken` is the encryptedSecurityCode alone. The server passes them to
 * Adyen's scheme paymentMethod as they are.
 */
export const ADYEN_ENCRYPTED_CARD_FIELDS = [
  'encryptedCardNumber',
  'encryptedExpiryMonth',
  'encryptedExpiryYear',
  'encryptedSecurityCode',
] as const;
export type AdyenEncryptedCardField = (typeof ADYEN_ENCRYPTED_CARD_FIELDS)[number];
