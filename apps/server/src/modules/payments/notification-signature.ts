// HMAC-SHA256 signatures of PSP notifications: `Psp-Signature: v1=<hex>` over "<Psp-Timestamp>.<raw body>".
import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  PSP_NOTIFICATION_TOLERANCE_SECONDS,
  PSP_SIGNATURE_HEADER,
  PSP_TIMESTAMP_HEADER,
} from '@shop/contracts/psp-sandbox';

export function signNotification(secret: string, timestamp: string, rawBody: Buffer | string): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex');
}

/** The headers a signed notification carries (the sandbox's side; tests use it too). */
export function notificationHeaders(secret: string, rawBody: string, timestampSeconds: number) {
  const timestamp = String(timestampSeconds);
  return {
    [PSP_TIMESTAMP_HEADER]: timestamp,
    [PSP_SIGNATURE_HEADER]: `v1=${signNotification(secret, timestamp, rawBody)}`,
  };
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** Every v1 signature of the header ("v1=a,v1=b" during a secret rotation). */
function v1Signatures(header: string): Buffer[] {
  return header
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.startsWith('v1='))
    .map((part) => part.slice(3))
    .filter((hex) => /^[0-9a-f]{64}$/i.test(hex))
    .map((hex) => Buffer.from(hex, 'hex'));
}

export type SignatureCheck = 'ok' | 'signature' | 'timestamp';

/**
 * The signature is checked first (constant time), so an unsigned request learns nothing about the
 * clock; then the timestamp must lie within ±300 s of ours, so a captured notification cannot be
 * replayed later (a replay inside the window is caught by its id).
 */
export function checkNotificationSignature(input: {
  secret: string;
  rawBody: Buffer;
  headers: Record<string, string | string[] | undefined>;
  now: Date;
}): SignatureCheck {
  const timestamp = headerValue(input.headers[PSP_TIMESTAMP_HEADER])?.trim();
  const signatureHeader = headerValue(input.headers[PSP_SIGNATURE_HEADER]);
  if (timestamp === undefined || signatureHeader === undefined || !/^\d{1,12}$/.test(timestamp)) return 'signature';
  const expected = Buffer.from(signNotification(input.secret, timestamp, input.rawBody), 'hex');
  const matches = v1Signatures(signatureHeader).some(
    (candidate) => candidate.length === expected.length && timingSafeEqual(candidate, expected),
  );
  if (!matches) return 'signature';
  const ageSeconds = Math.abs(input.now.getTime() / 1000 - Number(timestamp));
  return ageSeconds <= PSP_NOTIFICATION_TOLERANCE_SECONDS ? 'ok' : 'timestamp';
}
