// Ledger moves of the saver-package lifecycle besides the credit itself (creditDeposit): a returned debit
// reversed, a bonus deducted or expired. Each is one balanced transaction with a unique reference.
import type { Trx } from '../../db/database.ts';
import { ensureAccount, lockAccount, sumPlayerBalance, writeLedgerTransaction } from './ledger.repository.ts';
import { bookTransfer, type DepositCredit } from './ledger.service.ts';

/**
 * A returned direct debit: the PSP takes the money back (psp_clearing) from the player's withdrawable
 * balance, which may go below zero (the player owes it), and the platform takes back the bonus — only as
 * much as is left of it, since bonus already played cannot be taken back. Returns the bonus reversed.
 */
export async function reverseDeposit(
  trx: Trx,
  input: DepositCredit,
): Promise<{ transactionId: string | null; bonusReversed: number }> {
  const entries: { accountId: number; amount: number }[] = [];
  if (input.deposit > 0) {
    const [clearing, withdrawable] = await Promise.all([
      ensureAccount(trx, { userId: null, kind: 'psp_clearing', currency: input.currency }),
      lockAccount(trx, { userId: input.userId, kind: 'withdrawable', currency: input.currency }),
    ]);
    entries.push({ accountId: withdrawable, amount: -input.deposit }, { accountId: clearing, amount: input.deposit });
  }
  let bonusReversed = 0;
  if (input.bonus > 0) {
    const bonusAccount = await lockAccount(trx, { userId: input.userId, kind: 'bonus', currency: input.currency });
    const balance = await sumPlayerBalance(trx, { userId: input.userId, currency: input.currency, kinds: ['bonus'] });
    bonusReversed = Math.max(0, Math.min(input.bonus, balance));
    if (bonusReversed > 0) {
      const funding = await ensureAccount(trx, { userId: null, kind: 'platform_funding', currency: input.currency });
      entries.push({ accountId: bonusAccount, amount: -bonusReversed }, { accountId: funding, amount: bonusReversed });
    }
  }
  if (entries.length === 0) return { transactionId: null, bonusReversed };
  const transactionId = await writeLedgerTransaction(trx, {
    description: input.description,
    entries,
    reference: input.reference,
    at: input.at,
  });
  return { transactionId, bonusReversed };
}

/** The player's bonus balance, with the account locked until the transaction ends. */
export async function lockedBonusBalance(trx: Trx, userId: number, currency: string): Promise<number> {
  await lockAccount(trx, { userId, kind: 'bonus', currency });
  return sumPlayerBalance(trx, { userId, currency, kinds: ['bonus'] });
}

/** Takes bonus back to the platform (expired or deducted); the caller checked the amount is there. */
export async function removeBonus(
  trx: Trx,
  input: { userId: number; currency: string; amount: number; reference: string; description: string; at: Date },
): Promise<string> {
  return bookTransfer(trx, {
    from: { userId: input.userId, kind: 'bonus', currency: input.currency },
    to: { userId: null, kind: 'platform_funding', currency: input.currency },
    lockFrom: true,
    amount: input.amount,
    reference: input.reference,
    description: input.description,
    at: input.at,
  });
}
