// Lifting the deposit block a returned direct debit sets (SPEC §4 "a returned payment blocks the account until
// paid and a new mandate is given"; subscription-faults.ts sets deposit_block_reason/amount).
//
// What "paid" means here: the finance operator lifts the block once the player has paid the returned amount
// (deposit_block_amount, in the purchase's real currency) outside the PSP, e.g. by bank transfer. The returned
// debit's reversal took its game credit back from the withdrawable balance, which went below zero when the
// player had already played it: that negative balance is what the player owes in the ledger. Lifting books the
// payment received for it (received_payments → withdrawable, up to zero) in the same transaction, clears the
// block and audits it. The old mandate stays void: the next direct-debit deposit gives the new mandate.
import type { AppDeps } from '../../app-deps.ts';
import { lockAccount, sumPlayerBalance } from '../ledger/ledger.repository.ts';
import { bookReceivedPayment } from '../ledger/refund-entries.ts';
import { recordAudit } from '../operators/audit.ts';

export interface PlayerBlocks {
  blocked: boolean;
  depositBlock: { reason: string; amount: number } | null;
  payoutBlocks: string[];
  subscriptionSignupBlocked: boolean;
}

export type LiftResult =
  | {
      ok: true;
      blocks: PlayerBlocks;
      /** The payment booked for the player's debt in game currency (0: nothing was owed in the ledger). */
      paymentReceived: { amount: number; currency: string };
    }
  | { ok: false; code: 'not_found' | 'not_blocked' };

export async function liftDepositBlock(
  deps: AppDeps,
  input: { userId: number; operatorId: number; reason: string },
): Promise<LiftResult> {
  return deps.db.transaction().execute(async (trx): Promise<LiftResult> => {
    const user = await trx
      .selectFrom('users')
      .select([
        'id',
        'gd_currency',
        'blocked',
        'deposit_block_reason',
        'deposit_block_amount',
        'subscription_signup_blocked',
      ])
      .where('id', '=', input.userId)
      .forUpdate()
      .executeTakeFirst();
    if (user === undefined) return { ok: false, code: 'not_found' };
    if (user.deposit_block_reason === null) return { ok: false, code: 'not_blocked' };
    const currency = user.gd_currency;
    await lockAccount(trx, { userId: user.id, kind: 'withdrawable', currency });
    const withdrawable = await sumPlayerBalance(trx, { userId: user.id, currency, kinds: ['withdrawable'] });
    const owed = Math.max(0, -withdrawable);
    const now = deps.clock.now();
    if (owed > 0) {
      await bookReceivedPayment(trx, {
        userId: user.id,
        currency,
        amount: owed,
        reference: `deposit-block:${user.id}:${now.toISOString()}:paid`,
        description: `returned debit paid (deposit block lifted): ${input.reason}`,
      });
    }
    await trx
      .updateTable('users')
      .set({ deposit_block_reason: null, deposit_block_amount: null })
      .where('id', '=', user.id)
      .execute();
    const depositBlock = { reason: user.deposit_block_reason, amount: user.deposit_block_amount ?? 0 };
    await recordAudit(trx, {
      operatorId: input.operatorId,
      action: 'player.unblock',
      subjectType: 'player',
      subjectId: String(user.id),
      before: { depositBlock, withdrawable: { amount: withdrawable, currency } },
      after: {
        depositBlock: null,
        paymentReceived: { amount: owed, currency },
        withdrawable: { amount: withdrawable + owed, currency },
      },
      reason: input.reason,
      at: now,
    });
    const payoutBlocks = await trx
      .selectFrom('payout_blocks')
      .select('reason')
      .where('user_id', '=', user.id)
      .execute();
    return {
      ok: true,
      blocks: {
        blocked: user.blocked,
        depositBlock: null,
        payoutBlocks: payoutBlocks.map((row) => row.reason).sort(),
        subscriptionSignupBlocked: user.subscription_signup_blocked,
      },
      paymentReceived: { amount: owed, currency },
    };
  });
}
