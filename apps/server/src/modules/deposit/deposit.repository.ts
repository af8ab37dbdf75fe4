// Queries behind GET /deposit/shop: providers, per-player blocks, the catalogue, last used amount, offers.
import type { Selectable } from 'kysely';
import type {
  BonusAdvertisementsTable,
  ConsumablesTable,
  Db,
  ProvidersTable,
  PurchasablesTable,
  Trx,
} from '../../db/database.ts';

export type ProviderRow = Selectable<ProvidersTable>;

export async function listActiveProviders(db: Db): Promise<ProviderRow[]> {
  return db
    .selectFrom('providers')
    .selectAll()
    .where('active', '=', true)
    .orderBy('sort_order')
    .orderBy('code')
    .execute();
}

export async function findActiveProvider(db: Db, code: string): Promise<ProviderRow | undefined> {
  return db.selectFrom('providers').selectAll().where('code', '=', code).where('active', '=', true).executeTakeFirst();
}

export async function listBlockedProviderCodes(db: Db, userId: number): Promise<string[]> {
  const rows = await db.selectFrom('provider_user_blocks').select('code').where('user_id', '=', userId).execute();
  return rows.map((row) => row.code);
}

export type PurchasableRow = Selectable<PurchasablesTable> & { consumables: Selectable<ConsumablesTable>[] };

/** The active packages of one game currency with their consumables. */
export async function listPurchasables(db: Db, gdCurrency: string): Promise<PurchasableRow[]> {
  const purchasables = await db
    .selectFrom('purchasables')
    .selectAll()
    .where('gd_currency', '=', gdCurrency)
    .where('active', '=', true)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  if (purchasables.length === 0) return [];
  const consumables = await db
    .selectFrom('consumables')
    .selectAll()
    .where(
      'purchasable_id',
      'in',
      purchasables.map((purchasable) => purchasable.id),
    )
    .orderBy('id')
    .execute();
  return purchasables.map((purchasable) => ({
    ...purchasable,
    consumables: consumables.filter((consumable) => consumable.purchasable_id === purchasable.id),
  }));
}

export async function findLastUsedAmount(db: Db, userId: number, currency: string): Promise<number | null> {
  const row = await db
    .selectFrom('last_used_amounts')
    .select('amount')
    .where('user_id', '=', userId)
    .where('currency', '=', currency)
    .executeTakeFirst();
  return row?.amount ?? null;
}

/** Offers that have not ended yet, soonest end first; the caller decides which one is running. */
export async function listUnendedAdvertisements(db: Db, now: Date): Promise<Selectable<BonusAdvertisementsTable>[]> {
  return db
    .selectFrom('bonus_advertisements')
    .selectAll()
    .where('end_at', '>', now)
    .orderBy('end_at')
    .orderBy('id')
    .execute();
}

/** The price of the package just bought becomes the default selection of the next visit. */
export async function saveLastUsedAmount(
  trx: Trx,
  input: { userId: number; currency: string; amount: number; now: Date },
): Promise<void> {
  await trx
    .insertInto('last_used_amounts')
    .values({ user_id: input.userId, currency: input.currency, amount: input.amount, updated_at: input.now })
    .onConflict((conflict) =>
      conflict.columns(['user_id', 'currency']).doUpdateSet({ amount: input.amount, updated_at: input.now }),
    )
    .execute();
}
