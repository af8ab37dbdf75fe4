// Seeds the demo data in named steps, each run once: a seed_runs row marks a step done, and each step is
// one transaction. A step added later (e.g. data for new columns) runs on existing databases at the next start.
import { type GdCurrency, payingCurrencyFor } from '@shop/domain/money';
import type { Insertable } from 'kysely';
import { hashPassword, PASSWORD_COST } from '../modules/auth/password.ts';
import type { ConsumablesTable, Db, Trx } from './database.ts';
import {
  DEMO_PASSWORD,
  DEMO_PLAYERS,
  DEMO_PROVIDER_BLOCKS,
  DEMO_SAVED_CARDS,
  type DemoPackage,
  demoAdvertisement,
} from './seed-data.ts';
import {
  OPERATOR_DEMO_STEP,
  OPERATOR_LEAD_DEMO_STEP,
  seedDemoLeadRoleStep,
  seedDemoOperatorsStep,
} from './seed-operators.ts';
import { PAYOUT_DEMO_STEP, seedPayoutDemoStep } from './seed-payout.ts';
import { insertDemoPlayer, isStepDone, runOnce } from './seed-steps.ts';

const DEMO_STEP = 'demo-v1';
const SAVED_CARD_STEP = 'saved-cards-v1';

export interface SeedResult {
  /** Whether any step ran now. */
  seeded: boolean;
  steps: string[];
}

/**
 * Runs every seed step that has not run before. Safe to call on every start. The demo operators need the
 * installation's PAYMENT_DATA_KEY (their TOTP secrets are stored encrypted): seeded only when it is given.
 */
export async function seedDemoData(
  db: Db,
  now: Date = new Date(),
  options: {
    paymentDataKey?: string;
    /** The scrypt cost of the demo passwords (tests only; see hashPassword). */
    passwordCost?: number;
  } = {},
): Promise<SeedResult> {
  const steps: string[] = [];
  const { passwordCost = PASSWORD_COST } = options;
  if (await seedDemoStep(db, now, passwordCost)) steps.push(DEMO_STEP);
  if (await runOnce(db, SAVED_CARD_STEP, (trx) => insertSavedCards(trx, now))) steps.push(SAVED_CARD_STEP);
  if (await seedPayoutDemoStep(db, now, passwordCost)) steps.push(PAYOUT_DEMO_STEP);
  if (
    options.paymentDataKey !== undefined &&
    (await seedDemoOperatorsStep(db, options.paymentDataKey, now, passwordCost))
  ) {
    steps.push(OPERATOR_DEMO_STEP);
  }
  if (options.paymentDataKey !== undefined && (await seedDemoLeadRoleStep(db))) steps.push(OPERATOR_LEAD_DEMO_STEP);
  return { seeded: steps.length > 0, steps };
}

async function seedDemoStep(db: Db, now: Date, passwordCost: number): Promise<boolean> {
  if (await isStepDone(db, DEMO_STEP)) return false;
  // Hashing is slow on purpose; do it before the transaction so the transaction stays short.
  const passwordHashes = await Promise.all(DEMO_PLAYERS.map(() => hashPassword(DEMO_PASSWORD, passwordCost)));
  return runOnce(db, DEMO_STEP, async (trx) => {
    const userIds = new Map<string, number>();
    for (const [index, player] of DEMO_PLAYERS.entries()) {
      const passwordHash = passwordHashes[index];
      if (passwordHash === undefined) throw new Error('missing password hash');
      userIds.set(player.userName, await insertDemoPlayer(trx, player, passwordHash, now));
    }
    await insertProviderBlocks(trx, userIds);
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
  });
}

/** Players or providers missing (a trimmed demo) are skipped; a card the player replaced is kept. */
async function insertSavedCards(trx: Trx, now: Date): Promise<void> {
  for (const card of DEMO_SAVED_CARDS) {
    const user = await trx.selectFrom('users').select('id').where('user_name', '=', card.userName).executeTakeFirst();
    const provider = await trx
      .selectFrom('providers')
      .select('code')
      .where('code', '=', card.providerCode)
      .executeTakeFirst();
    if (user === undefined || provider === undefined) continue;
    await trx
      .insertInto('payment_instruments')
      .values({
        user_id: user.id,
        provider_code: provider.code,
        kind: 'card',
        holder: card.holder,
        psp_token: card.token,
        card_last4: card.last4,
        card_brand: card.brand,
        card_expiry_month: card.expiryMonth,
        card_expiry_year: card.expiryYear,
        created_at: now,
        updated_at: now,
      })
      .onConflict((conflict) => conflict.constraint('payment_instruments_user_provider_key').doNothing())
      .execute();
  }
}

async function insertProviderBlocks(trx: Trx, userIds: ReadonlyMap<string, number>): Promise<void> {
  for (const block of DEMO_PROVIDER_BLOCKS) {
    const userId = userIds.get(block.userName);
    if (userId === undefined) throw new Error(`Provider block names unknown player ${block.userName}`);
    await trx.insertInto('provider_user_blocks').values({ user_id: userId, code: block.code }).execute();
  }
}

/** Inserts one game currency's packages: tests give a currency a catalogue with it. */
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
