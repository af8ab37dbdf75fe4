// The PayPal dialect's own state, in memory like the rest of the sandbox: OAuth tokens, orders, captures,
// refunds, vaulted payment tokens, payout batches, disputes, registered webhooks and the events sent.
import { randomBytes, randomInt } from 'node:crypto';
import type { Money } from '../../lib/money.ts';

const ALPHANUMERIC = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';

/** PayPal's ids: 17 upper-case letters and digits for orders and captures, 13 for payout batches and items. */
export function paypalId(length = 17): string {
  let id = '';
  for (let index = 0; index < length; index += 1) id += ALPHANUMERIC[randomInt(ALPHANUMERIC.length)];
  return id;
}

/** What later charges of a vaulted token do (chosen on the approve page, as the magic cards decide for cards). */
export type VaultBehaviour = 'succeed' | 'declineAll' | 'declineOdd';
/** What the approve page's button said: capture succeeds, is declined with an issue, or stays pending. */
export type ApprovalOutcome = { kind: 'capture' } | { kind: 'decline'; issue: string } | { kind: 'pending' };

export interface PaypalOrder {
  id: string;
  status: 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'COMPLETED' | 'VOIDED';
  amount: Money;
  customId: string | null;
  returnUrl: string | null;
  cancelUrl: string | null;
  locale: string | null;
  /** The request asked to vault the PayPal account on success (the first saver payment, or express). */
  storeInVault: boolean;
  vaultUsagePattern: string | null;
  /** Paid with a vaulted token (no payer present). */
  vaultId: string | null;
  approval: ApprovalOutcome | null;
  vaultBehaviour: VaultBehaviour;
  payerId: string | null;
  captureId: string | null;
  createTime: string;
}

export interface PaypalCapture {
  id: string;
  orderId: string;
  status: 'COMPLETED' | 'PENDING' | 'DECLINED' | 'PARTIALLY_REFUNDED' | 'REFUNDED';
  amount: Money;
  refunded: number;
  customId: string | null;
  createTime: string;
}

export interface PaypalRefund {
  id: string;
  captureId: string;
  status: 'COMPLETED' | 'FAILED';
  amount: Money;
  customId: string | null;
  createTime: string;
}

export interface PaypalVaultToken {
  id: string;
  customerId: string;
  payerEmail: string;
  behaviour: VaultBehaviour;
  charges: number;
  deleted: boolean;
}

export interface PaypalPayout {
  batchId: string;
  itemId: string;
  senderBatchId: string;
  senderItemId: string | null;
  receiver: string;
  amount: Money;
  status: 'PENDING' | 'SUCCESS' | 'FAILED';
  errorName: string | null;
  createTime: string;
}

export interface PaypalDispute {
  id: string;
  captureId: string;
  /** UNDER_REVIEW: the seller gave evidence; PayPal decides (the test tool /v1/test/disputes/:id/resolve). */
  status: 'OPEN' | 'UNDER_REVIEW' | 'RESOLVED';
  outcome: string | null;
  reason: string;
  stage: 'INQUIRY' | 'CHARGEBACK';
  createTime: string;
  /** The seller's answer: accept-claim (its note) or provide-evidence (the evidences' notes); null until given. */
  response?: { decision: 'accept' | 'defend'; note: string } | null;
  evidences?: { evidence_type: string; notes: string | null }[];
}

export interface PaypalWebhook {
  id: string;
  url: string;
}

export interface PaypalEventDelivery {
  id: string;
  eventType: string;
  webhookId: string;
  url: string;
  body: string;
  attempts: { at: string; statusCode: number | null; error: string | null }[];
  state: 'pending' | 'delivered' | 'failed';
}

export interface PaypalStore {
  tokens: Map<string, { expiresAt: number }>;
  orders: Map<string, PaypalOrder>;
  captures: Map<string, PaypalCapture>;
  refunds: Map<string, PaypalRefund>;
  vault: Map<string, PaypalVaultToken>;
  payouts: Map<string, PaypalPayout>;
  disputes: Map<string, PaypalDispute>;
  webhooks: Map<string, PaypalWebhook>;
  events: Map<string, PaypalEventDelivery>;
  /** PayPal-Request-Id → the first answer (status and body), per call. */
  requests: Map<string, { status: number; body: unknown }>;
}

export function createPaypalStore(): PaypalStore {
  return {
    tokens: new Map(),
    orders: new Map(),
    captures: new Map(),
    refunds: new Map(),
    vault: new Map(),
    payouts: new Map(),
    disputes: new Map(),
    webhooks: new Map(),
    events: new Map(),
    requests: new Map(),
  };
}

export function accessTokenValue(): string {
  return `A21AA${randomBytes(24).toString('base64url')}`;
}
