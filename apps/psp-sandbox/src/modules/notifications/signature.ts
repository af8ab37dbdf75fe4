// The notification signature: `v1=` + hex HMAC-SHA256(secret, "<timestamp>.<raw body>").
import { createHmac } from 'node:crypto';

export function signNotification(secret: string, timestamp: number, body: string): string {
  return `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}
