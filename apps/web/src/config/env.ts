// The few settings the web app reads at build time (Vite `VITE_*` variables), with working defaults.

function read(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed === undefined || trimmed === '' ? undefined : trimmed;
}

const platformBase = read(import.meta.env.VITE_PLATFORM_BASE) ?? '/platform';

export const env = {
  /** The demo host platform's pages live on the shop's origin under this path. */
  platformBase,
  offlineDestination: read(import.meta.env.VITE_OFFLINE_DESTINATION) ?? `${platformBase}/home`,
  /** undefined: use the url the payment navigation target names. */
  emailNotValidDestination: read(import.meta.env.VITE_EMAIL_NOT_VALID_DESTINATION),
} as const;
