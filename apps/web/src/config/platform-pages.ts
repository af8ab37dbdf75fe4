// The host platform's pages the shop sends a player to (same origin), and the targets of /extern/:target. Apart
// from paths.ts: only later pages (end, errors, extern, not-authorized, saver package) use them, so they load with
// those pages, not with the first screen (issue 11).
import { env } from './env';

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
