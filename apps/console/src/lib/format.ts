// Small helpers the screens share: who an operator is in a list, a record's value as text, amounts typed by an
// operator (major units, `.` or `,`) to integer minor units, and the message of a refused write.
import { ApiError } from './api';
import type { Translate } from './i18n';
import type { MessageKey } from './messages';
import { en } from './messages';
import type { Note } from './types';

export function operatorLabel(operator: Note['operator'] | null | undefined): string {
  return operator ? operator.displayName : '—';
}

export function plain(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** "12.5" or "12,50" → 1250 for 2 digits; null for anything that is not a positive amount with at most `digits` decimals. */
export function parseMajor(text: string, digits: number): number | null {
  const normalized = text.trim().replace(',', '.');
  const pattern = digits === 0 ? /^\d+$/ : new RegExp(`^\\d+(\\.\\d{1,${digits}})?$`);
  if (!pattern.test(normalized)) return null;
  const [whole = '0', fraction = ''] = normalized.split('.');
  const minor = Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
  return Number.isSafeInteger(minor) && minor > 0 ? minor : null;
}

const isKey = (key: string): key is MessageKey => key in en;

/** The operator-facing message of a failed write: a known 409 code of `scope`, forbidden, or the code itself. */
export function writeFailure(t: Translate, error: unknown, scope: 'purchase' | 'payouts' | 'player'): string {
  if (!(error instanceof ApiError)) return t('common.failed', { code: 'error' });
  if (error.code === 'forbidden') return t('common.forbidden');
  const key = `${scope}.${error.code}`;
  if (isKey(key)) return t(key);
  return t('common.failed', { code: error.code });
}

/** Server field errors of a 400 invalid_body, by field name. */
export function fieldErrors(error: unknown): Record<string, string> {
  return error instanceof ApiError && error.code === 'invalid_body' ? error.fields : {};
}

/** A random UUID v4 (crypto.randomUUID needs a secure context; getRandomValues does not). */
export function newIdempotencyKey(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
