// Seed step payout-v1: what the payout flow needs to be tried on its own, added to new and existing databases
// alike — the rich player of the forced payout, the blocked player's payout block and
// money-de's PayPal deposit accounts. Rows already there (or changed by an operator) are kept.
import { hashPassword, PASSWORD_COST } from '../modules/auth/password.ts';
import type { Db, Trx } from './database.ts';
import type { PayoutBlockReason } from './payout-tables.ts';
import { BERLIN, DEMO_PASSWORD, type DemoPlayer, player } from './seed-data.ts';
import { insertDemoPlayer, isStepDone, runOnce } from './seed-steps.ts';

export const PAYOUT_DEMO_STEP = 'payout-v1';

/** A balance above the forced-payout limit of 1000 €: 1250.00 € withdrawable, excess 250.00 €. */
export const RICH_BALANCE_MINOR = 125_000;

// biome-ignore format: one player per line reads as the table in docs/conventions.md
export const PAYOUT_DEMO_PLAYERS: readonly DemoPlayer[] = [
  player({ userName: 'money-rich', actorType: 'g', country: 'DE', locale: 'de-DE', lang: 'de', gdCurrency: 'EUR', gdCurrencyType: 'REAL', address: BERLIN, lastUsedAmount: 2000, startingBalance: RICH_BALANCE_MINOR }),
];

export const DEMO_PAYOUT_BLOCKS: readonly { userName: string; reason: PayoutBlockReason }[] = [
  { userName: 'blocked', reason: 'userBlocked' },
];

/** As if deposited with PayPal before: two accounts for money-de (the select), one for money-rich (shown as text). */
export const DEMO_PAYPAL_ACCOUNTS: readonly { userName: string; accountName: string }[] = [
  { userName: 'money-de', accountName: 'money-de@paypal.example' },
  { userName: 'money-de', accountName: 'max.mustermann@paypal.example' },
  { userName: 'money-rich', accountName: 'money-rich@paypal.example' },
];

async function userIdOf(trx: Trx, userName: string): Promise<number | undefined> {
  const row = await trx.selectFrom('users').select('id').where('user_name', '=', userName).executeTakeFirst();
  return row?.id;
}

export async function seedPayoutDemoStep(db: Db, now: Date, passwordCost = PASSWORD_COST): Promise<boolean> {
  if (await isStepDone(db, PAYOUT_DEMO_STEP)) return false;
  // Hashing is slow on purpose; do it before the transaction so the transaction stays short.
  const passwordHashes = await Promise.all(PAYOUT_DEMO_PLAYERS.map(() => hashPassword(DEMO_PASSWORD, passwordCost)));
  return runOnce(db, PAYOUT_DEMO_STEP, async (trx) => {
    for (const [index, demoPlayer] of PAYOUT_DEMO_PLAYERS.entries()) {
      const passwordHash = passwordHashes[index];
      if (passwordHash === undefined) throw new Error('missing password hash');
      if ((await userIdOf(trx, demoPlayer.userName)) === undefined) {
        await insertDemoPlayer(trx, demoPlayer, passwordHash, now);
      }
    }
    // Players missing (a trimmed demo) are skipped.
    for (const block of DEMO_PAYOUT_BLOCKS) {
      const userId = await userIdOf(trx, block.userName);
      if (userId === undefined) continue;
      await trx
        .insertInto('payout_blocks')
        .values({ user_id: userId, reason: block.reason, created_at: now })
        .onConflict((conflict) => conflict.columns(['user_id', 'reason']).doNothing())
        .execute();
    }
    for (const account of DEMO_PAYPAL_ACCOUNTS) {
      const userId = await userIdOf(trx, account.userName);
      if (userId === undefined) continue;
      await trx
        .insertInto('paypal_deposit_accounts')
        .values({ user_id: userId, account_name: account.accountName, purchase_tid: null, created_at: now })
        .onConflict((conflict) => conflict.columns(['user_id', 'account_name']).doNothing())
        .execute();
    }
  });
}
