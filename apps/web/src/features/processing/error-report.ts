// The processing views' error reports (SPEC §7: express-subscription-failed and abo-subscription-failed go to the
// error-reporting service), dispatched on window as 'shop-error-report' like the other reports of the shop.
export type SubscriptionErrorReport = {
  type: 'abo-subscription-failed';
  tid: string;
  /** The code the answer named (first item of its list), the status, or network / no-data. */
  code: string;
  /** The whole answer when it was a list, e.g. ["subscription-already-active", "2026-10-31"]. */
  details: readonly string[];
};

export const ERROR_REPORT_EVENT = 'shop-error-report';

export function reportSubscriptionFailed(report: Omit<SubscriptionErrorReport, 'type'>): void {
  const detail: SubscriptionErrorReport = { type: 'abo-subscription-failed', ...report };
  console.warn('Saver package sign-up failed', detail);
  window.dispatchEvent(new CustomEvent<SubscriptionErrorReport>(ERROR_REPORT_EVENT, { detail }));
}

export type ExpressSubscriptionErrorReport = {
  type: 'express-subscription-failed';
  tid: string;
  paytype: string;
  /** The code the answer named (first item of its list), the status, or network / no-data. */
  code: string;
  details: readonly string[];
};

export function reportExpressSubscriptionFailed(report: Omit<ExpressSubscriptionErrorReport, 'type'>): void {
  const detail: ExpressSubscriptionErrorReport = { type: 'express-subscription-failed', ...report };
  console.warn('Express payment subscription failed', detail);
  window.dispatchEvent(new CustomEvent<ExpressSubscriptionErrorReport>(ERROR_REPORT_EVENT, { detail }));
}
