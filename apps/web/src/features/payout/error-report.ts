// The payout's error report (SPEC §7: payout-not-allowed goes to the error-reporting service),
// dispatched on window as 'shop-error-report' like the other reports of the shop.
export type PayoutErrorReport = { type: 'payout-not-allowed' };

export const ERROR_REPORT_EVENT = 'shop-error-report';

export function reportPayoutNotAllowed(): void {
  window.dispatchEvent(
    new CustomEvent<PayoutErrorReport>(ERROR_REPORT_EVENT, { detail: { type: 'payout-not-allowed' } }),
  );
}
