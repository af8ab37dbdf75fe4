// How much game credit and bonus a refund of part of a purchase's price takes back (issue 12 point 4).
//
// Bonus clawback rule: a refund takes back the purchase's deposit credit and its bonus in proportion to the
// refunded share of the price, counted cumulatively over the purchase's refunds (each share is the difference
// of the rounded-down cumulative amounts), so refunding the whole price in parts takes back exactly the whole
// deposit and bonus. The deposit credit must still be there (else 409 balance_too_low, nothing sent to the
// PSP); of the bonus only what the player still has is taken back (bonus already played is not refused over,
// and not taken from the withdrawable balance).

export interface RefundShareInput {
  /** The purchase's price (minor units of its currency) and its credit in game currency. */
  price: number;
  deposit: number;
  bonus: number;
  /** Minor units of the price already refunded or being refunded. */
  refundedBefore: number;
  /** Minor units of the price this refund gives back. */
  amount: number;
}

function cumulativeShare(total: number, part: number, price: number): number {
  // BigInt: total × part may pass 2^53 for large purchases.
  return Number((BigInt(total) * BigInt(part)) / BigInt(price));
}

/** The deposit credit and the bonus due back for this refund (before capping the bonus at what is left). */
export function refundShares(input: RefundShareInput): { deposit: number; bonus: number } {
  const { price, refundedBefore, amount } = input;
  const after = refundedBefore + amount;
  return {
    deposit: cumulativeShare(input.deposit, after, price) - cumulativeShare(input.deposit, refundedBefore, price),
    bonus: cumulativeShare(input.bonus, after, price) - cumulativeShare(input.bonus, refundedBefore, price),
  };
}

/** The bonus clawback: the share due, at most the player's bonus balance. */
export function bonusClawback(due: number, bonusBalance: number): number {
  return Math.max(0, Math.min(due, bonusBalance));
}
