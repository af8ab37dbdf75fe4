// Four-eyes on money (issue 25 point 4, docs/back-office.md "Four-eyes"). A refund above
// REFUND_APPROVAL_THRESHOLD, every manual balance adjustment and every lifting of a deposit block is first asked
// for by one finance operator (the maker: a PENDING approval, audited) and carried out only when a second finance
// operator (the checker) approves it. The maker can never approve or reject their own request: refused here
// (409 own_request) and by the table's check. Each step is one transaction with its audit entry; approving a
// refund marks the approval in the refund's own reservation transaction (refunds.service.ts onReserved), so an
// approval is APPROVED exactly when its refund exists. Rejecting changes no money.
import { randomUUID } from 'node:crypto';
import type { AdjustmentRequest, ApprovalView, BlockLiftRequest } from '@shop/contracts/money-approvals';
import type { AppDeps } from '../../app-deps.ts';
import type { Trx } from '../../db/database.ts';
import { liftDepositBlock } from '../deposit-blocks/deposit-block.service.ts';
import { bookManualAdjustment } from '../ledger/adjustment-entries.ts';
import { lockAccount, sumPlayerBalance } from '../ledger/ledger.repository.ts';
import { recordAudit } from '../operators/audit.ts';
import { lockPlayerBlocks } from '../player-actions/player-blocks.repository.ts';
import { lockPurchase } from '../purchases/purchases.repository.ts';
import { refundedSoFar, requestRefund } from '../refunds/refunds.service.ts';
import {
  type ApprovalRow,
  approvalViews,
  decideApproval,
  findApproval,
  findRefundApprovalByKey,
  hasPendingBlockLift,
  insertApproval,
  lockApproval,
  pendingRefundApprovalsTotal,
} from './money-approvals.repository.ts';

export type ApprovalRefusal =
  | 'not_found'
  | 'purchase_not_refundable'
  | 'refund_exceeds_remaining'
  | 'idempotency_key_reused'
  | 'balance_too_low'
  | 'not_blocked'
  | 'approval_pending'
  | 'already_decided'
  | 'own_request'
  | 'invalid_body';

export type ApprovalResult =
  | { ok: true; created: boolean; approval: ApprovalView }
  | { ok: false; code: ApprovalRefusal; fields?: Record<string, string> };

/** Thrown inside a transaction to roll it back with a refusal. */
class Refused extends Error {
  constructor(readonly code: ApprovalRefusal) {
    super(code);
  }
}

async function viewOf(deps: AppDeps, row: ApprovalRow): Promise<ApprovalView> {
  const [view] = await approvalViews(deps.db, [row]);
  if (view === undefined) throw new Error('approval without view');
  return view;
}

function subjectOf(row: Pick<ApprovalRow, 'kind' | 'purchase_tid' | 'user_id'>) {
  return row.kind === 'refund' && row.purchase_tid !== null
    ? { subjectType: 'purchase' as const, subjectId: row.purchase_tid }
    : { subjectType: 'player' as const, subjectId: String(row.user_id) };
}

function summaryOf(row: ApprovalRow) {
  return {
    id: row.id,
    kind: row.kind,
    amount: row.amount,
    currency: row.currency,
    details: row.payload,
    state: row.state,
    makerId: row.maker_id,
    checkerId: row.checker_id,
  };
}

async function insertAudited(
  trx: Trx,
  deps: AppDeps,
  values: Omit<Parameters<typeof insertApproval>[1], 'id' | 'at'>,
): Promise<ApprovalRow> {
  const row = await insertApproval(trx, { ...values, id: randomUUID(), at: deps.clock.now() });
  await recordAudit(trx, {
    operatorId: values.makerId,
    action: `approval.request.${row.kind}`,
    ...subjectOf(row),
    before: null,
    after: { approval: summaryOf(row) },
    reason: row.reason,
    at: row.created_at,
  });
  return row;
}

