// The payout review queue (issue 12 point 3, docs/back-office.md): a player's first payout, and any later one
// at or above PAYOUT_REVIEW_THRESHOLD, is booked in state REVIEW — its money reserved as for any payout, nothing
// sent to the PSP, left alone by the reconciler — until a finance operator decides:
//   approve: REVIEW → PENDING in one transaction with its audit row, then sent through the one submission path
//            (submitPayout). The row lock makes a double click or two operators at once approve it once; the
//            second gets payout_not_in_review and sends nothing.
//   reject:  REVIEW → REJECTED with the reason, amount and fee returned to the withdrawable balance (ledger
//            reference payout:<id>:rejected, so at most once), the player's e-mail queued and the audit row
//            written, all in one transaction.
import type { OpsPayout } from '@shop/contracts/ops-payouts';
import type { PayoutRejectReasonCode } from '@shop/contracts/payout';
import type { AppDeps } from '../../app-deps.ts';
import type { Db } from '../../db/database.ts';
import type { PayoutState } from '../../db/payout-tables.ts';
import { returnPayout } from '../ledger/payout-entries.ts';
import { enqueueMail } from '../mail/mail-outbox.ts';
import { recordAudit } from '../operators/audit.ts';
import { submitPayout } from './payout-submission.ts';
import {
  findPayoutById,
  findPayoutWithUser,
  listPayoutsWithUserInState,
  lockPayout,
  type PayoutRow,
  updatePayout,
} from './payouts.repository.ts';

export type ReviewOutcome =
  | { kind: 'done'; payout: PayoutRow }
  | { kind: 'not-found' }
  | { kind: 'not-in-review'; state: PayoutState };

/** What the audit trail keeps of a payout before and after a decision (no account data). */
function auditSnapshot(payout: PayoutRow) {
  return {
    state: payout.state,
    amount: payout.amount,
    fee: payout.fee,
    currency: payout.currency,
    reviewCause: payout.review_cause,
    reviewReasonCode: payout.review_reason_code,
    reviewReason: payout.review_reason,
  };
}

/** Approves a payout in review and sends it to the PSP (exactly once, whoever clicks how often). */
export async function approvePayout(
  deps: AppDeps,
  input: { publicId: string; operatorId: number },
): Promise<ReviewOutcome> {
  const decided = await deps.db.transaction().execute(async (trx): Promise<ReviewOutcome> => {
    const payout = await lockPayout(trx, { publicId: input.publicId });
    if (payout === undefined) return { kind: 'not-found' };
    if (payout.state !== 'REVIEW') return { kind: 'not-in-review', state: payout.state };
    const now = deps.clock.now();
    const changes = {
      state: 'PENDING' as const,
      reviewed_at: now,
      reviewed_by: input.operatorId,
      // Sent right after the commit; the reconciler re-sends it after its interval if that call is lost.
      last_checked_at: now,
      updated_at: now,
    };
    await updatePayout(trx, payout.id, changes);
    const approved = { ...payout, ...changes };
    await recordAudit(trx, {
      operatorId: input.operatorId,
      action: 'payout.approve',
      subjectType: 'payout',
      subjectId: payout.public_id,
      before: auditSnapshot(payout),
      after: auditSnapshot(approved),
      at: now,
    });
    return { kind: 'done', payout: approved };
  });
  if (decided.kind !== 'done') return decided;
  deps.log.info({ payout: decided.payout.public_id, operator: input.operatorId }, 'payout approved');
  await submitPayout(deps, decided.payout);
  return { kind: 'done', payout: await findPayoutById(deps.db, decided.payout.id) };
}

/**
 * Rejects a payout in review: its money goes back, the player learns why (screen and e-mail) from the reason code,
 * in their language, and the team's note when one was typed.
 */
export async function rejectPayout(
  deps: AppDeps,
  input: { publicId: string; operatorId: number; reasonCode: PayoutRejectReasonCode; note: string | null },
): Promise<ReviewOutcome> {
  return deps.db.transaction().execute(async (trx): Promise<ReviewOutcome> => {
    const payout = await lockPayout(trx, { publicId: input.publicId });
    if (payout === undefined) return { kind: 'not-found' };
    if (payout.state !== 'REVIEW') return { kind: 'not-in-review', state: payout.state };
    const now = deps.clock.now();
    const finishTransactionId = await returnPayout(trx, {
      userId: payout.user_id,
      currency: payout.currency,
      amount: payout.amount,
      fee: payout.fee,
      reference: `payout:${payout.public_id}:rejected`,
      description: `payout ${payout.public_id} rejected in review: returned`,
      at: now,
    });
    const changes = {
      state: 'REJECTED' as const,
      review_reason_code: input.reasonCode,
      review_reason: input.note,
      reviewed_at: now,
      reviewed_by: input.operatorId,
      finished_at: now,
      finish_transaction_id: finishTransactionId,
      updated_at: now,
    };
    await updatePayout(trx, payout.id, changes);
    const rejected = { ...payout, ...changes };
    await enqueueMail(trx, {
      at: now,
      userId: payout.user_id,
      kind: 'payout_rejected',
      params: {
        amount: payout.amount,
        gdCurrency: payout.currency,
        requestedDate: payout.created_at.toISOString().slice(0, 10),
        reasonCode: input.reasonCode,
        note: input.note,
      },
      dedupeKey: `payout:${payout.public_id}:rejected`,
    });
    await recordAudit(trx, {
      operatorId: input.operatorId,
      action: 'payout.reject',
      subjectType: 'payout',
      subjectId: payout.public_id,
      before: auditSnapshot(payout),
      after: auditSnapshot(rejected),
      reason: input.note === null ? input.reasonCode : `${input.reasonCode}: ${input.note}`,
      at: now,
    });
    deps.log.info({ payout: payout.public_id, operator: input.operatorId }, 'payout rejected in review');
    return { kind: 'done', payout: rejected };
  });
}

const LIST_LIMIT = 200;

type PayoutWithUser = PayoutRow & { user_name: string };

/** Payouts in one state, oldest first (the queue's order), with their players' names. */
export async function listPayoutsInState(db: Db, state: PayoutState): Promise<OpsPayout[]> {
  const rows = await listPayoutsWithUserInState(db, state, LIST_LIMIT);
  return rows.map(toOpsPayout);
}

export async function findOpsPayout(db: Db, id: number): Promise<OpsPayout> {
  const row = await findPayoutWithUser(db, id);
  return toOpsPayout(row);
}

/** Where the money goes, as the operator may see it: never a full IBAN or account number. */
function destinationOf(payout: PayoutRow): string {
  if (payout.paytype === 'paypal') return payout.paypal_account ?? '';
  const account = payout.iban_masked ?? payout.account_number_masked ?? '';
  return payout.holder === null ? account : `${payout.holder}, ${account}`;
}

export function toOpsPayout(payout: PayoutWithUser): OpsPayout {
  return {
    publicId: payout.public_id,
    userId: payout.user_id,
    userName: payout.user_name,
    createdAt: payout.created_at.toISOString(),
    state: payout.state,
    paytype: payout.paytype,
    amount: payout.amount,
    fee: payout.fee,
    finalAmount: payout.final_amount,
    currency: payout.currency,
    realAmount: payout.real_amount,
    currencyReal: payout.currency_real,
    firstPayout: payout.review_cause === 'first_payout',
    reviewCause: payout.review_cause,
    destination: destinationOf(payout),
    pspReference: payout.psp_reference,
    reviewedAt: payout.reviewed_at?.toISOString() ?? null,
    reviewReasonCode: payout.review_reason_code,
    reviewReason: payout.review_reason,
  };
}
