// SPEC §9: the bonus of every saver-package booking expires after six months if unused — as a ledger
// entry (bonus → platform), never a silent change. Play spends the oldest bonus first, so what expires
// is what is left of the bonus balance beyond the bonus granted after this booking.
import { calendarDateOf, unusedBonusOfGrant } from '@shop/domain/subscription';
import { sql } from 'kysely';
import type { AppDeps } from '../../app-deps.ts';
import type { Trx } from '../../db/database.ts';
import { toSafeInteger } from '../../lib/safe-integer.ts';
import { lockedBonusBalance, removeBonus } from '../ledger/subscription-entries.ts';
import { enqueueMail } from '../mail/mail-outbox.ts';
import type { BookingRow } from './subscription-record.ts';
import { updateBooking } from './subscriptions.repository.ts';

const BATCH = 50;

/** A booking refunded after its package ended (booking-refunds.ts): its bonus went back with the refund. */
const notRefunded = sql<boolean>`not exists (select 1 from subscription_booking_refunds r where r.booking_id = subscription_bookings.id and r.state <> 'FAILED')`;

/** Expires the bonus of bookings whose six months are over; returns how many bookings were handled. */
export async function expireBookingBonuses(deps: AppDeps): Promise<number> {
  let handled = 0;
  for (;;) {
    const now = deps.clock.now();
    const batch = await deps.db.transaction().execute(async (trx) => {
      const due = await trx
        .selectFrom('subscription_bookings')
        .selectAll()
        .where('state', '=', 'SUCCESS')
        .where('bonus_amount', '>', 0)
        .where('bonus_expired_at', 'is', null)
        .where('credited_at', 'is not', null)
        .where('bonus_expires_on', '<=', calendarDateOf(now))
        .where(notRefunded)
        .orderBy('bonus_expires_on')
        .orderBy('id')
        .limit(BATCH)
        .forUpdate()
        .skipLocked()
        .execute();
      for (const booking of due) await expireBonusOf(trx, booking, now);
      return due.length;
    });
    handled += batch;
    if (batch < BATCH) return handled;
  }
}

/** Bonus the player was granted after `booking` and still holds the right to (later bookings, later deposits). */
export async function newerGrants(trx: Trx, booking: BookingRow): Promise<number> {
  const credited = booking.credited_at ?? new Date(0);
  const [bookings, purchases] = await Promise.all([
    trx
      .selectFrom('subscription_bookings')
      .select(sql<string>`coalesce(sum(bonus_amount - coalesce(bonus_expired_amount, 0)), 0)::text`.as('total'))
      .where('user_id', '=', booking.user_id)
      .where('gd_currency', '=', booking.gd_currency)
      .where('state', '=', 'SUCCESS')
      .where(notRefunded)
      .where('id', '!=', booking.id)
      .where((eb) =>
        eb.or([
          eb('credited_at', '>', credited),
          eb.and([eb('credited_at', '=', credited), eb('id', '>', booking.id)]),
        ]),
      )
      .executeTakeFirstOrThrow(),
    trx
      .selectFrom('purchases')
      .select(sql<string>`coalesce(sum(bonus_amount), 0)::text`.as('total'))
      .where('user_id', '=', booking.user_id)
      .where('gd_currency', '=', booking.gd_currency)
      .where('subscription', '=', false)
      .where('credited_at', '>', credited)
      .executeTakeFirstOrThrow(),
  ]);
  return toSafeInteger(bookings.total) + toSafeInteger(purchases.total);
}

async function expireBonusOf(trx: Trx, booking: BookingRow, now: Date): Promise<void> {
  const balance = await lockedBonusBalance(trx, booking.user_id, booking.gd_currency);
  const grant = booking.bonus_amount - (booking.bonus_expired_amount ?? 0);
  const amount = unusedBonusOfGrant({
    grantAmount: grant,
    bonusBalance: balance,
    newerUnexpiredGrants: await newerGrants(trx, booking),
  });
  if (amount > 0) {
    await removeBonus(trx, {
      userId: booking.user_id,
      currency: booking.gd_currency,
      amount,
      reference: `${booking.reference}:bonus-expired`,
      description: `saver package bonus expired (${booking.reference})`,
      at: now,
    });
    await enqueueMail(trx, {
      at: now,
      userId: booking.user_id,
      kind: 'bonus_expired',
      dedupeKey: `${booking.reference}:bonus-expired`,
      params: { amount, gdCurrency: booking.gd_currency, grantedOn: booking.due_date },
    });
  }
  await updateBooking(trx, booking.id, {
    bonus_expired_at: now,
    bonus_expired_amount: (booking.bonus_expired_amount ?? 0) + amount,
    updated_at: now,
  });
}
