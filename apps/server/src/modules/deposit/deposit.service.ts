// GET /deposit/shop (SPEC §3 Shop response, §7): what a player can buy, with which providers, right now.
import { type Provider, providerCodeSchema, type ShopPurchasable, type ShopResponse } from '@shop/contracts/shop';
import { isAdvertisementRunning } from '@shop/domain/countdown';
import { earliestWindowStart } from '@shop/domain/deposit-limit';
import { payingCurrencyFor } from '@shop/domain/money';
import { assignLocalIds } from '@shop/domain/packages';
import type { AppDeps } from '../../app-deps.ts';
import { allowanceFrom, toDepositLimit } from '../deposit-limits/deposit-limits.service.ts';
import type { Issuer } from '../payments/payment-provider.ts';
import { gdCurrencyOf, isIdentityVerified } from '../users/users.service.ts';
import { readCatalogue } from './catalogue-cache.ts';
import { findShopPlayer, type ProviderRow, type PurchasableRow } from './deposit.repository.ts';

export type ShopResult =
  | { ok: true; shop: ShopResponse; droppedProviderCodes: string[] }
  | {
      ok: false;
      status: 400 | 401 | 503;
      code: 'no_purchasables' | '503' | 'not-authenticated';
      /** no_purchasables for the deposit limit: the amount left and the date more is possible (issue 8). */
      details?: string[];
    };

export async function getShop(deps: AppDeps, userId: number): Promise<ShopResult> {
  const now = deps.clock.now();
  // The player's part is one query; the catalogue comes from its cache and the PSP's availability from memory.
  const [player, pspAvailable] = await Promise.all([
    findShopPlayer(deps.db, userId, earliestWindowStart(now)),
    deps.payments.isAvailable(),
  ]);
  if (player === undefined) return { ok: false, status: 401, code: 'not-authenticated' };
  const { user, blockedCodes } = player;
  const gdCurrency = gdCurrencyOf(user);
  const currency = payingCurrencyFor(gdCurrency);
  const catalogue = await readCatalogue(deps, gdCurrency);
  const lastUsedAmount = player.lastUsedAmounts.find((entry) => entry.currency === currency)?.amount ?? null;
  const allowance = allowanceFrom(deps, user, { ownLimits: player.ownLimits, deposits: player.countedDeposits });
  const { providers: providerRows, purchasables: purchasableRows, advertisements } = catalogue;
  if (purchasableRows.length === 0) return { ok: false, status: 400, code: 'no_purchasables' };
  const depositLimit = toDepositLimit(allowance);
  // SPEC §8 "no_purchasables (message: deposit limit reached)": not even the cheapest package fits.
  const normalPrices = purchasableRows.filter((row) => !row.subscription).map((row) => row.price);
  if (depositLimit !== null && normalPrices.length > 0 && Math.min(...normalPrices) > depositLimit.amountLeft) {
    const { amountLeft, nextPossibleDate } = depositLimit;
    const details = [String(amountLeft), ...(nextPossibleDate === null ? [] : [nextPossibleDate])];
    return { ok: false, status: 400, code: 'no_purchasables', details };
  }

  const blocked = new Set(blockedCodes);
  // While the PSP is unreachable every provider is shown unusable rather than offering forms that would
  // fail at payment (issue 9); the list stays, so the answer is not the "no providers" 503.
  const issuers = pspAvailable ? await issuersFor(deps, providerRows, user.country, blocked) : null;
  const { providers, droppedProviderCodes } = toProviders(providerRows, user.country, blocked, issuers, pspAvailable);
  const { normal, subscription } = assignLocalIds(purchasableRows.map(toPurchasable));
  if (providers.length === 0 || normal.length === 0) return { ok: false, status: 503, code: '503' };

  const running = advertisements
    .map((ad) => ({
      startDate: ad.start_at.toISOString(),
      endDate: ad.end_at.toISOString(),
      percentage: ad.percentage,
      style: ad.style,
      i18nKey: ad.i18n_key,
    }))
    .find((ad) => isAdvertisementRunning(ad, now.getTime()));

  return {
    ok: true,
    droppedProviderCodes,
    shop: {
      providers,
      purchasables: [...normal, ...subscription],
      currency,
      lastUsedAmount,
      userIdentityVerified: isIdentityVerified(user, now),
      bonusAdvertisement: running ?? null,
      depositLimit,
    },
  };
}

/**
 * Usable for this player: allowed in their country, not blocked for them, payable through the PSP
 * adapter (a method is set) and, for iDEAL-like BIC providers, with issuers to choose from.
 */
export function isProviderUsable(
  row: ProviderRow,
  country: string,
  blocked: ReadonlySet<string>,
  issuers: readonly Issuer[] | null,
): boolean {
  const countryAllowed = row.usable_countries === null || row.usable_countries.includes(country);
  const payable = row.psp_method !== null && (row.input_type !== 'BIC' || issuers !== null);
  return countryAllowed && !blocked.has(row.code) && payable;
}

/** iDEAL issuers only when a BIC provider would otherwise be usable: other players never wait for the PSP. */
async function issuersFor(deps: AppDeps, rows: readonly ProviderRow[], country: string, blocked: ReadonlySet<string>) {
  const wanted = rows.some((row) => row.input_type === 'BIC' && isProviderUsable(row, country, blocked, []));
  return wanted ? deps.payments.idealIssuers() : null;
}

function toProviders(
  rows: readonly ProviderRow[],
  country: string,
  blocked: ReadonlySet<string>,
  issuers: Issuer[] | null,
  pspAvailable: boolean,
) {
  const providers: Provider[] = [];
  const droppedProviderCodes: string[] = [];
  for (const row of rows) {
    const code = providerCodeSchema.safeParse(row.code);
    if (!code.success) {
      droppedProviderCodes.push(row.code);
      continue;
    }
    const usable = pspAvailable && isProviderUsable(row, country, blocked, issuers);
    providers.push({
      code: code.data,
      inputType: row.input_type,
      usable,
      subscriptionSupported: row.subscription_supported,
      limit: row.limit_minor,
      ...(row.input_type === 'BIC' && usable && issuers !== null ? { issuers } : {}),
    });
  }
  return { providers, droppedProviderCodes };
}

export function toPurchasable(row: PurchasableRow): Omit<ShopPurchasable, 'id'> {
  return {
    price: row.price,
    currency: row.currency,
    subscription: row.subscription,
    consumables: row.consumables.map((consumable) => ({
      type: consumable.type,
      amount: consumable.amount,
      ...(consumable.type === 'BONUS' && consumable.bonus_price !== null ? { bonusPrice: consumable.bonus_price } : {}),
      ...(consumable.type === 'PROVIDER_BONUS'
        ? { bonus: { allowedPaytypes: consumable.allowed_paytypes ?? [] } }
        : {}),
    })),
  };
}
