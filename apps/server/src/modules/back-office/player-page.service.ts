// The operator's view of a player: search, the player page (balances from the ledger, purchases, payouts with
// their state history, saver package, limits, blocks, requests, notes) and notes written by support staff.
import type { PlayerPage, PlayerSearchResult } from '@shop/contracts/back-office-read';
import { purchaseOutcomeOf } from '@shop/contracts/ops-lists';
import type { AppDeps } from '../../app-deps.ts';
import type { Db } from '../../db/database.ts';
import { toSafeInteger } from '../../lib/safe-integer.ts';
import { sumPlayerBalance } from '../ledger/ledger.repository.ts';
import { getPlayerBalance } from '../ledger/ledger.service.ts';
import { recordAudit } from '../operators/audit.ts';
import { playerEmailOf, toStateChange } from './back-office-format.ts';
import {
  findNewestSubscription,
  findPlayer,
  insertNote,
  listDepositLimits,
  listLimitIncreaseRequests,
  listNotes,
  listPayoutBlocks,
  listPayoutHistories,
  listPayouts,
  listPurchases,
  listSupportRequests,
  type NoteRow,
  type PayoutListRow,
  type PurchaseListRow,
  playerExists,
} from './player-page.repository.ts';
import { searchPlayers } from './player-search.repository.ts';

export async function searchPlayersFor(db: Db, query: string): Promise<PlayerSearchResult> {
  const rows = await searchPlayers(db, query);
  return {
    total: rows[0]?.match_count ?? 0,
    players: rows.map((row) => ({
      id: row.id,
      userName: row.user_name,
      name: `${row.first_name} ${row.surname}`.trim(),
      email: row.email,
      country: row.country,
      currency: row.gd_currency,
      actorType: row.actor_type,
      blocked: row.blocked,
      depositBlocked: row.deposit_blocked,
      matchedBy: row.matched_by,
    })),
  };
}

export function toPurchaseSummary(row: Omit<PurchaseListRow, 'id'>): PlayerPage['purchases'][number] {
  return {
    tid: row.tid,
    createdAt: row.created_at.toISOString(),
    state: row.state,
    providerCode: row.provider_code,
    pspMethod: row.psp_method,
    price: row.price,
    currency: row.currency,
    gdCurrency: row.gd_currency,
    depositAmount: row.deposit_amount,
    bonusAmount: row.bonus_amount,
    subscription: row.subscription,
    pspReference: row.psp_reference,
    pspStatus: row.psp_status,
    refundedAmount: toSafeInteger(row.refunded_amount),
    outcome: purchaseOutcomeOf({
      state: row.state,
      pspStatus: row.psp_status,
      price: row.price,
      refundedAmount: toSafeInteger(row.refunded_amount),
      chargedBack: row.charged_back,
    }),
  };
}

function toPayoutSummary(
  row: PayoutListRow,
  history: PlayerPage['payouts'][number]['history'],
): PlayerPage['payouts'][number] {
  return {
    publicId: row.public_id,
    createdAt: row.created_at.toISOString(),
    state: row.state,
    paytype: row.paytype,
    amount: row.amount,
    fee: row.fee,
    finalAmount: row.final_amount,
    currency: row.currency,
    pspReference: row.psp_reference,
    failureReason: row.failure_reason,
    reviewCause: row.review_cause,
    reviewReasonCode: row.review_reason_code,
    reviewReason: row.review_reason,
    reviewedAt: row.reviewed_at?.toISOString() ?? null,
    finishedAt: row.finished_at?.toISOString() ?? null,
    history,
  };
}

type OperatorRef = PlayerPage['notes'][number]['operator'];

function toNote(row: NoteRow): PlayerPage['notes'][number] {
  return {
    id: row.id,
    at: row.created_at.toISOString(),
    operator: { id: row.operator_id, email: row.operator_email, displayName: row.operator_display_name },
    text: row.text,
  };
}

