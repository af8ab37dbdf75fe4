// The environment of an app the tests and the list benchmark (scripts/bench-ops-lists.ts) run in-process: silent,
// serving no web builds, with no job on a timer (they run reconciliation rounds and jobs themselves, if at all).
export const IN_PROCESS_APP_ENV = {
  LOG_LEVEL: 'silent',
  WEB_DIST_DIR: '/nonexistent/web-dist',
  CONSOLE_DIST_DIR: '/nonexistent/console-dist',
  PURCHASE_RECONCILE_INTERVAL_SECONDS: '0',
  PAYOUT_RECONCILE_INTERVAL_SECONDS: '0',
  SUBSCRIPTION_JOB_INTERVAL_SECONDS: '0',
  MAIL_JOB_INTERVAL_SECONDS: '0',
  ALERT_JOB_INTERVAL_SECONDS: '0',
  FUNNEL_FLUSH_INTERVAL_SECONDS: '0',
} as const;
