// Refunds recover (issue 25 point 5): a refund whose PSP answer was lost stays PENDING with the player's credit
// already taken back. This job asks the PSP again with the same idempotency key (`refund:<id>`, kept in the
// database: the PSP carries a refund out once however often it is asked) until the answer is final; the answer is
// applied once (settleLocked only changes a PENDING row). Claimed with FOR UPDATE SKIP LOCKED, safe with many
// instances; the console shows the attempts, the last attempt and the last lost answer.
import type { AppDeps } from '../../app-deps.ts';
import { claimPendingRefunds } from './refunds.repository.ts';
import { submit } from './refunds.service.ts';

const BATCH = 20;

/** One round: returns how many pending refunds were sent again. */
export async function reconcilePendingRefunds(deps: AppDeps, options: { minAgeMs: number }): Promise<number> {
  const now = deps.clock.now();
  const due = await claimPendingRefunds(deps.db, {
    now,
    sentBefore: new Date(now.getTime() - options.minAgeMs),
    limit: BATCH,
  });
  for (const { row, paymentRef } of due) {
    const after = await submit(deps, row, paymentRef);
    deps.log.info({ refund: row.id, attempts: row.attempts, state: after.state }, 'pending refund sent again');
  }
  return due.length;
}
