// The customer support form (SPEC §1 footer, §7 "the customer support form event is emitted to a separate
// app"): the demo platform serves the form at /platform/support; the shop opens it in a modal with the
// context of the screen the player came from. One definition of the topics, limits and URL parameters.
import * as z from 'zod/mini';
import { SUPPORT_FORM_PATH, SUPPORT_TOPICS, type SupportTopic } from './support-topics.ts';

export { SUPPORT_FORM_PATH, SUPPORT_TOPICS, type SupportTopic };
export const supportTopicSchema = z.enum(SUPPORT_TOPICS);

export const SUPPORT_MESSAGE_MIN_LENGTH = 10;
export const SUPPORT_MESSAGE_MAX_LENGTH = 2000;
export const SUPPORT_REFERENCE_MAX_LENGTH = 100;
export const SUPPORT_SCREEN_MAX_LENGTH = 200;

/**
 * What the shop hands to the form as query parameters (all optional, all only a prefill): the topic,
 * a purchase tid / error code / payout reference, the shop screen (path) and the language. `embed=1`
 * renders it for the shop's modal (no platform header; it reports its height and Escape to the parent).
 */
export const supportFormQuerySchema = z.object({
  topic: z.optional(z.string().check(z.maxLength(40))),
  reference: z.optional(z.string().check(z.maxLength(SUPPORT_REFERENCE_MAX_LENGTH))),
  screen: z.optional(z.string().check(z.maxLength(SUPPORT_SCREEN_MAX_LENGTH))),
  lang: z.optional(z.string().check(z.maxLength(20))),
  embed: z.optional(z.enum(['1'])),
});
export type SupportFormQuery = z.infer<typeof supportFormQuerySchema>;

/** The posted form. Message length counts what the player typed, without surrounding blanks. */
export const supportRequestFormSchema = z.object({
  topic: supportTopicSchema,
  message: z.string().check(z.trim(), z.minLength(SUPPORT_MESSAGE_MIN_LENGTH), z.maxLength(SUPPORT_MESSAGE_MAX_LENGTH)),
  reference: z._default(z.string().check(z.trim(), z.maxLength(SUPPORT_REFERENCE_MAX_LENGTH)), ''),
  screen: z._default(z.string().check(z.trim(), z.maxLength(SUPPORT_SCREEN_MAX_LENGTH)), ''),
});
export type SupportRequestForm = z.infer<typeof supportRequestFormSchema>;

/**
 * Messages the embedded form posts to the shop window (same origin only): its content height (so the
 * modal fits it on phones), Escape pressed inside it, and a request that was sent (its ticket number).
 */
export const supportFrameMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('support-form:height'), height: z.number().check(z.nonnegative()) }),
  z.object({ type: z.literal('support-form:close') }),
  z.object({ type: z.literal('support-form:sent'), ticket: z.string().check(z.minLength(1), z.maxLength(40)) }),
]);
export type SupportFrameMessage = z.infer<typeof supportFrameMessageSchema>;
