// Alert tests: the thresholds the server configures when nothing is set (SPEC's defaults), which the alert rules and
// the alerts job are tested against and env.test.ts pins as loadConfig's default.
import type { AlertThresholds } from '../modules/alerts/alert-rules.ts';

export const DEFAULT_ALERT_THRESHOLDS: AlertThresholds = {
  successRateMinPercent: 50,
  successRateWindowMinutes: 60,
  successRateMinAttempts: 10,
  payoutQueueMaxHours: 24,
  mailStuckMinutes: 30,
  reconcilerMaxFailures: 3,
};
