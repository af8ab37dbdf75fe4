// The review's error report (SPEC §8 expressPayment_subscriptions_fail): the express settings could not be
// loaded. Review goes on without the opt-in; the report goes to the error-reporting service as
// 'shop-error-report' on window, like the other reports of the shop.
import { ApiError } from '../../lib/api-client';

export type ExpressSettingsErrorReport = {
  type: 'expressPayment_subscriptions_fail';
  /** The code the answer named, the status, or network / no-data. */
  code: string;
};

export const ERROR_REPORT_EVENT = 'shop-error-report';

export function reportExpressSettingsFailed(error: unknown): void {
  const detail: ExpressSettingsErrorReport = {
    type: 'expressPayment_subscriptions_fail',
    code: error instanceof ApiError ? error.code : 'unexpected',
  };
  console.warn('Express payment settings could not be loaded', detail);
  window.dispatchEvent(new CustomEvent<ExpressSettingsErrorReport>(ERROR_REPORT_EVENT, { detail }));
}
