// Deposit limits (issue 8; see README "Deposit limits"): what a player may still deposit, the check inside a
// deposit's own transaction, and the player's changes of their own limits (lower at once, higher after a
// 7-day cooling-off). Amounts are minor units of the player's paying currency.
import { type DepositLimit, depositLimitRefusalItems } from '@shop/contracts/deposit-limit';
import {
  type Allowance,
  changeOwnLimit,
  type DepositLimitPeriod,
  depositAllowance,
  depositAmountLeft,
  earliestWindowStart,
  exceedsAllowance,
  type LimitRequestProblem,
  limitRequestProblem,
  NO_OWN_LIMIT,
  type OwnLimit,
  type OwnLimitChange,
  operatorMonthlyLimit,
  withdrawRaise,
} from '@shop/domain/deposit-limit';
import { payingCurrencyFor } from '@shop/domain/money';
import type { AppDeps } from '../../app-deps.ts';
import type { Db, Trx } from '../../db/database.ts';
import type { UserRow } from '../users/users.repository.ts';
import { gdCurrencyOf } from '../users/users.service.ts';
import {
  type CountedDepositRow,
  findLimitPlayer,
  listCountedDeposits,
  listOwnLimits,
  lockPlayerDeposits,
  type OwnLimitRow,
  saveOwnLimit,
} from './deposit-limits.repository.ts';

type Player = Pick<UserRow, 'id' | 'country' | 'gd_currency'>;

export interface PlayerAllowance extends Allowance {
  currency: string;
  operatorMonthly: number | null;
}

export function limitCurrencyOf(user: Pick<UserRow, 'gd_currency'>): string {
  return payingCurrencyFor(gdCurrencyOf(user));
}

function operatorMonthlyOf(deps: AppDeps, user: Player): number | null {
  return operatorMonthlyLimit({
    country: user.country,
    currency: limitCurrencyOf(user),
    defaults: deps.config.depositLimitMonthlyDefaults,
  });
}

/** Own limits by period; a row in another currency than the player pays in (a changed currency) is ignored. */
function ownLimitsOf(rows: readonly OwnLimitRow[], currency: string): Record<DepositLimitPeriod, OwnLimit> {
  const own: Record<DepositLimitPeriod, OwnLimit> = { day: NO_OWN_LIMIT, week: NO_OWN_LIMIT, month: NO_OWN_LIMIT };
  for (const row of rows) {
    if (row.currency !== currency) continue;
    own[row.period] = { amount: row.amount, pendingAmount: row.pending_amount, pendingFrom: row.pending_from };
  }
  return own;
}

/** What the player may deposit now. Inside a deposit's transaction pass its `trx` (after lockPlayerDeposits). */
export async function allowanceOf(
  deps: AppDeps,
  db: Db | Trx,
  user: Player,
  options: { excludeBookingId?: string } = {},
): Promise<PlayerAllowance> {
  const now = deps.clock.now();
  const currency = limitCurrencyOf(user);
  const [rows, deposits] = await Promise.all([
    listOwnLimits(db, user.id),
    listCountedDeposits(db, { userId: user.id, currency, since: earliestWindowStart(now), ...options }),
  ]);
  return allowanceFrom(deps, user, { ownLimits: rows, deposits });
}

/**
 * allowanceOf from rows the caller read itself: deposits since earliestWindowStart(now), in any currency — those
 * in another currency are left out here.
 */
function allowanceFrom(
  deps: AppDeps,
  user: Player,
  read: { ownLimits: readonly OwnLimitRow[]; deposits: readonly (CountedDepositRow & { currency?: string })[] },
): PlayerAllowance {
  const now = deps.clock.now();
  const currency = limitCurrencyOf(user);
  const deposits = read.deposits.filter((row) => row.currency === undefined || row.currency === currency);
  const operatorMonthly = operatorMonthlyOf(deps, user);
  const allowance = depositAllowance({ own: ownLimitsOf(read.ownLimits, currency), operatorMonthly, deposits, now });
  return { ...allowance, currency, operatorMonthly };
}

/**
 * GET /deposit/shop's `depositLimit` (null when no limit applies at all) from rows it read with the player in one
 * query, as allowanceFrom reads them; without the periods' details, which the shop does not show (issue 11).
 */
