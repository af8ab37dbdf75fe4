import { describe, expect, it } from 'vitest';
import { bonusClawback, refundShares } from './refund-shares.ts';

describe('refund shares', () => {
  it('takes back the deposit and bonus in proportion to the refunded share of the price', () => {
    expect(refundShares({ price: 5000, deposit: 5000, bonus: 500, refundedBefore: 0, amount: 5000 })).toEqual({
      deposit: 5000,
      bonus: 500,
    });
    expect(refundShares({ price: 5000, deposit: 5000, bonus: 500, refundedBefore: 0, amount: 2000 })).toEqual({
      deposit: 2000,
      bonus: 200,
    });
  });

  it('adds up to exactly the whole credit when the price is refunded in parts that do not divide evenly', () => {
    const purchase = { price: 999, deposit: 1000, bonus: 101 };
    let refundedBefore = 0;
    let deposit = 0;
    let bonus = 0;
    for (const amount of [333, 1, 400, 265]) {
      const share = refundShares({ ...purchase, refundedBefore, amount });
      deposit += share.deposit;
      bonus += share.bonus;
      refundedBefore += amount;
    }
    expect(refundedBefore).toBe(999);
    expect({ deposit, bonus }).toEqual({ deposit: 1000, bonus: 101 });
    // Rounded down: 1 cent of 999 is 1 credit of 1000 but no bonus of 101.
    expect(refundShares({ ...purchase, refundedBefore: 0, amount: 1 })).toEqual({ deposit: 1, bonus: 0 });
  });

  it('claws back at most the bonus the player still has', () => {
    expect(bonusClawback(500, 120)).toBe(120);
    expect(bonusClawback(500, 800)).toBe(500);
    expect(bonusClawback(500, 0)).toBe(0);
    expect(bonusClawback(500, -10)).toBe(0);
  });
});
