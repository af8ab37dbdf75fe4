// The support form's topics and address, without zod: the web app's footer needs them on the first screen
// (issue 11: zod stays off it). support.ts builds its schemas from these.

export const SUPPORT_TOPICS = ['deposit', 'payout', 'saver-package', 'account', 'other'] as const;
export type SupportTopic = (typeof SUPPORT_TOPICS)[number];

/** The form's own address on the platform (same origin as the shop). */
export const SUPPORT_FORM_PATH = '/platform/support';

export function isSupportTopic(value: unknown): value is SupportTopic {
  return typeof value === 'string' && (SUPPORT_TOPICS as readonly string[]).includes(value);
}
