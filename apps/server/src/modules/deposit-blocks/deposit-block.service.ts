// Lifting the deposit block a returned direct debit sets (SPEC §4 "a returned payment blocks the account until
// paid and a new mandate is given"; subscription-faults.ts sets deposit_block_reason/amount).
//
// What "paid" means here: the player paid the returned amount outside the PSP, e.g. by bank transfer. The returned
// debit's reversal took its game credit back from the withdrawable balance, which went below zero when the player
// had already played it: that negative balance is what the player owes (shown as owed on the player page).
// Issue 25 point 4: a finance operator types the amount received, the day it arrived and the bank reference
// (money-approvals.service.ts asks for it), a second finance operator approves, and only then, in one transaction,
// the typed amount is booked as received (received_payments → withdrawable), the block cleared and both steps
// audited. The old mandate stays void: the next direct-debit deposit gives the new mandate.
import type { AppDeps } from '../../app-deps.ts';
import type { Trx } from '../../db/database.ts';
import { settleOwingDisputes } from '../disputes/disputes.repository.ts';
import { lockAccount, sumPlayerBalance } from '../ledger/ledger.repository.ts';
import { bookReceivedPayment } from '../ledger/refund-entries.ts';
import { recordAudit } from '../operators/audit.ts';
import {
  listPayoutBlockReasons,
  lockDepositBlock,
  lockPlayerBlocks,
  setDepositBlock,
  setDepositBlockReason,
} from '../player-actions/player-blocks.repository.ts';

/**
 * Blocks the player's deposits for `reason` (a returned debit, a chargeback) until `amount` more is paid: added to
 * what the block already asks, the user row locked.
 */
export async function addToDepositBlock(trx: Trx, userId: number, reason: string, amount: number): Promise<void> {
  const user = await lockDepositBlock(trx, userId);
  await setDepositBlock(trx, userId, {
    deposit_block_reason: reason,
    deposit_block_amount: (user.deposit_block_amount ?? 0) + amount,
  });
}

export interface PlayerBlocks {
  blocked: boolean;
  depositBlock: { reason: string; amount: number } | null;
  payoutBlocks: string[];
  subscriptionSignupBlocked: boolean;
}

export interface LiftInput {
  userId: number;
  /** The approving (second) operator. */
  operatorId: number;
  makerId: number;
  approvalId: string;
  reason: string;
  /** Minor units of the game currency, as typed. */
  amountReceived: number;
  receivedOn: string;
  bankReference: string;
}

export type LiftResult =
  | {
      ok: true;
      blocks: PlayerBlocks;
      paymentReceived: { amount: number; currency: string; transactionId: string | null };
      owedBefore: number;
    }
  | { ok: false; code: 'not_found' | 'not_blocked' };

/** Lifts the block inside the approval's transaction; the caller holds the approval's lock. */
export async function liftDepositBlock(trx: Trx, deps: AppDeps, input: LiftInput): Promise<LiftResult> {
  const user = await lockPlayerBlocks(trx, input.userId);
  if (user === undefined) return { ok: false, code: 'not_found' };
  if (user.deposit_block_reason === null) return { ok: false, code: 'not_blocked' };
  const currency = user.gd_currency;
  await lockAccount(trx, { userId: user.id, kind: 'withdrawable', currency });
  const withdrawable = await sumPlayerBalance(trx, { userId: user.id, currency, kinds: ['withdrawable'] });
  const owed = Math.max(0, -withdrawable);
  const now = deps.clock.now();
  let transactionId: string | null = null;
  if (input.amountReceived > 0) {
    transactionId = await bookReceivedPayment(trx, {
      userId: user.id,
      currency,
      amount: input.amountReceived,
      reference: `deposit-block:${user.id}:${input.approvalId}:paid`,
      description: `${user.deposit_block_reason === 'chargeback' ? 'chargeback' : 'returned debit'} paid on ${input.receivedOn}, bank reference ${input.bankReference} (deposit block lifted)`,
      at: now,
    });
  }
  await setDepositBlockReason(trx, user.id, null);
  // The chargebacks it owed are paid with it (docs/chargebacks.md "Settling").
  await settleOwingDisputes(trx, user.id, now);
  const depositBlock = { reason: user.deposit_block_reason, amount: user.deposit_block_amount ?? 0 };
  await recordAudit(trx, {
    operatorId: input.operatorId,
    action: 'player.unblock',
    subjectType: 'player',
    subjectId: String(user.id),
    before: { depositBlock, owed: { amount: owed, currency }, withdrawable: { amount: withdrawable, currency } },
    after: {
      depositBlock: null,
      paymentReceived: {
        amount: input.amountReceived,
        currency,
        receivedOn: input.receivedOn,
        bankReference: input.bankReference,
      },
      withdrawable: { amount: withdrawable + input.amountReceived, currency },
      approval: { id: input.approvalId, makerId: input.makerId },
    },
    reason: input.reason,
    at: now,
  });
  const payoutBlocks = await listPayoutBlockReasons(trx, user.id);
  return {
    ok: true,
    blocks: {
      blocked: user.blocked,
      depositBlock: null,
      payoutBlocks,
      subscriptionSignupBlocked: user.subscription_signup_blocked,
    },
    paymentReceived: { amount: input.amountReceived, currency, transactionId },
    owedBefore: owed,
  };
}
