/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Where the shop sends players when the browser is offline (default /platform/home). */
  readonly VITE_OFFLINE_DESTINATION?: string;
  /** Where EMAIL_NOT_VALIDATED players go (default: the url the navigation target names). */
  readonly VITE_EMAIL_NOT_VALID_DESTINATION?: string;
  /** The host platform's base path on the same origin (default /platform). */
  readonly VITE_PLATFORM_BASE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
