// Payouts: accepted as PENDING, then SETTLED (or FAILED by a magic value) after PSP_PAYOUT_SETTLE_MS,
// announced by a payout.updated notification.
import { z } from 'zod';
import type { SandboxDeps } from '../../app-deps.ts';
import { abaRoutingValid, bicValid, ibanValid, normalizeIban, usAccountNumberValid } from '../../lib/iban.ts';
import { newId } from '../../lib/ids.ts';
import { minorUnitEnding } from '../../lib/money.ts';
import {
  PAYOUT_FAILING_AMOUNT_ENDING,
  PAYOUT_FAILING_IBAN,
  PAYOUT_FAILING_PAYPAL_SUFFIX,
} from '../../magic/magic-values.ts';
import type { Payout } from '../../store/store.ts';
import { moneyOutAnswer, notifyMoneyOut } from '../notifications/money-out.ts';
import { httpUrlSchema, moneySchema } from '../payments/payment-request.ts';

export const payoutRequestSchema = z
  .object({
    reference: z.string().trim().min(1).max(128),
    amount: moneySchema,
    method: z.enum(['banktransfer', 'paypal']),
    account: z.object({
      iban: z.string().min(1).max(64).optional(),
      bic: z.string().max(11).optional(),
      holder: z.string().trim().min(1).max(100).optional(),
      /** A US bank account instead of iban/bic. */
      routingNumber: z.string().trim().min(1).max(32).optional(),
      accountNumber: z.string().trim().min(1).max(32).optional(),
      paypalAccount: z.string().trim().min(1).max(254).optional(),
    }),
    notificationUrl: httpUrlSchema.optional(),
  })
  .superRefine((request, context) => {
    const require = (present: boolean, field: string) => {
      if (!present)
        context.addIssue({ code: 'custom', path: ['account', field], message: `required for ${request.method}` });
    };
    if (request.method === 'banktransfer') {
      const us = request.account.routingNumber !== undefined || request.account.accountNumber !== undefined;
      if (us) {
        require(request.account.routingNumber !== undefined, 'routingNumber');
        require(request.account.accountNumber !== undefined, 'accountNumber');
      } else {
        require(request.account.iban !== undefined, 'iban');
      }
      require(request.account.holder !== undefined, 'holder');
    } else {
      require(request.account.paypalAccount !== undefined, 'paypalAccount');
    }
  });
export type PayoutRequest = z.infer<typeof payoutRequestSchema>;

export type CreatePayoutResult =
  | { ok: true; payout: Payout }
  | { ok: false; error: 'INVALID_IBAN' | 'INVALID_BIC' | 'INVALID_ROUTING_NUMBER' | 'INVALID_ACCOUNT_NUMBER' };

function failureReason(request: PayoutRequest, iban: string | null): string | null {
  if (minorUnitEnding(request.amount) === PAYOUT_FAILING_AMOUNT_ENDING) return 'AMOUNT_REJECTED';
  if (iban === PAYOUT_FAILING_IBAN) return 'ACCOUNT_CLOSED';
  const paypalAccount = request.account.paypalAccount?.toLowerCase();
  if (paypalAccount?.endsWith(PAYOUT_FAILING_PAYPAL_SUFFIX) === true) return 'PAYPAL_ACCOUNT_REJECTED';
  return null;
}

export function createPayout(deps: SandboxDeps, request: PayoutRequest): CreatePayoutResult {
  if (request.method === 'banktransfer' && request.account.routingNumber !== undefined) {
    if (!abaRoutingValid(request.account.routingNumber)) return { ok: false, error: 'INVALID_ROUTING_NUMBER' };
    if (!usAccountNumberValid(request.account.accountNumber ?? ''))
      return { ok: false, error: 'INVALID_ACCOUNT_NUMBER' };
  }
  const us = request.account.routingNumber !== undefined;
  const iban = request.method === 'banktransfer' && !us ? normalizeIban(request.account.iban ?? '') : null;
  if (iban !== null && !ibanValid(iban)) return { ok: false, error: 'INVALID_IBAN' };
  const bic = request.account.bic?.trim() ?? '';
  if (request.method === 'banktransfer' && bic !== '' && !bicValid(bic)) return { ok: false, error: 'INVALID_BIC' };
  const createdAt = deps.clock.now().toISOString();
  const payout: Payout = {
    pspReference: newId('po'),
    reference: request.reference,
    method: request.method,
    amount: request.amount,
    status: 'PENDING',
    failureReason: null,
    notificationUrl: request.notificationUrl ?? null,
    createdAt,
    updatedAt: createdAt,
  };
  deps.store.payouts.set(payout.pspReference, payout);
  const failure = failureReason(request, iban);
  deps.scheduler.schedule(deps.config.payoutSettleMs, () => {
    payout.status = failure === null ? 'SETTLED' : 'FAILED';
    payout.failureReason = failure;
    payout.updatedAt = deps.clock.now().toISOString();
    notifyMoneyOut(deps, 'payout.updated', payout);
  });
  return { ok: true, payout };
}

export function toPayoutAnswer(payout: Payout) {
  return { ...moneyOutAnswer(payout), method: payout.method, updatedAt: payout.updatedAt };
}
