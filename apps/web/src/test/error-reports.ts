// The error reports the screens send as window events (a feature's ERROR_REPORT_EVENT), collected afresh for each
// test of the file; console.warn, where the reports are also logged, is silenced.
import { afterEach, beforeEach, vi } from 'vitest';

/** Call at the top of a test file: the array it returns holds the current test's reports, in order. */
export function collectErrorReports<Report = unknown>(eventName: string): Report[] {
  const reports: Report[] = [];
  const onReport = (event: Event) => {
    if (event instanceof CustomEvent) reports.push(event.detail as Report);
  };
  beforeEach(() => {
    reports.length = 0;
    window.addEventListener(eventName, onReport);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => window.removeEventListener(eventName, onReport));
  return reports;
}