/** A refund above the threshold: checked like a refund (refundable, within what is left), then left waiting. */
export async function requestRefundApproval(
  deps: AppDeps,
  input: { tid: string; operatorId: number; amount: number; reason: string; idempotencyKey: string },
): Promise<ApprovalResult> {
  const outcome = await deps.db.transaction().execute(async (trx) => {
    const purchase = await lockPurchase(trx, { tid: input.tid });
    if (purchase === undefined) return { ok: false as const, code: 'not_found' as const };
    const existing = await findRefundApprovalByKey(trx, purchase.tid, input.idempotencyKey);
    if (existing !== undefined) {
      if (existing.amount !== input.amount || existing.reason !== input.reason) {
        return { ok: false as const, code: 'idempotency_key_reused' as const };
      }
      return { ok: true as const, created: false, row: existing };
    }
    if (
      purchase.state !== 'SUCCESS' ||
      purchase.credited_at === null ||
      purchase.psp_reference === null ||
      purchase.psp_status === 'RETURNED'
    ) {
      return { ok: false as const, code: 'purchase_not_refundable' as const };
    }
    const asked = (await refundedSoFar(trx, purchase.id)) + (await pendingRefundApprovalsTotal(trx, purchase.tid));
    if (asked + input.amount > purchase.price) return { ok: false as const, code: 'refund_exceeds_remaining' as const };
    const row = await insertAudited(trx, deps, {
      kind: 'refund',
      userId: purchase.user_id,
      purchaseTid: purchase.tid,
      amount: input.amount,
      currency: purchase.currency,
      payload: { idempotencyKey: input.idempotencyKey },
      reason: input.reason,
      makerId: input.operatorId,
    });
    return { ok: true as const, created: true, row };
  });
  if (!outcome.ok) return outcome;
  return { ok: true, created: outcome.created, approval: await viewOf(deps, outcome.row) };
}

export async function requestAdjustment(
  deps: AppDeps,
  input: AdjustmentRequest & { userId: number; operatorId: number },
): Promise<ApprovalResult> {
  const outcome = await deps.db.transaction().execute(async (trx) => {
    const player = await lockPlayerBlocks(trx, input.userId);
    if (player === undefined) return undefined;
    return insertAudited(trx, deps, {
      kind: 'adjustment',
      userId: player.id,
      purchaseTid: null,
      amount: input.amount,
      currency: player.gd_currency,
      payload: { direction: input.direction, account: input.account, reference: input.reference },
      reason: input.reason,
      makerId: input.operatorId,
    });
  });
  if (outcome === undefined) return { ok: false, code: 'not_found' };
  return { ok: true, created: true, approval: await viewOf(deps, outcome) };
}

export async function requestBlockLift(
  deps: AppDeps,
  input: BlockLiftRequest & { userId: number; operatorId: number },
): Promise<ApprovalResult> {
  const today = deps.clock.now().toISOString().slice(0, 10);
  if (input.receivedOn > today) return { ok: false, code: 'invalid_body', fields: { receivedOn: 'in_future' } };
  const outcome = await deps.db.transaction().execute(async (trx) => {
    const player = await lockPlayerBlocks(trx, input.userId);
    if (player === undefined) return 'not_found' as const;
    if (player.deposit_block_reason === null) return 'not_blocked' as const;
    if (await hasPendingBlockLift(trx, player.id)) return 'approval_pending' as const;
    const withdrawable = await sumPlayerBalance(trx, {
      userId: player.id,
      currency: player.gd_currency,
      kinds: ['withdrawable'],
    });
    return insertAudited(trx, deps, {
      kind: 'block_lift',
      userId: player.id,
      purchaseTid: null,
      amount: input.amountReceived,
      currency: player.gd_currency,
      payload: {
        receivedOn: input.receivedOn,
        bankReference: input.bankReference,
        owed: Math.max(0, -withdrawable),
      },
      reason: input.reason,
      makerId: input.operatorId,
    });
  });
  if (typeof outcome === 'string') return { ok: false, code: outcome };
  return { ok: true, created: true, approval: await viewOf(deps, outcome) };
}

function text(payload: unknown, key: string): string {
  const value = typeof payload === 'object' && payload !== null ? Reflect.get(payload, key) : undefined;
  return typeof value === 'string' ? value : '';
}

/** The approval, locked and still PENDING, asked for by someone else; throws Refused otherwise. */
async function lockForDecision(trx: Trx, id: string, checkerId: number): Promise<ApprovalRow> {
  const row = await lockApproval(trx, id);
  if (row === undefined) throw new Refused('not_found');
  if (row.state !== 'PENDING') throw new Refused('already_decided');
  if (row.maker_id === checkerId) throw new Refused('own_request');
  return row;
}

async function auditDecision(trx: Trx, deps: AppDeps, before: ApprovalRow, after: ApprovalRow, reason: string | null) {
  await recordAudit(trx, {
    operatorId: after.checker_id ?? 0,
    action: after.state === 'REJECTED' ? `approval.reject.${after.kind}` : `approval.approve.${after.kind}`,
    ...subjectOf(after),
    before: { approval: summaryOf(before) },
    after: { approval: summaryOf(after), result: after.result },
    reason,
    at: deps.clock.now(),
  });
}

