// SPEC §5: PayPal pays out only to an account the player deposited from. A successful PayPal deposit records
// its account. The sandbox's hosted PayPal page asks for no e-mail address, so the account is a stable demo
// one derived from the user name; a real PayPal integration would take the payer's e-mail from the PSP.
import type { Trx } from '../../db/database.ts';
import { findUserNameById } from '../users/users.repository.ts';
import { addPaypalDepositAccount } from './payout-profile.repository.ts';

export function demoPaypalAccountOf(userName: string): string {
  const local = userName.toLowerCase().replace(/[^a-z0-9._-]+/g, '-');
  return `${local === '' ? 'player' : local}@paypal.example`;
}

/** In the transaction that credits the deposit; an account already known keeps its first purchase. */
export async function recordPaypalDepositAccount(
  trx: Trx,
  deposit: { userId: number; tid: string; now: Date },
): Promise<void> {
  const userName = await findUserNameById(trx, deposit.userId);
  if (userName === undefined) return;
  await addPaypalDepositAccount(trx, {
    userId: deposit.userId,
    accountName: demoPaypalAccountOf(userName),
    purchaseTid: deposit.tid,
    createdAt: deposit.now,
  });
}
