// Reads the posted support form: cleans what the player typed, checks it with the contract's schema and
// names each field's problem by its text key, so the form can be shown again with the values kept.
import {
  SUPPORT_MESSAGE_MAX_LENGTH,
  SUPPORT_MESSAGE_MIN_LENGTH,
  SUPPORT_REFERENCE_MAX_LENGTH,
  SUPPORT_SCREEN_MAX_LENGTH,
  type SupportRequestForm,
  type SupportTopic,
  supportRequestFormSchema,
  supportTopicSchema,
} from '@shop/contracts/support';
import type { SupportPageKey } from './support-pages.i18n.ts';

export type SupportField = 'topic' | 'message' | 'reference';

/** What the form shows: the values as typed (cleaned) and, after a failed send, the problems. */
export interface SupportFormValues {
  topic: SupportTopic | '';
  message: string;
  reference: string;
  screen: string;
}

export type SupportFieldErrors = Partial<Record<SupportField, SupportPageKey>>;

export type SupportFormReading =
  | { ok: true; request: SupportRequestForm; values: SupportFormValues }
  | { ok: false; errors: SupportFieldErrors; values: SupportFormValues };

// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const MESSAGE_CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f]/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const LINE_CONTROLS = /[\u0000-\u001f\u007f]+/g;

/** A message keeps its line breaks and tabs; every other control character (NUL breaks PostgreSQL) goes. */
export function cleanMessage(value: unknown): string {
  if (typeof value !== 'string') return '';
  return value.replaceAll('\r\n', '\n').replace(MESSAGE_CONTROLS, '');
}

/** A one-line value: no control characters, blanks collapsed, cut to the field's length. */
export function cleanLine(value: unknown, maxLength: number): string {
  if (typeof value !== 'string') return '';
  return value.replace(LINE_CONTROLS, ' ').replace(/\s+/g, ' ').trim().slice(0, maxLength);
}

export function topicOf(value: unknown): SupportTopic | '' {
  const topic = supportTopicSchema.safeParse(value);
  return topic.success ? topic.data : '';
}

function fieldOf(body: unknown, name: string): unknown {
  if (typeof body !== 'object' || body === null || !Object.hasOwn(body, name)) return undefined;
  return (body as Record<string, unknown>)[name];
}

export function readSupportForm(body: unknown): SupportFormReading {
  const rawReference = fieldOf(body, 'reference');
  const values: SupportFormValues = {
    topic: topicOf(fieldOf(body, 'topic')),
    message: cleanMessage(fieldOf(body, 'message')),
    // The reference is checked at its full length (an error beats silently cutting what the player typed).
    reference: typeof rawReference === 'string' ? cleanLine(rawReference, SUPPORT_REFERENCE_MAX_LENGTH * 4) : '',
    screen: cleanLine(fieldOf(body, 'screen'), SUPPORT_SCREEN_MAX_LENGTH),
  };
  const parsed = supportRequestFormSchema.safeParse(values);
  if (parsed.success) return { ok: true, request: parsed.data, values };
  const errors: SupportFieldErrors = {};
  if (values.topic === '') errors.topic = 'topicMissing';
  const message = values.message.trim();
  if (message === '') errors.message = 'messageMissing';
  else if (message.length < SUPPORT_MESSAGE_MIN_LENGTH) errors.message = 'messageTooShort';
  else if (message.length > SUPPORT_MESSAGE_MAX_LENGTH) errors.message = 'messageTooLong';
  if (values.reference.length > SUPPORT_REFERENCE_MAX_LENGTH) errors.reference = 'referenceTooLong';
  return { ok: false, errors, values };
}
