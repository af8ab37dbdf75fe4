// The operator API's side of disputes (docs/chargebacks.md): the list with each dispute's history, and the
// operator's decision — accept, or defend with a note where the PSP allows it. A decision is passed on to the PSP
// (adapter.respondToDispute, when the adapter has it) before it is recorded; recording it, its history row and
// its audit entry are one transaction.
import type { DisputeView } from '@shop/contracts/disputes';
import type { AppDeps } from '../../app-deps.ts';
import { recordAudit } from '../operators/audit.ts';
import { PaymentProviderError } from '../payments/payment-provider.ts';
import {
  type DisputeListRow,
  findPurchaseIdByTid,
  insertDisputeEvent,
  listDisputeEvents,
  listDisputes,
  lockDisputeById,
  operatorEmails,
  updateDispute,
} from './disputes.repository.ts';

const LIST_LIMIT = 200;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A decision is possible while the dispute is open: noticed or charged back, and not decided yet. */
function isDecidable(row: { stage: string; decision: string | null }): boolean {
  return row.decision === null && (row.stage === 'NOTIFICATION_OF_CHARGEBACK' || row.stage === 'CHARGEBACK');
}

async function toViews(deps: AppDeps, rows: DisputeListRow[]): Promise<DisputeView[]> {
  const events = await listDisputeEvents(
    deps.db,
    rows.map((row) => row.id),
  );
  const operatorIds = [...new Set(rows.flatMap((row) => (row.decided_by === null ? [] : [row.decided_by])))];
  const emailOf = await operatorEmails(deps.db, operatorIds);
  return rows.map((row) => ({
    id: row.id,
    pspDisputeId: row.psp_dispute_id,
    tid: row.tid,
    booking:
      row.booking_reference === null ||
      row.booking_sequence === null ||
      row.booking_due_date === null ||
      row.subscription_id === null
        ? null
        : {
            reference: row.booking_reference,
            sequence: row.booking_sequence,
            dueDate: row.booking_due_date,
            subscriptionId: row.subscription_id,
          },
    player: { id: row.user_id, userName: row.user_name },
    pspReference: row.psp_reference,
    stage: row.stage,
    amount: row.amount,
    currency: row.currency,
    gdCurrency: row.gd_currency,
    depositDebited: row.deposit_debited,
    bonusDebited: row.bonus_debited,
    reasonCode: row.reason_code,
    defendable: row.defendable,
    decision: row.decision,
    decisionNote: row.decision_note,
    decidedBy: row.decided_by === null ? null : (emailOf.get(row.decided_by) ?? null),
    decidedAt: row.decided_at?.toISOString() ?? null,
    decidable: isDecidable(row),
    settledAt: row.settled_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    history: events
      .filter((event) => event.dispute_id === row.id)
      .map((event) => ({
        id: String(event.id),
        kind: event.kind,
        outcome: event.outcome,
        at: event.created_at.toISOString(),
        depositChange: event.deposit_change,
        bonusChange: event.bonus_change,
        operator: event.operator_email,
        note: event.note,
      })),
  }));
}

export async function disputeList(deps: AppDeps, filter: { userId?: number; tid?: string }): Promise<DisputeView[]> {
  let purchaseId: number | undefined;
  if (filter.tid !== undefined) {
    purchaseId = await findPurchaseIdByTid(deps.db, filter.tid);
    if (purchaseId === undefined) return [];
  }
  const rows = await listDisputes(deps.db, {
    ...(filter.userId === undefined ? {} : { userId: filter.userId }),
    ...(purchaseId === undefined ? {} : { purchaseId }),
    limit: LIST_LIMIT,
  });
  return toViews(deps, rows);
}

export async function disputeById(deps: AppDeps, id: string): Promise<DisputeView | undefined> {
  return (await disputeWithPsp(deps, id))?.view;
}

/** The dispute and the PSP that took the disputed payment (whose adapter gets the operator's answer). */
async function disputeWithPsp(deps: AppDeps, id: string): Promise<{ view: DisputeView; psp: string } | undefined> {
  if (!UUID.test(id)) return undefined;
  const rows = await listDisputes(deps.db, { id, limit: 1 });
  const [view] = await toViews(deps, rows);
  const [row] = rows;
  return view === undefined || row === undefined ? undefined : { view, psp: row.psp };
}

export type DecisionResult =
  | { ok: true; dispute: DisputeView }
  | { ok: false; code: 'not_found' | 'dispute_closed' | 'not_defendable' | 'psp_refused' | 'psp_unavailable' };

export async function decideDispute(
  deps: AppDeps,
  input: { id: string; operatorId: number; decision: 'accept' | 'defend'; note: string },
): Promise<DecisionResult> {
  const found = await disputeWithPsp(deps, input.id);
  if (found === undefined) return { ok: false, code: 'not_found' };
  const current = found.view;
  if (!current.decidable) return { ok: false, code: 'dispute_closed' };
  if (input.decision === 'defend' && !current.defendable) return { ok: false, code: 'not_defendable' };
  // Outside the transaction: no row lock is held while the PSP answers. The same answer sent twice is harmless.
  // The PSP that took the disputed payment answers for it (its adapter, as the payment's `psp` column names it).
  const adapter = deps.payments.adapterFor(found.psp);
  const respond = adapter.respondToDispute;
  if (respond !== undefined) {
    try {
      await respond.call(adapter, {
        disputeId: current.pspDisputeId,
        paymentPspReference: current.pspReference,
        decision: input.decision,
        note: input.note,
      });
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      deps.log.warn({ dispute: current.id, kind: error.kind, message: error.message }, 'PSP refused a dispute answer');
      return { ok: false, code: error.kind === 'rejected' ? 'psp_refused' : 'psp_unavailable' };
    }
  }
  const decided = await deps.db.transaction().execute(async (trx) => {
    const row = await lockDisputeById(trx, input.id);
    if (row === undefined) return 'not_found' as const;
    // Another operator decided meanwhile (the PSP has the same answer or refused the other one).
    if (!isDecidable(row)) return 'dispute_closed' as const;
    const now = deps.clock.now();
    const decision = input.decision === 'accept' ? 'accepted' : 'defended';
    await updateDispute(trx, row.id, {
      decision,
      decision_note: input.note,
      decided_by: input.operatorId,
      decided_at: now,
      updated_at: now,
    });
    await insertDisputeEvent(trx, {
      dispute_id: row.id,
      kind: decision === 'accepted' ? 'ACCEPTED' : 'DEFENDED',
      outcome: 'recorded',
      notification_id: null,
      operator_id: input.operatorId,
      note: input.note,
      ledger_transaction_id: null,
      created_at: now,
    });
    await recordAudit(trx, {
      operatorId: input.operatorId,
      action: `dispute.${input.decision}`,
      // A booking's dispute is the saver package's (its audit trail); the booking is named in `before`/`after`.
      subjectType: current.tid === null ? 'subscription' : 'purchase',
      subjectId: current.tid ?? current.booking?.subscriptionId ?? row.id,
      before: { dispute: row.id, booking: current.booking?.reference ?? null, stage: row.stage, decision: null },
      after: { dispute: row.id, stage: row.stage, decision, psp: found.psp, sentToPsp: respond !== undefined },
      reason: input.note,
      at: now,
    });
    return 'ok' as const;
  });
  if (decided !== 'ok') return { ok: false, code: decided };
  const dispute = await disputeById(deps, input.id);
  if (dispute === undefined) return { ok: false, code: 'not_found' };
  return { ok: true, dispute };
}