export function shopDepositLimitFrom(
  deps: AppDeps,
  user: Player,
  read: { ownLimits: readonly OwnLimitRow[]; deposits: readonly (CountedDepositRow & { currency?: string })[] },
): DepositLimit | null {
  const currency = limitCurrencyOf(user);
  const deposits = read.deposits.filter((row) => row.currency === undefined || row.currency === currency);
  const { amountLeft, nextPossibleDate } = depositAmountLeft({
    own: ownLimitsOf(read.ownLimits, currency),
    operatorMonthly: operatorMonthlyOf(deps, user),
    deposits,
    now: deps.clock.now(),
  });
  return amountLeft === null ? null : { amountLeft, currency, nextPossibleDate };
}

/**
 * Inside the transaction that records a deposit of `price`: locks the player (parallel deposits wait here for
 * each other) and answers the refusal's items (`depositLimitReached_New|<left>|<date>`) or null when it fits.
 * `playerLocked`: the caller took that lock (lockPlayerDeposits) earlier in `trx`, so it is not asked for again.
 */
export async function checkDepositLimit(
  deps: AppDeps,
  trx: Trx,
  user: Player,
  price: number,
  options: { excludeBookingId?: string; playerLocked?: true } = {},
): Promise<{ items: string[]; allowance: PlayerAllowance } | null> {
  if (options.playerLocked !== true) await lockPlayerDeposits(trx, user.id);
  const allowance = await allowanceOf(deps, trx, user, options);
  if (!exceedsAllowance(price, allowance)) return null;
  const items = depositLimitRefusalItems({
    amountLeft: allowance.amountLeft ?? 0,
    nextPossibleDate: allowance.nextPossibleDate,
  });
  return { items, allowance };
}

/**
 * checkDepositLimit from rows the caller read under the player's lock (own limits, and the deposits in the limit
 * currency since earliestWindowStart(now)): a new purchase reads them with its other checks in one statement.
 */
export function depositLimitRefusalFrom(
  deps: AppDeps,
  user: Player,
  price: number,
  read: { ownLimits: readonly OwnLimitRow[]; deposits: readonly CountedDepositRow[] },
): { items: string[]; allowance: PlayerAllowance } | null {
  const allowance = allowanceFrom(deps, user, read);
  if (!exceedsAllowance(price, allowance)) return null;
  const items = depositLimitRefusalItems({
    amountLeft: allowance.amountLeft ?? 0,
    nextPossibleDate: allowance.nextPossibleDate,
  });
  return { items, allowance };
}

export type OwnLimitUpdate =
  | { ok: true; change: OwnLimitChange['kind'] | 'withdrawn' }
  | { ok: false; problem: LimitRequestProblem };

/** The player sets (amount) or removes (null) an own limit, or withdraws a pending raise. */
export async function updateOwnLimit(
  deps: AppDeps,
  user: Player,
  input: { period: DepositLimitPeriod; request: { amount: number | null } | 'withdraw-raise' },
): Promise<OwnLimitUpdate> {
  const operatorMonthly = operatorMonthlyOf(deps, user);
  const { request } = input;
  if (request !== 'withdraw-raise') {
    const problem = limitRequestProblem(request.amount, operatorMonthly);
    if (problem !== null) return { ok: false, problem };
  }
  const currency = limitCurrencyOf(user);
  return deps.db.transaction().execute(async (trx) => {
    // The same lock as the deposits: a lower limit is in force for every deposit checked after it.
    await lockPlayerDeposits(trx, user.id);
    const now = deps.clock.now();
    const current = ownLimitsOf(await listOwnLimits(trx, user.id), currency)[input.period];
    const next =
      request === 'withdraw-raise'
        ? { kind: 'withdrawn' as const, limit: withdrawRaise(current, now) }
        : changeOwnLimit(current, request.amount, now);
    await saveOwnLimit(trx, {
      userId: user.id,
      period: input.period,
      currency,
      amount: next.limit.amount,
      pendingAmount: next.limit.pendingAmount,
      pendingFrom: next.limit.pendingFrom,
      now,
    });
    return { ok: true, change: next.kind };
  });
}

/**
 * The limit check of a saver-package booking (a deposit too) inside the transaction that creates or retries it;
 * `excludeBookingId` leaves the booking itself out of what counts (a retry). null = it fits.
 */
export async function checkBookingDepositLimit(
  deps: AppDeps,
  trx: Trx,
  booking: { userId: number; price: number; excludeBookingId?: string },
): Promise<PlayerAllowance | null> {
  const player = await findLimitPlayer(trx, booking.userId);
  if (player === undefined) return null;
  const options = booking.excludeBookingId === undefined ? {} : { excludeBookingId: booking.excludeBookingId };
  const refusal = await checkDepositLimit(deps, trx, player, booking.price, options);
  return refusal?.allowance ?? null;
}
