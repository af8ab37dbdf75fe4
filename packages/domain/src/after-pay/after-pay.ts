// The route after the purchase call answered (SPEC §4 After pay) and the purchase states it acts on. Apart from
// the other route rules (../navigation): the review and processing steps alone need it, so the web app loads it
// with them, not with the first screen (issue 11).

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
