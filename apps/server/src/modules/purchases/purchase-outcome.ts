// What a PSP payment status means for a purchase (docs/psp-sandbox-api.md, SPEC §4). Pure.
import type { Visit } from '@shop/contracts/shop';
import type { PurchaseState } from '@shop/domain/purchase';
import type { PspMethod } from '../../db/database.ts';
import type { PspRedirectAction } from '../payments/payment-provider.ts';

export interface PaymentReport {
  status: string;
  refusalCode: string | null;
  action: PspRedirectAction | null;
}

export interface PurchaseOutcome {
  state: PurchaseState;
  errorCode: string | null;
  visit: Visit | null;
  /** The money is at the PSP: the deposit is credited (once). */
  settled: boolean;
}

/** SPEC §8 code 1 ("failed, try later or another method") when a refusal names no code. */
export const DEFAULT_REFUSAL_CODE = '1';
/** SPEC §8 code 47 is what BLOCKED shows. */
export const BLOCKED_CODE = '47';

function visitOf(action: PspRedirectAction | null): Visit | null {
  if (action === null) return null;
  if (action.method === 'POST' && action.data !== undefined) return { url: action.url, params: action.data };
  return { url: action.url };
}

/**
 * AUTHORISED → SUCCESS; REFUSED → FAILED with the refusal code; BLOCKED → BLOCKED (47);
 * CANCELLED → CANCELLED; PENDING → PROCESSING; REDIRECT → GOTO for a card (the challenge) and
 * PROCESSING with the visit for every other method. A bank transfer is SUCCESS as soon as its
 * instructions exist (the player pays on their own), but only settled when the PSP reports the
 * money: AUTHORISED. Null for a status that is not a payment status.
 */
export function purchaseOutcomeOf(
  report: PaymentReport,
  purchase: { inputType: string; pspMethod: PspMethod },
): PurchaseOutcome | null {
  const none = { errorCode: null, visit: null, settled: false };
  switch (report.status) {
    case 'AUTHORISED':
      return { ...none, state: 'SUCCESS', settled: true };
    case 'REFUSED':
      return { ...none, state: 'FAILED', errorCode: report.refusalCode ?? DEFAULT_REFUSAL_CODE };
    case 'BLOCKED':
      return { ...none, state: 'BLOCKED', errorCode: BLOCKED_CODE };
    case 'CANCELLED':
      return { ...none, state: 'CANCELLED' };
    case 'PENDING':
      return { ...none, state: purchase.pspMethod === 'banktransfer' ? 'SUCCESS' : 'PROCESSING' };
    case 'REDIRECT': {
      if (purchase.pspMethod === 'banktransfer') return { ...none, state: 'SUCCESS' };
      const visit = visitOf(report.action);
      if (visit === null) return { ...none, state: 'PROCESSING' };
      return { ...none, state: purchase.inputType === 'CARD_PCI' ? 'GOTO' : 'PROCESSING', visit };
    }
    default:
      return null;
  }
}
