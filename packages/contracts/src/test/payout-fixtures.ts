// Test-only: payout answers shaped like the contract (payout.ts), for the server's and the web app's tests. A EUR
// player allowed to pay out by bank transfer or PayPal, nothing pending; tests change what they are about.
import type { PayoutInfo, PayoutProvider } from '../payout.ts';

export const BANK: PayoutProvider = {
  paytype: 'banktransfer',
  payoutFee: 100,
  paypalDetails: null,
  unavailableReason: null,
};

export function paypalProvider(accountNames: string[] = ['player@example.com']): PayoutProvider {
  return { paytype: 'paypal', payoutFee: 100, paypalDetails: { accountNames }, unavailableReason: null };
}

export function payoutInfoFixture(overrides: Partial<PayoutInfo> = {}): PayoutInfo {
  return {
    balance: 15000,
    bonus: 2000,
    withdrawable: 12000,
    exchangeFactor: 1,
    forcePayout: false,
    currency: 'EUR',
    currencyReal: 'EUR',
    payoutAllowed: true,
    payoutNotAllowedReason: null,
    providers: [BANK, paypalProvider()],
    pendingPayout: false,
    pendingPayoutInReview: false,
    rejectedPayout: null,
    ...overrides,
  };
}
