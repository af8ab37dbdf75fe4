// The payout review queue for a team (issue 25 point 6, docs/back-office.md "Payout review queue"): the summary,
// a reviewer's context on one payout, and taking a payout (or giving it back) — audited.
import type { PayoutContext, PayoutQueueSummary } from '@shop/contracts/ops-lists';
import type { AppDeps } from '../../app-deps.ts';
import { payoutReviewThresholdFor } from '../../config/env.ts';
import type { Db } from '../../db/database.ts';
import type { PayoutState } from '../../db/payout-tables.ts';
import { toSafeInteger } from '../../lib/safe-integer.ts';
import { recordAudit } from '../operators/audit.ts';
import {
  assignPayout,
  depositsByMethod,
  findPayoutForContext,
  otherPayouts,
  paypalAccountName,
  queueByCauseAndAssignee,
  queueByCurrency,
} from './payout-queue.repository.ts';
import { lockPayout } from './payouts.repository.ts';

export async function payoutQueueSummary(deps: AppDeps, operatorId: number): Promise<PayoutQueueSummary> {
  const [currencies, causes] = await Promise.all([
    queueByCurrency(deps.db),
    queueByCauseAndAssignee(deps.db, operatorId),
  ]);
  const oldest = currencies.reduce<Date | null>(
    (first, row) => (first === null || row.oldest < first ? row.oldest : first),
    null,
  );
  return {
    total: currencies.reduce((sum, row) => sum + row.count, 0),
    oldestCreatedAt: oldest?.toISOString() ?? null,
    byCurrency: currencies.map((row) => ({
      currency: row.currency,
      count: row.count,
      amount: toSafeInteger(row.amount),
      threshold: payoutReviewThresholdFor(deps.config, row.currency),
    })),
    byCause: causes
      .filter((row) => row.review_cause !== null)
      .map((row) => ({ cause: row.review_cause as 'first_payout' | 'amount', count: row.count })),
    assignedToMe: causes.reduce((sum, row) => sum + row.mine, 0),
    unassigned: causes.reduce((sum, row) => sum + row.unassigned, 0),
  };
}

/** Lower-case letters of each word, accents removed: "Jürgen  O'Neil-Meyer" → ["jurgen", "oneil", "meyer"]. */
export function nameWords(name: string): string[] {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .split(/[\s\-,.]+/)
    .map((word) => word.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter((word) => word !== '');
}

/**
 * Whether the account holder is the player: every word of the player's name in the holder's (in any order) is a
 * match; the surname alone (another first name, an initial) is partial; else a mismatch; no holder: unknown.
 */
export function holderNameMatch(
  holder: string | null,
  player: { firstName: string; surname: string },
): PayoutContext['nameMatch'] {
  if (holder === null || nameWords(holder).length === 0) return 'unknown';
  const holderWords = new Set(nameWords(holder));
  const first = nameWords(player.firstName);
  const last = nameWords(player.surname);
  if (first.length + last.length === 0) return 'unknown';
  const has = (words: string[]) => words.length > 0 && words.every((word) => holderWords.has(word));
  if (has(first) && has(last)) return 'match';
  return has(last) ? 'partial' : 'mismatch';
}

export async function payoutContext(db: Db, publicId: string): Promise<PayoutContext | null> {
  const payout = await findPayoutForContext(db, publicId);
  if (payout === undefined) return null;
  const [deposits, payouts, paypalName] = await Promise.all([
    depositsByMethod(db, payout.user_id),
    otherPayouts(db, payout.user_id, payout.id),
    payout.paytype === 'paypal' && payout.paypal_account !== null
      ? paypalAccountName(db, payout.user_id, payout.paypal_account)
      : Promise.resolve(null),
  ]);
  const holder = payout.paytype === 'paypal' ? payout.paypal_account : payout.holder;
  return {
    publicId: payout.public_id,
    player: {
      id: payout.user_id,
      userName: payout.user_name,
      name: `${payout.first_name} ${payout.surname}`.trim(),
      createdAt: payout.user_created_at.toISOString(),
      country: payout.country,
    },
    depositsByMethod: deposits.map((row) => ({
      providerCode: row.provider_code,
      pspMethod: row.psp_method,
      currency: row.currency,
      count: row.count,
      amount: toSafeInteger(row.amount),
      refunded: toSafeInteger(row.refunded),
    })),
    earlierPayouts: payouts.map((row) => ({
      state: row.state,
      currency: row.currency,
      count: row.count,
      amount: toSafeInteger(row.amount),
    })),
    holder,
    // A PayPal payout goes to an account name, not a person's: it matches when the player deposited with it.
    nameMatch:
      payout.paytype === 'paypal'
        ? paypalName === null
          ? 'mismatch'
          : 'match'
        : holderNameMatch(payout.holder, { firstName: payout.first_name, surname: payout.surname }),
    assignedTo:
      payout.assigned_to === null || payout.assigned_at === null
        ? null
        : { id: payout.assigned_to, displayName: payout.assigned_name ?? '', at: payout.assigned_at.toISOString() },
  };
}

export type AssignOutcome =
  | { kind: 'done' }
  | { kind: 'not-found' }
  | { kind: 'not-in-review'; state: PayoutState }
  | { kind: 'taken'; by: number };

/**
 * Takes a payout in review for `operatorId` (assign) or gives it back (unassign), with its audit row, under the
 * payout's row lock. Taking one another operator holds is refused (they give it back first); giving back one
 * held by someone else is allowed (a lead frees a queue), and audited with whose it was.
 */
export async function setPayoutAssignment(
  deps: AppDeps,
  input: { publicId: string; operatorId: number; assign: boolean },
): Promise<AssignOutcome> {
  return deps.db.transaction().execute(async (trx): Promise<AssignOutcome> => {
    const payout = await lockPayout(trx, { publicId: input.publicId });
    if (payout === undefined) return { kind: 'not-found' };
    if (payout.state !== 'REVIEW') return { kind: 'not-in-review', state: payout.state };
    const holder = payout.assigned_to;
    if (input.assign && holder !== null && holder !== input.operatorId) return { kind: 'taken', by: holder };
    const now = deps.clock.now();
    const next = input.assign ? input.operatorId : null;
    if (holder === next) return { kind: 'done' };
    await assignPayout(trx, payout.id, { operatorId: next, at: next === null ? null : now });
    await recordAudit(trx, {
      operatorId: input.operatorId,
      action: input.assign ? 'payout.assign' : 'payout.unassign',
      subjectType: 'payout',
      subjectId: payout.public_id,
      before: { assignedTo: holder },
      after: { assignedTo: next },
      at: now,
    });
    return { kind: 'done' };
  });
}
