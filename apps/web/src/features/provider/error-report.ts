// Error reports (SPEC §7 "error-reporting service"): dispatched on window as 'shop-error-report' so the
// host platform's reporter (or a test) can pick them up.

export type ErrorReport = { type: 'provider-not-available'; code: string };

export const ERROR_REPORT_EVENT_NAME = 'shop-error-report';

export function reportError(report: ErrorReport): void {
  window.dispatchEvent(new CustomEvent<ErrorReport>(ERROR_REPORT_EVENT_NAME, { detail: report }));
}
