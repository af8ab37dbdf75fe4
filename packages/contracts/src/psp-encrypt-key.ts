// The card-encryption client's key field (docs/psp-sandbox-api.md), without zod: the web app needs the name, not
// the schemas (issue 11: no zod in the browser). psp-encrypt.ts re-exports it.

/** The key of encryptClient.scripts[].additionalServerData that init({ clientKey }) takes. */
export const ENCRYPT_CLIENT_KEY_FIELD = 'clientKey';
