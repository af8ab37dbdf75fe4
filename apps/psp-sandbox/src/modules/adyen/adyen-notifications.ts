// Adyen's standard notifications (JSON, `notificationItems`), made from the sandbox's own events for payments
// created in Adyen's dialect (their notificationUrl is the marker `adyen:<merchantAccount>`). Each
// NotificationRequestItem carries `additionalData.hmacSignature`: Base64 HMAC-SHA256, with the hex key
// decoded, over pspReference:originalReference:merchantAccountCode:merchantReference:value:currency:eventCode:success
// (Adyen's documented order; the shop checks it with @adyen/api-library's hmacValidator). Basic auth is sent
// as the Customer Area's webhook user would be.
import { createHmac } from 'node:crypto';
import type { SandboxConfig } from '../../config/env.ts';
import { newId } from '../../lib/ids.ts';
import type { SandboxStore } from '../../store/store.ts';
import type { NotificationEvent } from '../notifications/notification-event.ts';
import { adyenRefusalOf } from './adyen-refusals.ts';

const MARKER = 'adyen:';

/** The notificationUrl of a payment made in Adyen's dialect (Adyen's webhook URL is per merchant account). */
export function adyenMarkerOf(merchantAccount: string): string {
  return `${MARKER}${merchantAccount}`;
}

export function isAdyenMarker(url: string | null): url is string {
  return url?.startsWith(MARKER) === true;
}

export interface AdyenItem {
  pspReference: string;
  originalReference?: string;
  merchantAccountCode: string;
  merchantReference: string;
  amount: { value: number; currency: string };
  eventCode: string;
  success: 'true' | 'false';
  eventDate: string;
  paymentMethod?: string;
  reason?: string;
  additionalData: Record<string, string>;
}

/** Adyen's HMAC of one item, as its documentation (and the library's hmacValidator) computes it. */
export function adyenItemHmac(hmacKey: string, item: AdyenItem): string {
  const data = [
    item.pspReference,
    item.originalReference ?? '',
    item.merchantAccountCode,
    item.merchantReference,
    item.amount.value,
    item.amount.currency,
    item.eventCode,
    item.success,
  ].join(':');
  return createHmac('sha256', Buffer.from(hmacKey, 'hex')).update(data, 'utf8').digest('base64');
}

/** The body of a notification request: one signed item, as Adyen sends them. */
export function adyenNotificationBody(hmacKey: string, item: AdyenItem): string {
  const signed: AdyenItem = {
    ...item,
    additionalData: { ...item.additionalData, hmacSignature: adyenItemHmac(hmacKey, item) },
  };
  return JSON.stringify({ live: 'false', notificationItems: [{ NotificationRequestItem: signed }] });
}

/** Adyen's name of the method charged (the notification's paymentMethod). */
function adyenMethodOf(method: string | undefined, brand: string | undefined): string | undefined {
  if (method === 'sepa') return 'sepadirectdebit';
  if (method === 'ideal') return 'ideal';
  if (method === 'card') return brand === 'mastercard' ? 'mc' : 'visa';
  return method;
}

/** The Adyen item of a sandbox event; null when Adyen would send none (redirect, pending, payouts, mandates). */
export function adyenItemOf(
  store: SandboxStore,
  merchantAccount: string,
  event: NotificationEvent,
  now: Date,
): AdyenItem | null {
  const amount = event.amount ?? { value: 0, currency: 'EUR' };
  const base = {
    merchantAccountCode: merchantAccount,
    merchantReference: event.reference,
    amount,
    eventDate: now.toISOString(),
  };
  if (event.type === 'refund.updated') {
    const refunded = event.status === 'REFUNDED';
    return {
      ...base,
      pspReference: event.pspReference,
      ...(event.paymentPspReference === undefined ? {} : { originalReference: event.paymentPspReference }),
      eventCode: refunded ? 'REFUND' : 'REFUND_FAILED',
      success: 'true',
      ...(refunded ? {} : { reason: event.failureReason ?? 'Refund rejected' }),
      additionalData: {},
    };
  }
  if (event.type === 'chargeback.updated' && event.dispute !== undefined) {
    const payment = store.payments.get(event.pspReference);
    const paymentMethod = adyenMethodOf(payment?.method, payment?.card?.brand);
    return {
      ...base,
      pspReference: event.dispute.id,
      originalReference: event.pspReference,
      eventCode: event.status,
      success: 'true',
      ...(paymentMethod === undefined ? {} : { paymentMethod }),
      reason: 'Fraudulent Processing of Transactions',
      additionalData: {
        chargebackReasonCode: event.dispute.reasonCode ?? '',
        defendable: String(event.dispute.defendable),
        disputeStatus: event.status === 'CHARGEBACK_REVERSED' ? 'Won' : 'Undefended',
      },
    };
  }
  if (event.type !== 'payment.updated') return null;
  const payment = store.payments.get(event.pspReference);
  const paymentMethod = adyenMethodOf(payment?.method, payment?.card?.brand);
  const method = paymentMethod === undefined ? {} : { paymentMethod };
  switch (event.status) {
    case 'AUTHORISED': {
      const additionalData: Record<string, string> = {};
      const shopperReference = store.adyenShopperReferences.get(event.pspReference);
      if (event.recurringReference !== undefined && shopperReference !== undefined) {
        additionalData['tokenization.storedPaymentMethodId'] = event.recurringReference;
        additionalData['tokenization.shopperReference'] = shopperReference;
      }
      return {
        ...base,
        ...method,
        pspReference: event.pspReference,
        eventCode: 'AUTHORISATION',
        success: 'true',
        additionalData,
      };
    }
    case 'REFUSED':
    case 'BLOCKED':
    case 'CANCELLED':
      return {
        ...base,
        ...method,
        pspReference: event.pspReference,
        eventCode: 'AUTHORISATION',
        success: 'false',
        reason: event.status === 'CANCELLED' ? 'Cancelled' : adyenRefusalOf(event.status, event.refusalCode).reason,
        additionalData: {},
      };
    case 'RETURNED':
      // A SEPA debit the bank gave back: Adyen reports it as a CHARGEBACK of the debit.
      return {
        ...base,
        ...method,
        pspReference: newId('cb'),
        originalReference: event.pspReference,
        eventCode: 'CHARGEBACK',
        success: 'true',
        reason: event.returnReason ?? 'MD06',
        additionalData: { chargebackReasonCode: event.returnReason ?? 'MD06', defendable: 'false' },
      };
    default:
      return null;
  }
}

/** The delivery of an Adyen notification for an event, or null when Adyen would send none or the dialect is off. */
export function adyenNotificationOf(
  config: SandboxConfig,
  store: SandboxStore,
  marker: string,
  event: NotificationEvent,
  now: Date,
): { id: string; url: string; body: string; headers: Record<string, string> } | null {
  const adyen = config.adyen;
  if (adyen === null || adyen.notificationUrl === null) return null;
  const item = adyenItemOf(store, marker.slice(MARKER.length), event, now);
  if (item === null) return null;
  return {
    id: newId('adyen_evt'),
    url: adyen.notificationUrl,
    body: adyenNotificationBody(adyen.hmacKey, item),
    headers: {
      'content-type': 'application/json',
      'user-agent': 'Adyen HttpClient (psp-sandbox)',
      authorization: `Basic ${Buffer.from(`${adyen.username}:${adyen.password}`, 'utf8').toString('base64')}`,
    },
  };
}
