import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  assignLocalIds,
  bonusAmountOf,
  type Consumable,
  defaultSelectedId,
  depositAmountOf,
  hasBonus,
  type Purchasable,
  sortByPrice,
  totalAmountOf,
} from './packages.ts';

function pkg(price: number, consumables: Consumable[], subscription = false): Purchasable {
  return { price, currency: 'EUR', subscription, consumables };
}

const withProviderBonus = pkg(5000, [
  { type: 'DEPOSIT', amount: 5000 },
  { type: 'BONUS', amount: 500, bonusPrice: 5000 },
  { type: 'PROVIDER_BONUS', amount: 200, bonus: { allowedPaytypes: ['paypal'] } },
]);

describe('sortByPrice', () => {
  it('sorts ascending without mutating and keeps ties in order', () => {
    const list = [
      { price: 3, name: 'a' },
      { price: 1, name: 'b' },
      { price: 3, name: 'c' },
      { price: 2, name: 'd' },
    ];
    const before = structuredClone(list);
    expect(sortByPrice(list).map((item) => item.name)).toEqual(['b', 'd', 'a', 'c']);
    expect(list).toEqual(before);
  });

  it('yields a sorted permutation (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 1_000_000 })), (prices) => {
        const sorted = sortByPrice(prices.map((price) => ({ price })));
        for (let index = 1; index < sorted.length; index += 1) {
          expect((sorted[index - 1]?.price ?? 0) <= (sorted[index]?.price ?? 0)).toBe(true);
        }
        const count = (values: number[]) => values.toSorted((a, b) => a - b).join();
        expect(count(sorted.map((item) => item.price))).toBe(count(prices));
      }),
    );
  });
});

describe('assignLocalIds', () => {
  it('splits by subscription flag and numbers each list by price', () => {
    const list = [
      pkg(2000, [{ type: 'DEPOSIT', amount: 2000 }], true),
      pkg(5000, [{ type: 'DEPOSIT', amount: 5000 }]),
      pkg(1000, [{ type: 'DEPOSIT', amount: 1000 }], true),
      pkg(1000, [{ type: 'DEPOSIT', amount: 1000 }]),
    ];
    const { normal, subscription } = assignLocalIds(list);
    expect(normal.map((item) => [item.id, item.price])).toEqual([
      [0, 1000],
      [1, 5000],
    ]);
    expect(subscription.map((item) => [item.id, item.price])).toEqual([
      [0, 1000],
      [1, 2000],
    ]);
  });

  it('replaces an id already present', () => {
    const { normal } = assignLocalIds([{ ...pkg(1, []), id: 7 }]);
    expect(normal[0]?.id).toBe(0);
  });

  it('gives ids 0..n-1 in price order in each list (property)', () => {
    const arbitrary = fc.array(
      fc.record({ price: fc.integer({ min: 1, max: 100_000 }), subscription: fc.boolean() }).map((item) => ({
        ...item,
        currency: 'EUR',
        consumables: [],
      })),
    );
    fc.assert(
      fc.property(arbitrary, (list) => {
        const { normal, subscription } = assignLocalIds(list);
        expect(normal.length + subscription.length).toBe(list.length);
        for (const [part, flag] of [
          [normal, false],
          [subscription, true],
        ] as const) {
          expect(part.map((item) => item.id)).toEqual(part.map((_, index) => index));
          expect(part.every((item) => item.subscription === flag)).toBe(true);
          expect(part.map((item) => item.price)).toEqual(sortByPrice(part).map((item) => item.price));
        }
      }),
    );
  });
});

describe('amounts', () => {
  it('sums deposits', () => {
    expect(depositAmountOf(withProviderBonus)).toBe(5000);
    expect(depositAmountOf(pkg(1, []))).toBe(0);
  });

  it('counts a provider bonus only for an allowed provider, or when none is chosen', () => {
    expect(bonusAmountOf(withProviderBonus)).toBe(700);
    expect(bonusAmountOf(withProviderBonus, 'paypal')).toBe(700);
    expect(bonusAmountOf(withProviderBonus, 'adyen-cc')).toBe(500);
  });

  it('ignores a provider bonus without an allowed list once a provider is chosen', () => {
    const bare = pkg(1000, [{ type: 'PROVIDER_BONUS', amount: 100 }]);
    expect(bonusAmountOf(bare)).toBe(100);
    expect(bonusAmountOf(bare, 'paypal')).toBe(0);
  });

  it('totals deposit and bonus', () => {
    expect(totalAmountOf(withProviderBonus)).toBe(5700);
    expect(totalAmountOf(withProviderBonus, 'banktransfer')).toBe(5500);
  });

  it('knows whether a package has a bonus', () => {
    expect(hasBonus(withProviderBonus)).toBe(true);
    expect(hasBonus(pkg(1000, [{ type: 'DEPOSIT', amount: 1000 }]))).toBe(false);
    expect(hasBonus(pkg(1000, [{ type: 'BONUS', amount: 0 }]))).toBe(false);
  });
});

describe('defaultSelectedId', () => {
  const list = [
    { id: 0, price: 1000 },
    { id: 1, price: 2000 },
  ];

  it('selects the package priced like the last purchase', () => {
    expect(defaultSelectedId(list, 2000)).toBe(1);
  });

  it('selects nothing without a match', () => {
    expect(defaultSelectedId(list, 1500)).toBeNull();
    expect(defaultSelectedId(list, null)).toBeNull();
    expect(defaultSelectedId([], 1000)).toBeNull();
  });
});
