// The PSP sandbox's card-encryption client in the browser (docs/psp-sandbox-api.md, SPEC §7):
// what its tokenize call resolves or rejects with. The client itself is a script the server names.
import { z } from 'zod';

/** Encrypted mode: tokenize({ holder, number, expiryMonth, expiryYear, cvc }). */
export const encryptedTokenizeResultSchema = z.object({
  token: z.string().min(1),
  holder: z.string(),
  last4: z.string().regex(/^\d{4}$/),
  brand: z.string().optional(),
  expiryMonth: z.coerce.number().int().min(1).max(12),
  expiryYear: z.coerce.number().int(),
});
export type EncryptedTokenizeResult = z.infer<typeof encryptedTokenizeResultSchema>;

/** Hosted mode: tokenize({ holder }), the card data stays in the hosted fields. */
export const hostedTokenizeResultSchema = z.object({
  token: z.string().min(1),
  last4: z.string().regex(/^\d{4}$/),
  expiry_month: z.coerce.number().int().min(1).max(12),
  expiry_year: z.coerce.number().int(),
  brand: z.string().optional(),
});
export type HostedTokenizeResult = z.infer<typeof hostedTokenizeResultSchema>;

/** A rejected tokenize (or init) carries one of the SPEC §5 tokenizer codes. */
export const tokenizeErrorSchema = z.object({ code: z.string().min(1) });

export const hostedFieldStateSchema = z.enum(['empty', 'valid', 'invalid']);
export type HostedFieldState = z.infer<typeof hostedFieldStateSchema>;
export const hostedFieldSchema = z.enum(['number', 'expiry', 'cvc']);
export type HostedField = z.infer<typeof hostedFieldSchema>;

/** The key of encryptClient.scripts[].additionalServerData that init({ clientKey }) takes. */
export const ENCRYPT_CLIENT_KEY_FIELD = 'clientKey';
