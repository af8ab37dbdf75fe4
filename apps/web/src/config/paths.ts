// Every route of the shop (SPEC §2) and the host-platform pages it links to, in one place.
import { env } from './env';

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

export const EXTERN_TARGETS = [
  'games',
  'home',
  'user-settings',
  'shop-settings',
  'purchase-success',
  'payout-success',
  'vpn-blocked',
] as const;
export type ExternTarget = (typeof EXTERN_TARGETS)[number];

export function isExternTarget(value: string | undefined): value is ExternTarget {
  return (EXTERN_TARGETS as readonly (string | undefined)[]).includes(value);
}

export const hrefs = {
  error: (code: string) => `/error/${encodeURIComponent(code)}`,
  extern: (target: ExternTarget) => `/extern/${target}`,
  provider: (paytypeKey: string) => `/provider/${encodeURIComponent(paytypeKey)}`,
} as const;

/** Pages of the host platform (same origin). */
export const platformPages = {
  login: `${env.platformBase}/login`,
  games: `${env.platformBase}/games`,
  home: `${env.platformBase}/home`,
  userSettings: `${env.platformBase}/user-settings`,
  shopSettings: `${env.platformBase}/shop-settings`,
  userBlocked: `${env.platformBase}/user-blocked`,
  emailNotValid: `${env.platformBase}/email-not-valid`,
  cookieSettings: `${env.platformBase}/cookie-settings`,
  homeNotAuthenticated: `${env.platformBase}/home?auth=false`,
  /** The demo platform's mailbox: the saver package's confirmation e-mail arrives there. */
  mailbox: `${env.platformBase}/mailbox`,
  /** Practice players land here after their first deposit (SPEC §2 purchase-success). */
  conversionSuccess: `${env.platformBase}/conversion-success`,
} as const;

/** Legal texts served by the platform per country (SPEC §7), lower-case country code. */
export const legalPages = {
  terms: (country: string) => `/gd/help/agb_pages/agb_${country.toLowerCase()}.xhtml`,
  withdrawal: (country: string) => `/gd/help/withdrawal_pages/withdrawal_${country.toLowerCase()}.xhtml`,
  companyInfo: (country: string) => `/gd/help/imprint_pages/imprint_${country.toLowerCase()}.xhtml`,
  privacy: (country: string) => `/gd/help/privacy_pages/privacy_${country.toLowerCase()}.xhtml`,
} as const;
