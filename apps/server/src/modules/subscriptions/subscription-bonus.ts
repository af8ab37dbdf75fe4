// SPEC §9: the bonus of every saver-package booking expires after six months if unused — as a ledger
// entry (bonus → platform), never a silent change. Play spends the oldest bonus first, so what expires
// is what is left of the bonus balance beyond the bonus granted after this booking.
import { calendarDateOf, unusedBonusOfGrant } from '@shop/domain/subscription';
import type { AppDeps } from '../../app-deps.ts';
import type { Trx } from '../../db/database.ts';
import { runInBatches } from '../../lib/batches.ts';
import { lockedBonusBalance, removeBonus } from '../ledger/subscription-entries.ts';
import { enqueueMail } from '../mail/mail-outbox.ts';
import type { BookingRow } from './subscription-record.ts';
import { lockBookingsWithBonusDue, sumNewerBonusGrants, updateBooking } from './subscriptions.repository.ts';

const BATCH = 50;

/** Expires the bonus of bookings whose six months are over; returns how many bookings were handled. */
export async function expireBookingBonuses(deps: AppDeps): Promise<number> {
  return runInBatches(BATCH, () => {
    const now = deps.clock.now();
    return deps.db.transaction().execute(async (trx) => {
      const due = await lockBookingsWithBonusDue(trx, calendarDateOf(now), BATCH);
      for (const booking of due) await expireBonusOf(trx, booking, now);
      return due.length;
    });
  });
}

async function expireBonusOf(trx: Trx, booking: BookingRow, now: Date): Promise<void> {
  const balance = await lockedBonusBalance(trx, booking.user_id, booking.gd_currency);
  const grant = booking.bonus_amount - (booking.bonus_expired_amount ?? 0);
  const amount = unusedBonusOfGrant({
    grantAmount: grant,
    bonusBalance: balance,
    newerUnexpiredGrants: await sumNewerBonusGrants(trx, booking),
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
