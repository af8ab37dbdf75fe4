// An operator's manual balance adjustment (issue 25 point 4), approved by a second operator: one balanced
// transaction between the player's withdrawable or bonus account and the house's manual_adjustments account.
//   credit: manual_adjustments −amount, player's account +amount
//   debit:  player's account −amount, manual_adjustments +amount
import type { Trx } from '../../db/database.ts';
import { ensureAccount, writeLedgerTransaction } from './ledger.repository.ts';

export async function bookManualAdjustment(
  trx: Trx,
  input: {
    userId: number;
    currency: string;
    account: 'withdrawable' | 'bonus';
    direction: 'credit' | 'debit';
    amount: number;
    reference: string;
    description: string;
    at: Date;
  },
): Promise<string> {
  const [player, house] = await Promise.all([
    ensureAccount(trx, { userId: input.userId, kind: input.account, currency: input.currency }),
    ensureAccount(trx, { userId: null, kind: 'manual_adjustments', currency: input.currency }),
  ]);
  const signed = input.direction === 'credit' ? input.amount : -input.amount;
  return writeLedgerTransaction(trx, {
    description: input.description,
    reference: input.reference,
    at: input.at,
    entries: [
      { accountId: player, amount: signed },
      { accountId: house, amount: -signed },
    ],
  });
}
