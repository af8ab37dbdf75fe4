// The host platform's user calls (SPEC §3 User, Address; §7 /gd/rest/me/userData).
import * as z from 'zod/mini';

export const languageSchema = z.enum(['en', 'en-GB', 'de', 'fr', 'da', 'es', 'nl', 'sv']);
export type Language = z.infer<typeof languageSchema>;

export const gdCurrencySchema = z.enum(['EUR', 'USD', 'DIA', 'GUSD', 'GGBP', 'GSEK', 'GDKK', 'CAD']);
export type GdCurrency = z.infer<typeof gdCurrencySchema>;

export const currencyTypeSchema = z.enum(['REAL', 'VIRTUAL']);
export type CurrencyType = z.infer<typeof currencyTypeSchema>;

/** b = practice player, g = money player. */
export const actorTypeSchema = z.enum(['b', 'g']);
export type ActorType = z.infer<typeof actorTypeSchema>;

export const genderSchema = z.enum(['m', 'f']);

export const userDataSchema = z.object({
  userId: z.int().check(z.positive()),
  userName: z.string(),
  viewLang: z.string(),
  lang: z.string(),
  loyalty: z.string(),
  /** ISO 3166-1 alpha-2, upper case (DE, US, GB …). */
  userCountry: z.string().check(z.length(2)),
  /** BCP 47, e.g. de-DE, en-US. */
  userLocale: z.string(),
  gender: z.nullable(genderSchema),
  avatarUrl: z.string(),
  gdCurrency: gdCurrencySchema,
  gdCurrencyType: currencyTypeSchema,
  actorType: actorTypeSchema,
});
export type UserData = z.infer<typeof userDataSchema>;

export const addressSchema = z.object({
  firstName: z.string(),
  surname: z.string(),
  street1: z.string(),
  street2: z.string(),
  zipCode: z.string(),
  stateCode: z.string(),
  city: z.string(),
});
export type Address = z.infer<typeof addressSchema>;

/** Birthdate on the wire is year-month-day (YYYY-MM-DD). */
export const isoDateSchema = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

export const addressReadSchema = z.object({
  address: addressSchema,
  gender: z.nullable(genderSchema),
  birthdate: z.nullable(isoDateSchema),
});
export type AddressRead = z.infer<typeof addressReadSchema>;

export const addressWriteSchema = z.object({
  gender: genderSchema,
  firstName: z.string(),
  surname: z.string(),
  birthdate: isoDateSchema,
  street1: z.string(),
  street2: z.string(),
  zipCode: z.string(),
  city: z.string(),
  stateCode: z.string(),
  referer: z.literal('shop'),
});
export type AddressWrite = z.infer<typeof addressWriteSchema>;

/** 403 body of POST /gd/rest/me/userData: a list whose first item is the error code. */
export const addressWriteForbiddenSchema = z.array(z.string()).check(z.minLength(1));
/** 409 body of POST /gd/rest/me/userData: where the browser must go. */
export const addressWriteRedirectSchema = z.object({ redirect: z.string() });
