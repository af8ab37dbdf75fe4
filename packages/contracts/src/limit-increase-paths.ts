// The limit increase's paths and providers (SPEC §4, §7), without zod: the web app's provider screen needs them,
// not the schema (issue 11: no zod in the browser). limit-increase.ts re-exports them.

/** The providers whose limit can be raised with a signed form (SPEC §8: the direct-debit new-request text). */
export const LIMIT_INCREASE_PROVIDER_CODES = ['micropayment-elv', 'checkout-elv'] as const;

export const limitIncreasePaths = {
  /** HEAD, bearer token: 2xx means a form the player sent is waiting for approval. */
  pendingApproval: (paytype: string) => `/deposit/shop/limitIncrease/${encodeURIComponent(paytype)}/pendingApproval`,
  /** POST, bearer token, no body: mails the form to the player. */
  request: (paytype: string) => `/deposit/shop/limitIncrease/${encodeURIComponent(paytype)}`,
  /** GET, no token (a plain link): the blank form as application/pdf. */
  formPdf: (paytype: string) => `/deposit/shop/limitIncrease/${encodeURIComponent(paytype)}/form.pdf`,
} as const;
