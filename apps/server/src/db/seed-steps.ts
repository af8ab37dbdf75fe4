// What the seed steps share: running a named step once (claimed in its own transaction) and inserting a
// demo player with its starting balance and last used amount.
import { payingCurrencyFor } from '@shop/domain/money';
import { fundPlayerFromPlatform } from '../modules/ledger/ledger.service.ts';
import type { Db, Trx } from './database.ts';
import { type DemoPlayer, STARTING_BALANCE_MINOR } from './seed-data.ts';

/** Claims the step in the same transaction as its writes: two starts at once run it once. */
export async function runOnce(db: Db, name: string, step: (trx: Trx) => Promise<void>): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (!(await claimStep(trx, name))) return false;
    await step(trx);
    return true;
  });
}

async function claimStep(trx: Trx, name: string): Promise<boolean> {
  const claimed = await trx
    .insertInto('seed_runs')
    .values({ name })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .returning('name')
    .executeTakeFirst();
  return claimed !== undefined;
}

export async function isStepDone(db: Db, name: string): Promise<boolean> {
  const done = await db.selectFrom('seed_runs').select('name').where('name', '=', name).executeTakeFirst();
  return done !== undefined;
}

/** Money players (g) start with `player.startingBalance` (default STARTING_BALANCE_MINOR) withdrawable. */
export async function insertDemoPlayer(trx: Trx, player: DemoPlayer, passwordHash: string, now: Date): Promise<number> {
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
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  if (player.actorType === 'g') {
    await fundPlayerFromPlatform(trx, {
      userId: id,
      currency: player.gdCurrency,
      amount: player.startingBalance ?? STARTING_BALANCE_MINOR,
      description: 'demo starting balance',
      at: now,
    });
  }
  if (player.lastUsedAmount !== null) {
    await trx
      .insertInto('last_used_amounts')
      .values({
        user_id: id,
        currency: payingCurrencyFor(player.gdCurrency),
        amount: player.lastUsedAmount,
        updated_at: now,
      })
      .execute();
  }
  return id;
}
