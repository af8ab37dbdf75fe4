// The dialect's objects as PayPal's REST APIs write them (snake_case, amounts as decimal strings, HATEOAS links).
import type { Money } from '../../lib/money.ts';
import type {
  PaypalCapture,
  PaypalDispute,
  PaypalOrder,
  PaypalPayout,
  PaypalRefund,
  PaypalStore,
  PaypalVaultToken,
} from './paypal-store.ts';

const ZERO_DECIMAL = new Set(['HUF', 'JPY', 'TWD']);

export function decimalOf(amount: Money): string {
  if (ZERO_DECIMAL.has(amount.currency)) return String(amount.value);
  return `${Math.floor(amount.value / 100)}.${String(amount.value % 100).padStart(2, '0')}`;
}

/** "10.50" EUR → 1050; null when it is not an amount PayPal would take. */
export function minorOf(value: string, currency: string): number | null {
  const match = ZERO_DECIMAL.has(currency) ? /^(\d{1,10})$/.exec(value) : /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(value);
  if (match === null) return null;
  const whole = Number(match[1]);
  if (ZERO_DECIMAL.has(currency)) return whole;
  return whole * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

export function moneyJson(amount: Money) {
  return { currency_code: amount.currency, value: decimalOf(amount) };
}

export function captureJson(base: string, capture: PaypalCapture) {
  return {
    id: capture.id,
    status: capture.status,
    ...(capture.status === 'PENDING' ? { status_details: { reason: 'PENDING_REVIEW' } } : {}),
    amount: moneyJson(capture.amount),
    final_capture: true,
    ...(capture.customId === null ? {} : { custom_id: capture.customId }),
    seller_protection: { status: 'ELIGIBLE', dispute_categories: ['ITEM_NOT_RECEIVED', 'UNAUTHORIZED_TRANSACTION'] },
    supplementary_data: { related_ids: { order_id: capture.orderId } },
    create_time: capture.createTime,
    update_time: capture.createTime,
    links: [
      { href: `${base}/v2/payments/captures/${capture.id}`, rel: 'self', method: 'GET' },
      { href: `${base}/v2/payments/captures/${capture.id}/refund`, rel: 'refund', method: 'POST' },
      { href: `${base}/v2/checkout/orders/${capture.orderId}`, rel: 'up', method: 'GET' },
    ],
  };
}

export function refundJson(base: string, refund: PaypalRefund) {
  return {
    id: refund.id,
    status: refund.status,
    amount: moneyJson(refund.amount),
    ...(refund.customId === null ? {} : { custom_id: refund.customId }),
    create_time: refund.createTime,
    update_time: refund.createTime,
    links: [
      { href: `${base}/v2/payments/refunds/${refund.id}`, rel: 'self', method: 'GET' },
      { href: `${base}/v2/payments/captures/${refund.captureId}`, rel: 'up', method: 'GET' },
    ],
  };
}

function vaultJson(base: string, token: PaypalVaultToken) {
  return {
    id: token.id,
    status: 'VAULTED',
    customer: { id: token.customerId },
    links: [{ href: `${base}/v3/vault/payment-tokens/${token.id}`, rel: 'self', method: 'GET' }],
  };
}

export function orderJson(base: string, publicBase: string, order: PaypalOrder, store: PaypalStore) {
  const capture = order.captureId === null ? undefined : store.captures.get(order.captureId);
  const token = order.vaultId === null ? undefined : store.vault.get(order.vaultId);
  const vaulted = order.storeInVault && token !== undefined;
  const paypal = {
    ...(token === undefined ? {} : { email_address: token.payerEmail, account_id: order.payerId ?? undefined }),
    ...(order.payerId !== null && token === undefined
      ? { email_address: 'payer@personal.example', account_id: order.payerId }
      : {}),
    ...(vaulted ? { attributes: { vault: vaultJson(base, token) } } : {}),
  };
  const links = [{ href: `${base}/v2/checkout/orders/${order.id}`, rel: 'self', method: 'GET' }];
  if (order.status === 'PAYER_ACTION_REQUIRED') {
    links.push({ href: `${publicBase}/checkoutnow?token=${order.id}`, rel: 'payer-action', method: 'GET' });
  }
  if (order.status === 'APPROVED') {
    links.push({ href: `${base}/v2/checkout/orders/${order.id}/capture`, rel: 'capture', method: 'POST' });
  }
  return {
    id: order.id,
    intent: 'CAPTURE',
    status: order.status,
    payment_source: { paypal },
    purchase_units: [
      {
        reference_id: 'default',
        amount: moneyJson(order.amount),
        ...(order.customId === null ? {} : { custom_id: order.customId }),
        ...(capture === undefined ? {} : { payments: { captures: [captureJson(base, capture)] } }),
      },
    ],
    ...(order.payerId === null ? {} : { payer: { payer_id: order.payerId } }),
    create_time: order.createTime,
    links,
  };
}

export function payoutItemJson(base: string, payout: PaypalPayout) {
  const status = payout.status === 'PENDING' ? 'PENDING' : payout.status;
  return {
    payout_item_id: payout.itemId,
    transaction_id: payout.status === 'SUCCESS' ? `${payout.itemId}T` : undefined,
    transaction_status: status,
    payout_batch_id: payout.batchId,
    payout_item_fee: { currency: payout.amount.currency, value: '0.00' },
    payout_item: {
      recipient_type: 'EMAIL',
      amount: { currency: payout.amount.currency, value: decimalOf(payout.amount) },
      receiver: payout.receiver,
      ...(payout.senderItemId === null ? {} : { sender_item_id: payout.senderItemId }),
    },
    time_processed: payout.createTime,
    ...(payout.errorName === null
      ? {}
      : { errors: { name: payout.errorName, message: 'The payout item could not be paid.' } }),
    links: [{ href: `${base}/v1/payments/payouts-item/${payout.itemId}`, rel: 'item', method: 'GET' }],
  };
}

export function payoutBatchJson(base: string, payout: PaypalPayout, withItems: boolean) {
  const batchStatus = payout.status === 'PENDING' ? 'PENDING' : 'SUCCESS';
  return {
    batch_header: {
      payout_batch_id: payout.batchId,
      batch_status: batchStatus,
      sender_batch_header: { sender_batch_id: payout.senderBatchId },
      time_created: payout.createTime,
    },
    ...(withItems ? { items: [payoutItemJson(base, payout)] } : {}),
    links: [{ href: `${base}/v1/payments/payouts/${payout.batchId}`, rel: 'self', method: 'GET' }],
  };
}

export function disputeJson(base: string, dispute: PaypalDispute, capture: PaypalCapture) {
  return {
    dispute_id: dispute.id,
    create_time: dispute.createTime,
    update_time: dispute.createTime,
    disputed_transactions: [
      {
        seller_transaction_id: capture.id,
        ...(capture.customId === null ? {} : { custom: capture.customId }),
        gross_amount: moneyJson(capture.amount),
      },
    ],
    reason: dispute.reason,
    status: dispute.status,
    dispute_amount: moneyJson(capture.amount),
    dispute_life_cycle_stage: dispute.stage,
    dispute_channel: dispute.stage === 'CHARGEBACK' ? 'EXTERNAL' : 'INTERNAL',
    ...(dispute.outcome === null ? {} : { dispute_outcome: { outcome_code: dispute.outcome } }),
    ...(dispute.evidences === undefined || dispute.evidences.length === 0
      ? {}
      : { evidences: dispute.evidences.map((evidence) => ({ ...evidence, source: 'SUBMITTED_BY_SELLER' })) }),
    links: [
      { href: `${base}/v1/customer/disputes/${dispute.id}`, rel: 'self', method: 'GET' },
      ...(dispute.status === 'OPEN'
        ? [
            { href: `${base}/v1/customer/disputes/${dispute.id}/accept-claim`, rel: 'accept_claim', method: 'POST' },
            ...(dispute.stage === 'INQUIRY'
              ? [
                  {
                    href: `${base}/v1/customer/disputes/${dispute.id}/provide-evidence`,
                    rel: 'provide_evidence',
                    method: 'POST',
                  },
                ]
              : []),
          ]
        : []),
    ],
  };
}

/** PayPal's error body: name, message, debug_id, details with the issue. */
export function errorJson(name: string, message: string, issue?: string, description?: string) {
  return {
    name,
    message,
    debug_id: Math.random().toString(16).slice(2, 15),
    ...(issue === undefined ? {} : { details: [{ issue, description: description ?? issue }] }),
    links: [],
  };
}
