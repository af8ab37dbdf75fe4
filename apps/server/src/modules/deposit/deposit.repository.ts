// Queries behind GET /deposit/shop: providers, per-player blocks, the catalogue, last used amount, offers.
import { type Selectable, sql } from 'kysely';
import {
  type BonusAdvertisementsTable,
  type ConsumablesTable,
  compiledOnce,
  type Db,
  hotRows,
  type ProvidersTable,
  type PurchasablesTable,
  type Trx,
} from '../../db/database.ts';
import { findRow } from '../../db/row-queries.ts';
import type { OwnLimitJson, OwnLimitRow } from '../deposit-limits/deposit-limits.repository.ts';
import { countedDepositsQuery, ownLimitsJson, ownLimitsOfJson } from '../deposit-limits/deposit-limits.repository.ts';
import { ADDRESS_COLUMNS, type AddressRow, USER_COLUMNS, type UserRow } from '../users/users.repository.ts';
import { type PlayerProviderLimits, playerProviderLimitsOf } from './player-provider-limits.ts';

export type ProviderRow = Selectable<ProvidersTable>;

/** The active providers in the shop's order (also inside a transaction). */
export async function listActiveProviders(db: Db | Trx): Promise<ProviderRow[]> {
  return db
    .selectFrom('providers')
    .selectAll()
    .where('active', '=', true)
    .orderBy('sort_order')
    .orderBy('code')
    .execute();
}

/** The player's granted provider limits (the express offer reads them on their own). */
export async function findPlayerProviderLimits(db: Db, userId: number): Promise<PlayerProviderLimits> {
  const rows = await db
    .selectFrom('player_provider_limits')
    .select(['provider_code', 'currency', 'limit_minor'])
    .where('user_id', '=', userId)
    .execute();
  return Object.fromEntries(
    rows.map((row) => [row.provider_code, { currency: row.currency, amount: row.limit_minor }]),
  );
}

