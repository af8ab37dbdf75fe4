// The customer support form (SPEC §1 footer, §7 "the customer support form event is emitted to a separate
// app"): the demo platform serves the form at /platform/support; the shop opens it in a modal with the
// context of the screen the player came from. One definition of the topics, limits and URL parameters.
import { z } from 'zod';

export const SUPPORT_TOPICS = ['deposit', 'payout', 'saver-package', 'account', 'other'] as const;
export const supportTopicSchema = z.enum(SUPPORT_TOPICS);
export type SupportTopic = z.infer<typeof supportTopicSchema>;

export const SUPPORT_MESSAGE_MIN_LENGTH = 10;
export const SUPPORT_MESSAGE_MAX_LENGTH = 2000;
export const SUPPORT_REFERENCE_MAX_LENGTH = 100;
export const SUPPORT_SCREEN_MAX_LENGTH = 200;

/** The form's own address on the platform (same origin as the shop). */
export const SUPPORT_FORM_PATH = '/platform/support';

/**
 * What the shop hands to the form as query parameters (all optional, all only a prefill): the topic,
 * a purchase tid / error code / payout reference, the shop screen (path) and the language. `embed=1`
 * renders it for the shop's modal (no platform header; it reports its height and Escape to the parent).
 */
export const supportFormQuerySchema = z.object({
  topic: z.string().max(40).optional(),
  reference: z.string().max(SUPPORT_REFERENCE_MAX_LENGTH).optional(),
  screen: z.string().max(SUPPORT_SCREEN_MAX_LENGTH).optional(),
  lang: z.string().max(20).optional(),
  embed: z.enum(['1']).optional(),
});
export type SupportFormQuery = z.infer<typeof supportFormQuerySchema>;

/** The posted form. Message length counts what the player typed, without surrounding blanks. */
export const supportRequestFormSchema = z.object({
  topic: supportTopicSchema,
  message: z.string().trim().min(SUPPORT_MESSAGE_MIN_LENGTH).max(SUPPORT_MESSAGE_MAX_LENGTH),
  reference: z.string().trim().max(SUPPORT_REFERENCE_MAX_LENGTH).default(''),
  screen: z.string().trim().max(SUPPORT_SCREEN_MAX_LENGTH).default(''),
});
export type SupportRequestForm = z.infer<typeof supportRequestFormSchema>;

/**
 * Messages the embedded form posts to the shop window (same origin only): its content height (so the
 * modal fits it on phones), Escape pressed inside it, and a request that was sent (its ticket number).
 */
export const supportFrameMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('support-form:height'), height: z.number().nonnegative() }),
  z.object({ type: z.literal('support-form:close') }),
  z.object({ type: z.literal('support-form:sent'), ticket: z.string().min(1).max(40) }),
]);
export type SupportFrameMessage = z.infer<typeof supportFrameMessageSchema>;
