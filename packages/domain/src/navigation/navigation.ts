// Route rules of the deposit flow (SPEC §2 Navigation guard): entry guard, locked links, banner, provider route.
// The route after pay (SPEC §4) is in ../after-pay: only the review and processing steps need it.

/** The path segments of a route, without query, hash or empty segments ('/provider/paypal?x' → provider, paypal). */
export function routeSegments(path: string): string[] {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  return pathname.split('/').filter((segment) => segment !== '');
}

/**
 * Views that only make sense inside a running purchase. /end-banktransfer is guarded like /end:
 * both show the outcome of a purchase this browser just made, and entered directly they have
 * no purchase to show. /postprocessing is not guarded: the provider sends the player back there.
 */
const DIRECT_ENTRY_GUARDED = new Set([
  'processing',
  'review',
  'personal',
  'provider',
  'end',
  'end-banktransfer',
  'forwarding',
]);

/** Whether a first navigation straight to this path must be redirected to / (SPEC §2 Navigation guard). */
export function isDirectEntryGuarded(path: string): boolean {
  const first = routeSegments(path)[0];
  return first !== undefined && DIRECT_ENTRY_GUARDED.has(first);
}

// A payment is running on these views, so header and footer must not lead away (SPEC §1).
const LINKS_LOCKED = new Set(['processing', 'postprocessing', 'forwarding']);

export function areLinksLocked(path: string): boolean {
  const first = routeSegments(path)[0];
  return first !== undefined && LINKS_LOCKED.has(first);
}

const WITHOUT_BANNER = new Set(['end', 'postprocessing', 'end-banktransfer']);

/** The promotional header banner shows on most steps, not on end, postprocessing and end-banktransfer (SPEC §2). */
export function showsHeaderBanner(path: string): boolean {
  const first = routeSegments(path)[0];
  return first === undefined || !WITHOUT_BANNER.has(first);
}

/** /provider/{code}; an empty or 'undefined' code (a stringified missing value) goes to /. */
export function providerRouteFor(code: string | null | undefined): string {
  const trimmed = code?.trim() ?? '';
  if (trimmed === '' || trimmed === 'undefined') return '/';
  return `/provider/${encodeURIComponent(trimmed)}`;
}
