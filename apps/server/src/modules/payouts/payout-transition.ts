// The one way a payout changes state, whoever reports it (the payout call's answer, a status check, a
// notification): on a locked row, only PENDING → SETTLED or FAILED, with its booking in the same
// transaction under a unique ledger reference — so a payout settles or returns its money once, whatever
// arrives how often.
import type { AppDeps } from '../../app-deps.ts';
import type { Trx } from '../../db/database.ts';
import type { PayoutState } from '../../db/payout-tables.ts';
import { returnPayout, settlePayout } from '../ledger/payout-entries.ts';
import { fitNotification } from '../payments/notification-fit.ts';
import type { PspNotification, PspPayout } from '../payments/payment-provider.ts';
import { lockPayout, type PayoutRow, updatePayout } from './payouts.repository.ts';

export type PayoutFinalState = Exclude<PayoutState, 'PENDING'>;
export type PayoutTransition = 'applied' | 'no-op' | 'rejected';

/** SETTLED or FAILED; anything else (PENDING, unknown) leaves the payout as it is. */
export function finalStateOf(pspStatus: string): PayoutFinalState | null {
  return pspStatus === 'SETTLED' || pspStatus === 'FAILED' ? pspStatus : null;
}

/** Applies a final PSP status to a payout the caller locked in `trx`. */
export async function applyPayoutStatus(
  trx: Trx,
  deps: AppDeps,
  payout: PayoutRow,
  update: { state: PayoutFinalState; pspStatus: string; failureReason: string | null },
): Promise<PayoutTransition> {
  if (payout.state === update.state) return 'no-op';
  if (payout.state !== 'PENDING') {
    // E.g. SETTLED after FAILED: the money went back to the player and may have left too. Needs a person.
    deps.log.error(
      { payout: payout.public_id, from: payout.state, to: update.state },
      'PSP reported a payout state change the payout cannot take',
    );
    return 'rejected';
  }
  const now = deps.clock.now();
  const booking = {
    userId: payout.user_id,
    currency: payout.currency,
    amount: payout.amount,
    fee: payout.fee,
  };
  const finishTransactionId =
    update.state === 'SETTLED'
      ? await settlePayout(trx, {
          ...booking,
          reference: `payout:${payout.public_id}:settled`,
          description: `payout ${payout.public_id} paid out`,
          at: now,
        })
      : await returnPayout(trx, {
          ...booking,
          reference: `payout:${payout.public_id}:returned`,
          description: `payout ${payout.public_id} failed (${update.failureReason ?? 'no reason'}): returned`,
          at: now,
        });
  await updatePayout(trx, payout.id, {
    state: update.state,
    psp_status: update.pspStatus,
    failure_reason: update.state === 'FAILED' ? (update.failureReason ?? 'UNKNOWN') : null,
    finished_at: now,
    finish_transaction_id: finishTransactionId,
    updated_at: now,
  });
  deps.log.info({ payout: payout.public_id, state: update.state }, 'payout finished');
  deps.metrics?.payout(update.state);
  return 'applied';
}

/** The PSP's answer about a payout (its creation or a status check): remembered, and applied when final. */
export async function recordPayoutAnswer(deps: AppDeps, payoutId: number, answer: PspPayout): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const payout = await lockPayout(trx, { id: payoutId });
    if (payout === undefined) return;
    if (payout.psp_reference !== null && payout.psp_reference !== answer.pspReference) {
      deps.log.error({ payout: payout.public_id, pspReference: answer.pspReference }, 'PSP names another payout');
      return;
    }
    const now = deps.clock.now();
    // A notification may have finished it already: then its status stays, only the reference is filled in.
    await updatePayout(trx, payout.id, {
      psp_reference: answer.pspReference,
      submitted_at: payout.submitted_at ?? now,
      ...(payout.state === 'PENDING' ? { psp_status: answer.status, updated_at: now } : {}),
    });
    const state = finalStateOf(answer.status);
    if (state === null) return;
    await applyPayoutStatus(trx, deps, payout, {
      state,
      pspStatus: answer.status,
      failureReason: answer.failureReason,
    });
  });
}

/** The PSP refused the payout request itself (nothing was paid): the payout fails and the money returns. */
export async function failRefusedPayout(deps: AppDeps, payoutId: number, reason: string): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const payout = await lockPayout(trx, { id: payoutId });
    if (payout === undefined || payout.psp_reference !== null) return;
    await applyPayoutStatus(trx, deps, payout, { state: 'FAILED', pspStatus: 'REFUSED', failureReason: reason });
  });
}

/** payout.updated: applied in the notification's transaction; the answer is the outcome stored with it. */
export async function applyPayoutNotification(trx: Trx, deps: AppDeps, notification: PspNotification): Promise<string> {
  const fit = fitNotification(
    deps.log,
    notification,
    'payout',
    await lockPayout(trx, { publicId: notification.reference }),
    (row) => ({ pspReference: row.psp_reference, value: row.real_amount, currency: row.currency_real }),
  );
  if (!fit.ok) return fit.answer;
  const payout = fit.row;
  // The notification may overtake the payout call's own answer: it names the PSP's reference too.
  if (payout.psp_reference === null) {
    await updatePayout(trx, payout.id, {
      psp_reference: notification.pspReference,
      submitted_at: payout.submitted_at ?? deps.clock.now(),
    });
  }
  const state = finalStateOf(notification.status);
  if (state === null) return 'ignored';
  return applyPayoutStatus(trx, deps, payout, {
    state,
    pspStatus: notification.status,
    failureReason: notification.failureReason,
  });
}
