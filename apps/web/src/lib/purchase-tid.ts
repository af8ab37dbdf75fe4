// The tid of the purchase this tab ran last, read without the purchase contract (and zod): the support form's
// reference on every screen needs only this (issue 11: zod stays off the first screen). purchase-session.ts
// owns the record; this reads the same key.
import { isRecord } from './is-record';
import { readJson } from './storage';

export const PURCHASE_KEY = 'shop.purchase';

function tidOf(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** The stored purchase's tid, else its last result's tid, else ''. */
export function readPurchaseTid(): string {
  const raw = readJson('session', PURCHASE_KEY);
  if (!isRecord(raw)) return '';
  return tidOf(raw.tid) ?? (isRecord(raw.result) ? tidOf(raw.result.tid) : undefined) ?? '';
}
