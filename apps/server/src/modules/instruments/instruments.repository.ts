// Saved payment instruments: one card or bank account per player and provider.
import { type Insertable, type Selectable, sql } from 'kysely';
import type { Db, PaymentInstrumentsTable, Trx } from '../../db/database.ts';
import { findRow, updateRows } from '../../db/row-queries.ts';

export type InstrumentRow = Selectable<PaymentInstrumentsTable>;
export type InstrumentValues = Omit<Insertable<PaymentInstrumentsTable>, 'public_id' | 'created_at' | 'updated_at'>;

export async function findInstrument(
  db: Db | Trx,
  userId: number,
  providerCode: string,
): Promise<InstrumentRow | undefined> {
  return findRow(db, 'payment_instruments', { user_id: userId, provider_code: providerCode });
}

/** The player's instrument with this provider named by its public id; undefined for anyone else's or an unknown id. */
export async function findOwnInstrument(
  db: Db | Trx,
  owner: { userId: number; providerCode: string; publicId: string },
): Promise<InstrumentRow | undefined> {
  return db
    .selectFrom('payment_instruments')
    .selectAll()
    .where('public_id', '=', owner.publicId)
    .where('user_id', '=', owner.userId)
    .where('provider_code', '=', owner.providerCode)
    .executeTakeFirst();
}

/** Writes the player's instrument for the provider, replacing the one saved before. */
export async function saveInstrument(trx: Trx, values: InstrumentValues, now: Date): Promise<void> {
  const { user_id: _user, provider_code: _provider, ...replacement } = values;
  await trx
    .insertInto('payment_instruments')
    .values({ ...values, created_at: now, updated_at: now })
    .onConflict((conflict) =>
      conflict.constraint('payment_instruments_user_provider_key').doUpdateSet({
        psp_token: null,
        card_last4: null,
        card_brand: null,
        card_expiry_month: null,
        card_expiry_year: null,
        iban_encrypted: null,
        iban_hash: null,
        iban_masked: null,
        mandate_id: null,
        creditor_id: null,
        mandate_valid: false,
        // Another instrument: an id handed out for the one before names nothing any more.
        public_id: sql<string>`gen_random_uuid()::text`,
        ...replacement,
        updated_at: now,
      }),
    )
    .execute();
}

/** The player's saved direct-debit instrument under this mandate may no longer be charged (returned or revoked). */
export async function invalidateMandate(trx: Trx, userId: number, mandateId: string): Promise<void> {
  await updateRows(trx, 'payment_instruments', { user_id: userId, mandate_id: mandateId }, { mandate_valid: false });
}