/** The player page, or null for an unknown player: the same number of queries whatever the player has. */
export async function getPlayerPage(db: Db, userId: number): Promise<PlayerPage | null> {
  const player = await findPlayer(db, userId);
  if (player === undefined) return null;
  const currency = player.gd_currency;
  const [
    balance,
    pendingPayout,
    purchases,
    payouts,
    payoutHistories,
    subscription,
    depositLimits,
    payoutBlocks,
    limitIncreaseRequests,
    supportRequests,
    notes,
  ] = await Promise.all([
    getPlayerBalance(db, userId, currency),
    sumPlayerBalance(db, { userId, currency, kinds: ['pending_payout'] }),
    listPurchases(db, userId),
    listPayouts(db, userId),
    listPayoutHistories(db, userId),
    findNewestSubscription(db, userId),
    listDepositLimits(db, userId),
    listPayoutBlocks(db, userId),
    listLimitIncreaseRequests(db, userId),
    listSupportRequests(db, userId),
    listNotes(db, userId),
  ]);

  const historyOf = new Map<number, PlayerPage['payouts'][number]['history']>();
  for (const change of payoutHistories) {
    const list = historyOf.get(change.payout_id) ?? [];
    list.push(toStateChange(change));
    historyOf.set(change.payout_id, list);
  }

  return {
    player: {
      id: player.id,
      userName: player.user_name,
      firstName: player.first_name,
      surname: player.surname,
      email: playerEmailOf(player),
      country: player.country,
      currency,
      currencyType: player.gd_currency_type,
      actorType: player.actor_type,
      lang: player.lang,
      createdAt: player.created_at.toISOString(),
      closedAt: player.closed_at?.toISOString() ?? null,
      emailValidated: player.email_validated,
    },
    balances: {
      currency,
      withdrawable: balance.withdrawable,
      bonus: balance.bonus,
      pendingPayout,
      total: balance.total,
    },
    blocks: {
      blocked: player.blocked,
      depositBlock:
        player.deposit_block_reason === null
          ? null
          : {
              reason: player.deposit_block_reason,
              amount: player.deposit_block_amount,
              // What the player still owes in game currency: the withdrawable balance below zero (issue 25).
              owed: Math.max(0, -balance.withdrawable),
            },
      payoutBlocks: payoutBlocks.map((block) => block.reason),
      subscriptionSignupBlocked: player.subscription_signup_blocked,
    },
    purchases: purchases.map(toPurchaseSummary),
    payouts: payouts.map((row) => toPayoutSummary(row, historyOf.get(row.id) ?? [])),
    subscription:
      subscription === undefined
        ? null
        : {
            state: subscription.state,
            packagePrice: subscription.price,
            currency: subscription.currency,
            startedOn: subscription.start_date,
            minimumTermEndsOn: subscription.minimum_term_end_date,
            endsOn: subscription.end_date,
            nextBookingOn: subscription.next_booking_date,
            cancellation:
              subscription.cancel_channel === null
                ? null
                : {
                    channel: subscription.cancel_channel,
                    receivedOn: subscription.cancel_received_at?.toISOString().slice(0, 10) ?? null,
                  },
            endReason: subscription.failure_reason ?? (subscription.cancel_channel === null ? null : 'cancellation'),
            bookingRefunds: subscription.booking_refunds,
          },
    depositLimits: depositLimits.map((limit) => ({
      period: limit.period,
      amount: limit.amount,
      currency: limit.currency,
      pendingAmount: limit.pending_from === null ? null : limit.pending_amount,
      effectiveAt: limit.pending_from?.toISOString() ?? null,
    })),
    limitIncreaseRequests: limitIncreaseRequests.map((request) => ({
      id: request.id,
      providerCode: request.provider_code,
      recipient: request.recipient,
      state: request.state,
      createdAt: request.created_at.toISOString(),
    })),
    supportRequests: supportRequests.map((request) => ({
      ticket: request.ticket,
      topic: request.topic,
      message: request.message,
      reference: request.reference,
      screen: request.screen,
      createdAt: request.created_at.toISOString(),
    })),
    notes: notes.map(toNote),
  };
}

export type AddNoteResult = { kind: 'added'; note: PlayerPage['notes'][number] } | { kind: 'not_found' };

/** A support note on a player, written with its audit row in one transaction. */
export async function addPlayerNote(
  deps: AppDeps,
  input: { userId: number; operator: OperatorRef; text: string },
): Promise<AddNoteResult> {
  const at = deps.clock.now();
  return deps.db.transaction().execute(async (trx) => {
    if (!(await playerExists(trx, input.userId))) return { kind: 'not_found' } as const;
    const note = await insertNote(trx, { userId: input.userId, operatorId: input.operator.id, text: input.text, at });
    await recordAudit(trx, {
      operatorId: input.operator.id,
      action: 'player.note',
      subjectType: 'player',
      subjectId: String(input.userId),
      before: null,
      after: { noteId: note.id, text: note.text },
      at,
    });
    return {
      kind: 'added',
      note: { id: note.id, at: note.created_at.toISOString(), operator: input.operator, text: note.text },
    } as const;
  });
}