export async function findActiveProvider(db: Db | Trx, code: string): Promise<ProviderRow | undefined> {
  return db.selectFrom('providers').selectAll().where('code', '=', code).where('active', '=', true).executeTakeFirst();
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
  const row = await findRow(db, 'last_used_amounts', { user_id: userId, currency }, ['amount']);
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

const blockedCodesOfPlayer = sql<string[]>`coalesce(
  (select json_agg(b.code) from provider_user_blocks b where b.user_id = users.id), '[]')`;

/** The player's granted provider limits (player-provider-limits.ts) as one JSON object by provider code. */
const providerLimitsOfPlayer = sql<unknown>`coalesce(
  (select json_object_agg(p.provider_code, json_build_object('currency', p.currency, 'amount', p.limit_minor))
   from player_provider_limits p where p.user_id = users.id), '{}')`;

/**
 * The player with the codes of the providers blocked for them, in one query (a purchase's checks), their row
 * locked until the transaction ends: FOR NO KEY UPDATE, the lock every deposit check of the player takes
 * (lockPlayerDeposits), so reading the player costs no statement of its own (issue 11).
 */
export async function lockPlayerWithBlocks(
  trx: Trx,
  userId: number,
  /** The database `trx` belongs to: the query is compiled once for it (compiledOnce), not in every transaction. */
  db: Db,
): Promise<{ user: UserRow; blockedCodes: string[]; providerLimits: PlayerProviderLimits } | undefined> {
  const query = compiledOnce(
    db,
    'purchase-player-lock',
    (slot) =>
      db
        .selectFrom('users')
        .select(USER_COLUMNS)
        .select(blockedCodesOfPlayer.as('blocked_codes'))
        .select(providerLimitsOfPlayer.as('provider_limits'))
        .where('id', '=', slot('userId'))
        .forNoKeyUpdate(),
    { userId },
  );
  const [row] = (await trx.executeQuery(query)).rows;
  if (row === undefined) return undefined;
  const { blocked_codes, provider_limits, ...user } = row;
  return { user, blockedCodes: blocked_codes, providerLimits: playerProviderLimitsOf(provider_limits) };
}

/**
 * The player's columns the shop answer reads: currency and country (catalogue, providers, deposit limit), actor
 * type and address (userIdentityVerified). Only these (issue 11).
 */
const SHOP_PLAYER_COLUMNS = ['id', 'gd_currency', 'actor_type', ...ADDRESS_COLUMNS] as const;

export type ShopPlayerUser = AddressRow & Pick<UserRow, 'id' | 'gd_currency' | 'actor_type'>;

/** Everything of one player the shop answer needs (GET /deposit/shop), read in one query (issue 11). */
export interface ShopPlayer {
  user: ShopPlayerUser;
  blockedCodes: string[];
  /** Limits an operator granted for direct-debit providers (player-provider-limits.ts). */
  providerLimits: PlayerProviderLimits;
  lastUsedAmounts: { currency: string; amount: number }[];
  ownLimits: OwnLimitRow[];
  /** Deposits since `countedSince` in every currency (deposit-limits.repository.ts, countedDepositsQuery). */
  countedDeposits: { currency: string; amount: number; at: Date }[];
}

/** The shop player as one JSON document: text and integers keep their values in it, dates come as text. */
type ShopPlayerJson = Omit<ShopPlayer, 'providerLimits' | 'ownLimits' | 'countedDeposits'> & {
  providerLimits: unknown;
  ownLimits: OwnLimitJson[];
  countedDeposits: { currency: string; amount: number; at: string }[];
};

/**
 * The player with their provider blocks, last used amounts, own deposit limits and counted deposits, as one JSON
 * column: the pg driver sets up a parser per column from the row description and parses each column on every
 * call, and on the hottest query one JSON document is cheaper than seventeen columns (issue 11).
 */
function shopPlayerQuery(db: Db, userId: number, since: Date) {
  const counted = countedDepositsQuery({ userId, currency: null, since });
  const user = sql.join(SHOP_PLAYER_COLUMNS.map((column) => sql`${sql.lit(column)}, users.${sql.ref(column)}`));
  return db
    .selectFrom('users')
    .select(
      sql<ShopPlayerJson>`json_build_object(
        'user', json_build_object(${user}),
        'blockedCodes', ${blockedCodesOfPlayer},
        'providerLimits', ${providerLimitsOfPlayer},
        'lastUsedAmounts', coalesce((
          select json_agg(json_build_object('currency', l.currency, 'amount', l.amount))
          from last_used_amounts l where l.user_id = users.id), '[]'),
        'ownLimits', ${ownLimitsJson(sql.ref('users.id'))},
        'countedDeposits', coalesce((
          select json_agg(json_build_object('currency', c.currency, 'amount', c.amount, 'at', c.at))
          from (${counted}) c), '[]'))`.as('player'),
    )
    .where('id', '=', userId);
}

export async function findShopPlayer(db: Db, userId: number, countedSince: Date): Promise<ShopPlayer | undefined> {
  // The hottest query of the shop: compiled once, a prepared statement on PostgreSQL sent straight to the pool
  // (db/database.ts, hotRows).
  const query = compiledOnce(db, 'shop-player', (slot) => shopPlayerQuery(db, slot('userId'), slot('since')), {
    userId,
    // As text: the same instant for the timestamptz columns it is compared with, without pg formatting a Date twice.
    since: countedSince.toISOString(),
  });
  const [row] = await hotRows(db, query);
  if (row === undefined) return undefined;
  const { user, blockedCodes, providerLimits, lastUsedAmounts, ownLimits, countedDeposits } = row.player;
  return {
    user,
    blockedCodes,
    providerLimits: playerProviderLimitsOf(providerLimits),
    lastUsedAmounts: lastUsedAmounts.map((entry) => ({ currency: entry.currency, amount: Number(entry.amount) })),
    ownLimits: ownLimitsOfJson(ownLimits),
    countedDeposits: countedDeposits.map((deposit) => ({
      currency: deposit.currency,
      amount: Number(deposit.amount),
      at: new Date(deposit.at),
    })),
  };
}
