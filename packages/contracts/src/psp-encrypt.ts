// The PSP sandbox's card-encryption client in the browser (docs/psp-sandbox-api.md, SPEC §7):
// what its tokenize call resolves or rejects with. The client itself is a script the server names.
import * as z from 'zod/mini';

/** Encrypted mode: tokenize({ holder, number, expiryMonth, expiryYear, cvc }). */
export const encryptedTokenizeResultSchema = z.object({
  token: z.string().check(z.minLength(1)),
  holder: z.string(),
  last4: z.string().check(z.regex(/^\d{4}$/)),
  brand: z.optional(z.string()),
  expiryMonth: z.pipe(z.coerce.number(), z.int().check(z.minimum(1), z.maximum(12))),
  expiryYear: z.pipe(z.coerce.number(), z.int()),
});
export type EncryptedTokenizeResult = z.infer<typeof encryptedTokenizeResultSchema>;

/** Hosted mode: tokenize({ holder }), the card data stays in the hosted fields. */
export const hostedTokenizeResultSchema = z.object({
  token: z.string().check(z.minLength(1)),
  last4: z.string().check(z.regex(/^\d{4}$/)),
  expiry_month: z.pipe(z.coerce.number(), z.int().check(z.minimum(1), z.maximum(12))),
  expiry_year: z.pipe(z.coerce.number(), z.int()),
  brand: z.optional(z.string()),
});
export type HostedTokenizeResult = z.infer<typeof hostedTokenizeResultSchema>;

/** tokenize({ cvc, cvcOnly: true }) (or the hosted CVC frame): a saved card's CVC alone, as a single-use token. */
export const cvcTokenizeResultSchema = z.object({ token: z.string().check(z.minLength(1)) });
export type CvcTokenizeResult = z.infer<typeof cvcTokenizeResultSchema>;

/** A rejected tokenize (or init) carries one of the SPEC §5 tokenizer codes. */
export const tokenizeErrorSchema = z.object({ code: z.string().check(z.minLength(1)) });

export const hostedFieldStateSchema = z.enum(['empty', 'valid', 'invalid']);
export type HostedFieldState = z.infer<typeof hostedFieldStateSchema>;
export const hostedFieldSchema = z.enum(['number', 'expiry', 'cvc']);
export type HostedField = z.infer<typeof hostedFieldSchema>;

export { ENCRYPT_CLIENT_KEY_FIELD } from './psp-encrypt-key';
