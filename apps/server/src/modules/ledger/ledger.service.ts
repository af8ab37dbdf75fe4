// Balance changes expressed as ledger transactions, and the balances derived from them.
import type { Db, Trx } from '../../db/database.ts';
import { ensureAccount, sumPlayerBalance, writeLedgerTransaction } from './ledger.repository.ts';

export interface PlayerBalance {
  withdrawable: number;
  bonus: number;
  total: number;
}

export async function getPlayerBalance(db: Db, userId: number, currency: string): Promise<PlayerBalance> {
  const [withdrawable, bonus] = await Promise.all([
    sumPlayerBalance(db, { userId, currency, kinds: ['withdrawable'] }),
    sumPlayerBalance(db, { userId, currency, kinds: ['bonus'] }),
  ]);
  return { withdrawable, bonus, total: withdrawable + bonus };
}

/** Moves platform money into a player's withdrawable account (demo funding). */
export async function fundPlayerFromPlatform(
  trx: Trx,
  input: { userId: number; currency: string; amount: number; description: string },
): Promise<string> {
  const [platformAccount, playerAccount] = await Promise.all([
    ensureAccount(trx, { userId: null, kind: 'platform_funding', currency: input.currency }),
    ensureAccount(trx, { userId: input.userId, kind: 'withdrawable', currency: input.currency }),
  ]);
  return writeLedgerTransaction(trx, {
    description: input.description,
    entries: [
      { accountId: platformAccount, amount: -input.amount },
      { accountId: playerAccount, amount: input.amount },
    ],
  });
}
