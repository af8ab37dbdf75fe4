// Express payment settings: one row per player and paytype, at most one of them the subscribed favourite.
import type { Selectable } from 'kysely';
import type { Db, ExpressPaymentSettingsTable, Trx } from '../../db/database.ts';

export type ExpressSettingRow = Selectable<ExpressPaymentSettingsTable>;

export async function listExpressSettingRows(db: Db | Trx, userId: number): Promise<ExpressSettingRow[]> {
  return db.selectFrom('express_payment_settings').selectAll().where('user_id', '=', userId).execute();
}

/** The player's row lock: subscriptions of one player (the POST, a purchase's SUCCESS) run one after another. */
export async function lockPlayer(trx: Trx, userId: number): Promise<void> {
  await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirstOrThrow();
}

/**
 * Makes `paytypeCode` the player's only subscribed paytype; an agreement reference given is stored with it
 * (one not given keeps the stored one). The caller holds the player's lock.
 */
export async function subscribeFavourite(
  trx: Trx,
  input: { userId: number; paytypeCode: string; agreementReference?: string; now: Date },
): Promise<void> {
  await trx
    .updateTable('express_payment_settings')
    .set({ subscribed: false, updated_at: input.now })
    .where('user_id', '=', input.userId)
    .where('subscribed', '=', true)
    .where('paytype_code', '<>', input.paytypeCode)
    .execute();
  const agreement = input.agreementReference === undefined ? {} : { agreement_reference: input.agreementReference };
  await trx
    .insertInto('express_payment_settings')
    .values({
      user_id: input.userId,
      paytype_code: input.paytypeCode,
      subscribed: true,
      agreement_reference: input.agreementReference ?? null,
      created_at: input.now,
      updated_at: input.now,
    })
    .onConflict((conflict) =>
      conflict
        .columns(['user_id', 'paytype_code'])
        .doUpdateSet({ subscribed: true, ...agreement, updated_at: input.now }),
    )
    .execute();
}

/** Turns express payment off: no favourite any more (stored agreements stay for a later opt-in). */
export async function unsubscribeAll(db: Db, userId: number, now: Date): Promise<number> {
  const result = await db
    .updateTable('express_payment_settings')
    .set({ subscribed: false, updated_at: now })
    .where('user_id', '=', userId)
    .where('subscribed', '=', true)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Every saved card and account of the player (one per provider). */
export async function listPlayerInstruments(db: Db | Trx, userId: number) {
  return db.selectFrom('payment_instruments').selectAll().where('user_id', '=', userId).execute();
}

export async function listBlockedCodesIn(db: Db | Trx, userId: number): Promise<string[]> {
  const rows = await db.selectFrom('provider_user_blocks').select('code').where('user_id', '=', userId).execute();
  return rows.map((row) => row.code);
}
