// Route rules of the deposit flow (SPEC §2 Navigation guard, §4 After pay): entry guard, provider route, next route after pay.

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

export const PURCHASE_STATES = ['SUCCESS', 'PROCESSING', 'GOTO', 'BLOCKED', 'CANCELLED', 'FAILED'] as const;
export type PurchaseState = (typeof PURCHASE_STATES)[number];

export function isPurchaseState(value: unknown): value is PurchaseState {
  return (PURCHASE_STATES as readonly unknown[]).includes(value);
}

/**
 * The state to act on while polling: PROCESSING when there is none yet (SPEC §4) or when it is
 * not one we know, so an unexpected value keeps polling into the time-out instead of failing a
 * purchase that may still succeed.
 */
export function purchaseStateOrDefault(state: string | null | undefined): PurchaseState {
  return isPurchaseState(state) ? state : 'PROCESSING';
}

export type InputType = 'BIC' | 'CARD_PCI' | 'ELV' | 'BANKTRANSFER' | 'NONE';

export type AfterPayInput = {
  state?: string | null | undefined;
  inputType?: string | null | undefined;
  tid?: string | number | null | undefined;
  errorCode?: string | null | undefined;
};

export type AfterPayRoute = {
  path: string;
  /** Keep the tid in the session so the processing or forwarding view can poll it. */
  storeTid: boolean;
  /** Keep the provider visit target in the session for the forwarding view. */
  storeVisit: boolean;
};

// Input types whose tid the session keeps (SPEC §4: card, none, bic).
const TID_STORING_INPUT_TYPES: ReadonlySet<string> = new Set<InputType>(['CARD_PCI', 'NONE', 'BIC']);
// Input types that leave for the provider while PROCESSING.
const FORWARDING_INPUT_TYPES: ReadonlySet<string> = new Set<InputType>(['NONE', 'BIC']);

function withTid(base: string, tid: AfterPayInput['tid']): string {
  if (tid === null || tid === undefined || tid === '') return base;
  return `${base}/${encodeURIComponent(String(tid))}`;
}

function errorRoute(code: string | null | undefined): AfterPayRoute {
  const path =
    code === null || code === undefined || code.trim() === ''
      ? '/error/unsure'
      : `/error/${encodeURIComponent(code.trim())}`;
  return { path, storeTid: false, storeVisit: false };
}

/**
 * Where the browser goes after the purchase call answered (SPEC §4 After pay). A missing or unknown
 * state is PROCESSING, SPEC §4's default while unknown (issue 10 item 8): the status poll then
 * learns the outcome, rather than an "unsure" error for a purchase that may still succeed.
 */
export function nextRouteAfterPay(input: AfterPayInput): AfterPayRoute {
  const state = purchaseStateOrDefault(input.state);
  const inputType = input.inputType ?? '';
  const storeTid = TID_STORING_INPUT_TYPES.has(inputType) || state === 'GOTO';
  switch (state) {
    case 'SUCCESS':
      if (inputType === 'BANKTRANSFER') return { path: '/end-banktransfer', storeTid, storeVisit: false };
      return { path: withTid('/processing', input.tid), storeTid, storeVisit: false };
    case 'PROCESSING':
      if (FORWARDING_INPUT_TYPES.has(inputType)) {
        return { path: withTid('/forwarding', input.tid), storeTid, storeVisit: true };
      }
      return { path: withTid('/processing', input.tid), storeTid, storeVisit: false };
    case 'GOTO':
      return { path: withTid('/forwarding', input.tid), storeTid, storeVisit: true };
    case 'BLOCKED':
      return { path: '/error/47', storeTid: false, storeVisit: false };
    case 'CANCELLED':
      return { path: '/', storeTid: false, storeVisit: false };
    default:
      return errorRoute(input.errorCode);
  }
}
