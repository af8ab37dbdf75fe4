// Deposit packages (SPEC §3 Purchasable, §4 Selection, §9): sorting, local ids, amounts and the default selection.

export type ConsumableType = 'DEPOSIT' | 'BONUS' | 'PROVIDER_BONUS';

// Optional fields allow an explicit undefined so zod-inferred contract types fit under
// exactOptionalPropertyTypes; arrays are readonly so both mutable and frozen lists fit.
export type Consumable = {
  type: ConsumableType;
  /** Integer minor units of the player's game currency. */
  amount: number;
  bonusPrice?: number | undefined;
  bonus?: { allowedPaytypes: readonly string[] } | undefined;
};

export type Purchasable = {
  /** Integer minor units of the paying currency. */
  price: number;
  currency: string;
  subscription: boolean;
  consumables: readonly Consumable[];
};

export type WithLocalId<T> = T & { id: number };

/** A copy sorted by ascending price; equal prices keep their order (Array#sort is stable). */
export function sortByPrice<T extends { price: number }>(list: readonly T[]): T[] {
  return [...list].sort((a, b) => a.price - b.price);
}

/** Splits into normal and subscription lists, sorts each by price and numbers them from 0 (SPEC §3 local id). */
export function assignLocalIds<T extends Purchasable>(
  list: readonly T[],
): { normal: WithLocalId<T>[]; subscription: WithLocalId<T>[] } {
  const number = (items: readonly T[]): WithLocalId<T>[] =>
    sortByPrice(items).map((item, index) => ({ ...item, id: index }));
  return {
    normal: number(list.filter((item) => !item.subscription)),
    subscription: number(list.filter((item) => item.subscription)),
  };
}

function sumOf(consumables: readonly Consumable[]): number {
  return consumables.reduce((total, consumable) => total + consumable.amount, 0);
}

/** The credit the package deposits, without bonus. */
export function depositAmountOf(purchasable: Pick<Purchasable, 'consumables'>): number {
  return sumOf(purchasable.consumables.filter((consumable) => consumable.type === 'DEPOSIT'));
}

/**
 * BONUS always counts; PROVIDER_BONUS counts only for a provider it allows. Without a provider
 * (amount screen, nothing chosen yet) every bonus counts, so the panel shows the best case.
 */
export function bonusAmountOf(purchasable: Pick<Purchasable, 'consumables'>, providerCode?: string): number {
  return sumOf(
    purchasable.consumables.filter((consumable) => {
      if (consumable.type === 'BONUS') return true;
      if (consumable.type !== 'PROVIDER_BONUS') return false;
      return providerCode === undefined || (consumable.bonus?.allowedPaytypes.includes(providerCode) ?? false);
    }),
  );
}

/**
 * Deposit plus bonus. SPEC §9 words it as "price plus bonus"; the deposit consumable is used
 * instead because it is in the game currency like the bonus (for diamonds price ≠ deposit).
 */
export function totalAmountOf(purchasable: Pick<Purchasable, 'consumables'>, providerCode?: string): number {
  return depositAmountOf(purchasable) + bonusAmountOf(purchasable, providerCode);
}

export function hasBonus(purchasable: Pick<Purchasable, 'consumables'>): boolean {
  return bonusAmountOf(purchasable) > 0;
}

/** The id of the package priced like the last purchase (SPEC §4), else null. */
export function defaultSelectedId(
  list: readonly { id: number; price: number }[],
  lastUsedAmount: number | null,
): number | null {
  if (lastUsedAmount === null) return null;
  return list.find((item) => item.price === lastUsedAmount)?.id ?? null;
}
