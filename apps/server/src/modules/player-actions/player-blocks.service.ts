// Player actions of the back office (issue 25 point 3): an operator blocks or unblocks a player's deposits or
// payouts with a reason (SPEC §6 blockers), audited in the same transaction.
// - Deposits: an operator's block is `deposit_block_reason = 'operator_block'` (the shop refuses deposits while any
//   deposit block is set). A block a returned debit set is lifted only through four-eyes with the amount received
//   (money-approvals), never here: 409 `returned_debit_block`.
// - Payouts: one `payout_blocks` row per SPEC §6 blocker (userBlocked, legallyBlocked, …).
import { OPERATOR_DEPOSIT_BLOCK, type PlayerBlockRequest } from '@shop/contracts/money-approvals';
import type { AppDeps } from '../../app-deps.ts';
import { recordAudit } from '../operators/audit.ts';
import { closePlayerAccount } from '../subscriptions/subscription-lifecycle.ts';
import {
  deletePayoutBlock,
  findClosedAt,
  insertPayoutBlock,
  listPayoutBlockReasons,
  lockPlayerBlocks,
  setDepositBlockReason,
} from './player-blocks.repository.ts';

export type PlayerBlockResult =
  | { ok: true; depositBlock: string | null; payoutBlocks: string[] }
  | { ok: false; code: 'not_found' | 'returned_debit_block' | 'already_blocked' | 'not_blocked' | 'invalid_body' };

export async function changePlayerBlock(
  deps: AppDeps,
  input: PlayerBlockRequest & { userId: number; operatorId: number },
): Promise<PlayerBlockResult> {
  if (input.target === 'payouts' && input.blocker === undefined) return { ok: false, code: 'invalid_body' };
  return deps.db.transaction().execute(async (trx): Promise<PlayerBlockResult> => {
    const user = await lockPlayerBlocks(trx, input.userId);
    if (user === undefined) return { ok: false, code: 'not_found' };
    const payoutBlocksOf = () => listPayoutBlockReasons(trx, user.id);
    const before = { depositBlock: user.deposit_block_reason, payoutBlocks: await payoutBlocksOf() };
    let depositBlock = user.deposit_block_reason;
    if (input.target === 'deposits') {
      if (input.action === 'block') {
        if (user.deposit_block_reason !== null) return { ok: false, code: 'already_blocked' };
        depositBlock = OPERATOR_DEPOSIT_BLOCK;
      } else {
        if (user.deposit_block_reason === null) return { ok: false, code: 'not_blocked' };
        if (user.deposit_block_reason !== OPERATOR_DEPOSIT_BLOCK) return { ok: false, code: 'returned_debit_block' };
        depositBlock = null;
      }
      await setDepositBlockReason(trx, user.id, depositBlock);
    } else {
      const blocker = input.blocker ?? 'userBlocked';
      if (input.action === 'block') {
        if (before.payoutBlocks.includes(blocker)) return { ok: false, code: 'already_blocked' };
        await insertPayoutBlock(trx, user.id, blocker, deps.clock.now());
      } else {
        if (!before.payoutBlocks.includes(blocker)) return { ok: false, code: 'not_blocked' };
        await deletePayoutBlock(trx, user.id, blocker);
      }
    }
    const after = { depositBlock, payoutBlocks: await payoutBlocksOf() };
    await recordAudit(trx, {
      operatorId: input.operatorId,
      action: `player.${input.action}.${input.target}`,
      subjectType: 'player',
      subjectId: String(user.id),
      before,
      after,
      reason: input.reason,
      at: deps.clock.now(),
    });
    return { ok: true, ...after };
  });
}

/**
 * Closes a player's account for an operator (issue 25 point 3): the same closing as the platform's
 * (subscription-lifecycle.ts closePlayerAccount: a live package cancelled, sessions and tokens gone, no more
 * log-ins), then the audit entry. 409 already_closed changes nothing.
 */
export async function closeAccountByOperator(
  deps: AppDeps,
  input: { userId: number; operatorId: number; reason: string },
): Promise<{ ok: true; closedAt: string } | { ok: false; code: 'not_found' | 'already_closed' }> {
  const user = await findClosedAt(deps.db, input.userId);
  if (user === undefined) return { ok: false, code: 'not_found' };
  if (user.closed_at !== null) return { ok: false, code: 'already_closed' };
  await closePlayerAccount(deps, user.id);
  const closed = await findClosedAt(deps.db, user.id);
  if (closed === undefined) throw new Error(`player ${user.id} vanished while closing`);
  const closedAt = (closed.closed_at ?? deps.clock.now()).toISOString();
  await deps.db.transaction().execute((trx) =>
    recordAudit(trx, {
      operatorId: input.operatorId,
      action: 'player.close',
      subjectType: 'player',
      subjectId: String(user.id),
      before: { closedAt: null },
      after: { closedAt },
      reason: input.reason,
      at: deps.clock.now(),
    }),
  );
  return { ok: true, closedAt };
}
