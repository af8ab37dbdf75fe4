/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Where the shop sends players when the browser is offline (default /platform/home). */
  readonly VITE_OFFLINE_DESTINATION?: string;
  /** Where EMAIL_NOT_VALIDATED players go (default: the url the navigation target names). */
  readonly VITE_EMAIL_NOT_VALID_DESTINATION?: string;
  /** The host platform's base path on the same origin (default /platform). */
  readonly VITE_PLATFORM_BASE?: string;
  /** Purchase status polling interval in ms (default 2000, SPEC §9); for test builds. */
  readonly VITE_STATUS_POLL_INTERVAL_MS?: string;
  /** Purchase status polling time-out in ms (default 180000, SPEC §9); for test builds. */
  readonly VITE_STATUS_POLL_TOTAL_MS?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
