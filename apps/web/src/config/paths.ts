// Every route of the shop (SPEC §2) and the legal pages it links to, in one place; the host platform's pages are in
// platform-pages.ts.
import type { ExternTarget } from './platform-pages';

export type { ExternTarget } from './platform-pages';

export const paths = {
  amount: '/',
  subscription: '/subscription',
  benefits: '/benefits',
  /** The express deposit (issue 8): the platform's quick deposit enters here. */
  express: '/express',
  help: '/help',
  provider: '/provider/:paytypeKey',
  providerNone: '/provider/none',
  personal: '/personal',
  review: '/review',
  processing: '/processing/:tid?',
  postprocessing: '/postprocessing/:tid?',
  forwarding: '/forwarding/:tid?',
  end: '/end',
  endBanktransfer: '/end-banktransfer',
  error: '/error/:code?',
  notAuthorized: '/not-authorized',
  reload: '/reload',
  payout: '/payout',
  payoutSelect: '/payout/select',
  payoutData: '/payout/data',
  payoutSummary: '/payout/summary',
  payoutSuccess: '/payout/success',
  extern: '/extern/:target',
} as const;

/**
 * The start route the payment provider sends the player back to when they cancel there (SPEC §7 cancelUrl): the
 * amount selection, marked so it can tell them nothing was paid (issue 24 point 4). Providers add their own query
 * (the sandbox ?pspReference=); the shop drops the mark and those once it has read them.
 */
export const CANCELLED_PAYMENT_QUERY = { name: 'payment', value: 'cancelled' } as const;
/** Query parameters a provider adds to the cancel URL (the sandbox's, PayPal's): not the shop's, dropped with the mark. */
export const PROVIDER_RETURN_QUERY = ['pspReference', 'token', 'PayerID'] as const;

export const hrefs = {
  error: (code: string) => `/error/${encodeURIComponent(code)}`,
  extern: (target: ExternTarget) => `/extern/${target}`,
  provider: (paytypeKey: string) => `/provider/${encodeURIComponent(paytypeKey)}`,
  cancelledPayment: `/?${CANCELLED_PAYMENT_QUERY.name}=${CANCELLED_PAYMENT_QUERY.value}`,
} as const;

/** Legal texts served by the platform per country (SPEC §7), lower-case country code. */
export const legalPages = {
  terms: (country: string) => `/gd/help/agb_pages/agb_${country.toLowerCase()}.xhtml`,
  withdrawal: (country: string) => `/gd/help/withdrawal_pages/withdrawal_${country.toLowerCase()}.xhtml`,
  companyInfo: (country: string) => `/gd/help/imprint_pages/imprint_${country.toLowerCase()}.xhtml`,
  privacy: (country: string) => `/gd/help/privacy_pages/privacy_${country.toLowerCase()}.xhtml`,
} as const;
