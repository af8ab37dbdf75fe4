// Seeds the demo data once: a seed_runs row marks it done, and everything is written in one transaction.
import { type GdCurrency, payingCurrencyFor } from '@shop/domain/money';
import type { Insertable } from 'kysely';
import { hashPassword } from '../modules/auth/password.ts';
import { fundPlayerFromPlatform } from '../modules/ledger/ledger.service.ts';
import type { ConsumablesTable, Db, Trx } from './database.ts';
import {
  DEMO_CATALOGUE,
  DEMO_PASSWORD,
  DEMO_PLAYERS,
  DEMO_PROVIDER_BLOCKS,
  DEMO_PROVIDERS,
  type DemoPackage,
  type DemoPlayer,
  demoAdvertisement,
  STARTING_BALANCE_MINOR,
} from './seed-data.ts';

const SEED_NAME = 'demo-v1';

export interface SeedResult {
  seeded: boolean;
}

/** Seeds the demo data unless it was seeded before. Safe to call on every start. */
export async function seedDemoData(db: Db, now: Date = new Date()): Promise<SeedResult> {
  // Hashing is slow on purpose; do it before the transaction so the transaction stays short.
  const passwordHashes = await Promise.all(DEMO_PLAYERS.map(() => hashPassword(DEMO_PASSWORD)));
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('seed_runs')
      .values({ name: SEED_NAME })
      .onConflict((conflict) => conflict.column('name').doNothing())
      .returning('name')
      .executeTakeFirst();
    if (claimed === undefined) return { seeded: false };

    const userIds = new Map<string, number>();
    for (const [index, player] of DEMO_PLAYERS.entries()) {
      const passwordHash = passwordHashes[index];
      if (passwordHash === undefined) throw new Error('missing password hash');
      userIds.set(player.userName, await insertDemoPlayer(trx, player, passwordHash));
    }
    await insertProviders(trx);
    await insertProviderBlocks(trx, userIds);
    for (const { gdCurrency, packages } of DEMO_CATALOGUE) {
      await insertCatalogue(trx, gdCurrency, packages);
    }
    const ad = demoAdvertisement(now);
    await trx
      .insertInto('bonus_advertisements')
      .values({
        start_at: ad.startAt,
        end_at: ad.endAt,
        percentage: ad.percentage,
        style: ad.style,
        i18n_key: ad.i18nKey,
      })
      .execute();
    return { seeded: true };
  });
}

async function insertDemoPlayer(trx: Trx, player: DemoPlayer, passwordHash: string): Promise<number> {
  const { address } = player;
  const { id } = await trx
    .insertInto('users')
    .values({
      user_name: player.userName,
      password_hash: passwordHash,
      actor_type: player.actorType,
      country: player.country,
      locale: player.locale,
      view_lang: player.lang,
      lang: player.lang,
      loyalty: player.loyalty,
      gender: address?.gender ?? null,
      avatar_url: '/platform/avatar.svg',
      gd_currency: player.gdCurrency,
      gd_currency_type: player.gdCurrencyType,
      first_name: address?.firstName ?? '',
      surname: address?.surname ?? '',
      street1: address?.street1 ?? '',
      zip_code: address?.zipCode ?? '',
      city: address?.city ?? '',
      state_code: address?.stateCode ?? '',
      birthdate: address?.birthdate ?? null,
      email_validated: player.emailValidated,
      blocked: player.blocked,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  if (player.actorType === 'g') {
    await fundPlayerFromPlatform(trx, {
      userId: id,
      currency: player.gdCurrency,
      amount: STARTING_BALANCE_MINOR,
      description: 'demo starting balance',
    });
  }
  if (player.lastUsedAmount !== null) {
    await trx
      .insertInto('last_used_amounts')
      .values({ user_id: id, currency: payingCurrencyFor(player.gdCurrency), amount: player.lastUsedAmount })
      .execute();
  }
  return id;
}

async function insertProviders(trx: Trx): Promise<void> {
  await trx
    .insertInto('providers')
    .values(DEMO_PROVIDERS.map((provider, index) => ({ ...provider, sort_order: index, active: true })))
    .onConflict((conflict) => conflict.column('code').doNothing())
    .execute();
}

async function insertProviderBlocks(trx: Trx, userIds: ReadonlyMap<string, number>): Promise<void> {
  for (const block of DEMO_PROVIDER_BLOCKS) {
    const userId = userIds.get(block.userName);
    if (userId === undefined) throw new Error(`Provider block names unknown player ${block.userName}`);
    await trx.insertInto('provider_user_blocks').values({ user_id: userId, code: block.code }).execute();
  }
}

/** Inserts one game currency's packages; exported so tests can give a currency a catalogue. */
export async function insertCatalogue(trx: Trx, gdCurrency: GdCurrency, packages: readonly DemoPackage[]) {
  const currency = payingCurrencyFor(gdCurrency);
  for (const [index, item] of packages.entries()) {
    const { id } = await trx
      .insertInto('purchasables')
      .values({
        gd_currency: gdCurrency,
        currency,
        subscription: item.subscription,
        price: item.price,
        sort_order: index,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const consumables: Insertable<ConsumablesTable>[] = [
      { purchasable_id: id, type: 'DEPOSIT', amount: item.deposit, bonus_price: null, allowed_paytypes: null },
    ];
    if (item.bonus > 0) {
      consumables.push({
        purchasable_id: id,
        type: 'BONUS',
        amount: item.bonus,
        bonus_price: item.price,
        allowed_paytypes: null,
      });
    }
    await trx.insertInto('consumables').values(consumables).execute();
  }
}