async function approveRefund(deps: AppDeps, row: ApprovalRow, checkerId: number): Promise<ApprovalResult> {
  let decided: ApprovalRow | undefined;
  const result = await requestRefund(deps, {
    tid: row.purchase_tid ?? '',
    // The refund is the maker's; the approval names the checker.
    operatorId: row.maker_id,
    amount: row.amount,
    reason: row.reason,
    idempotencyKey: `approval-${row.id}`,
    approvalId: row.id,
    onReserved: async (trx, refund) => {
      const locked = await lockForDecision(trx, row.id, checkerId);
      decided = await decideApproval(trx, row.id, {
        state: 'APPROVED',
        checkerId,
        at: deps.clock.now(),
        result: { refundId: refund.id },
      });
      await auditDecision(trx, deps, locked, decided, null);
    },
  });
  if (!result.ok) {
    if (result.code === 'not_found') return { ok: false, code: 'not_found' };
    // The purchase can no longer be refunded as asked (refunded meanwhile, credit played): the approval fails.
    const failed = await deps.db.transaction().execute(async (trx) => {
      const locked = await lockForDecision(trx, row.id, checkerId);
      const after = await decideApproval(trx, row.id, {
        state: 'FAILED',
        checkerId,
        at: deps.clock.now(),
        result: { code: result.code },
      });
      await auditDecision(trx, deps, locked, after, result.code);
      return after;
    });
    return { ok: true, created: false, approval: await viewOf(deps, failed) };
  }
  const final = decided ?? (await findApproval(deps.db, row.id)) ?? row;
  const view = await viewOf(deps, final);
  return {
    ok: true,
    created: false,
    approval: { ...view, result: { ...view.result, refundState: result.refund.state } },
  };
}

async function approveInOneTransaction(deps: AppDeps, id: string, checkerId: number): Promise<ApprovalRow> {
  return deps.db.transaction().execute(async (trx) => {
    const row = await lockForDecision(trx, id, checkerId);
    const now = deps.clock.now();
    let result: Record<string, unknown>;
    if (row.kind === 'adjustment') {
      const account = text(row.payload, 'account') === 'bonus' ? 'bonus' : 'withdrawable';
      const direction = text(row.payload, 'direction') === 'debit' ? 'debit' : 'credit';
      await lockAccount(trx, { userId: row.user_id, kind: account, currency: row.currency });
      const balance = await sumPlayerBalance(trx, { userId: row.user_id, currency: row.currency, kinds: [account] });
      if (direction === 'debit' && balance < row.amount) throw new Refused('balance_too_low');
      const transactionId = await bookManualAdjustment(trx, {
        userId: row.user_id,
        currency: row.currency,
        account,
        direction,
        amount: row.amount,
        reference: `adjustment:${row.id}`,
        description: `manual ${direction} (${text(row.payload, 'reference')}): ${row.reason}`,
        at: now,
      });
      result = {
        transactionId,
        balanceBefore: balance,
        balanceAfter: balance + (direction === 'credit' ? row.amount : -row.amount),
      };
    } else {
      const lifted = await liftDepositBlock(trx, deps, {
        userId: row.user_id,
        operatorId: checkerId,
        makerId: row.maker_id,
        approvalId: row.id,
        reason: row.reason,
        amountReceived: row.amount,
        receivedOn: text(row.payload, 'receivedOn'),
        bankReference: text(row.payload, 'bankReference'),
      });
      if (!lifted.ok) throw new Refused(lifted.code);
      result = { transactionId: lifted.paymentReceived.transactionId, owedBefore: lifted.owedBefore };
    }
    const decided = await decideApproval(trx, row.id, { state: 'APPROVED', checkerId, at: now, result });
    await auditDecision(trx, deps, row, decided, null);
    return decided;
  });
}

export async function approveApproval(
  deps: AppDeps,
  input: { id: string; checkerId: number },
): Promise<ApprovalResult> {
  try {
    const row = await findApproval(deps.db, input.id);
    if (row === undefined) return { ok: false, code: 'not_found' };
    if (row.state !== 'PENDING') return { ok: false, code: 'already_decided' };
    if (row.maker_id === input.checkerId) return { ok: false, code: 'own_request' };
    if (row.kind === 'refund') return await approveRefund(deps, row, input.checkerId);
    const decided = await approveInOneTransaction(deps, input.id, input.checkerId);
    return { ok: true, created: false, approval: await viewOf(deps, decided) };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, code: error.code };
    throw error;
  }
}

export async function rejectApproval(
  deps: AppDeps,
  input: { id: string; checkerId: number; reason: string },
): Promise<ApprovalResult> {
  try {
    const decided = await deps.db.transaction().execute(async (trx) => {
      const row = await lockForDecision(trx, input.id, input.checkerId);
      const after = await decideApproval(trx, row.id, {
        state: 'REJECTED',
        checkerId: input.checkerId,
        at: deps.clock.now(),
        decisionReason: input.reason,
      });
      await auditDecision(trx, deps, row, after, input.reason);
      return after;
    });
    return { ok: true, created: false, approval: await viewOf(deps, decided) };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, code: error.code };
    throw error;
  }
}
