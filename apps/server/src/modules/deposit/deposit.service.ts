// GET /deposit/shop (SPEC §3 Shop response, §7): what a player can buy, with which providers, right now.
import { type Provider, providerCodeSchema, type ShopPurchasable, type ShopResponse } from '@shop/contracts/shop';
import { isAdvertisementRunning } from '@shop/domain/countdown';
import { payingCurrencyFor } from '@shop/domain/money';
import { assignLocalIds } from '@shop/domain/packages';
import type { AppDeps } from '../../app-deps.ts';
import { findUserById } from '../users/users.repository.ts';
import { gdCurrencyOf, isIdentityVerified } from '../users/users.service.ts';
import {
  findLastUsedAmount,
  listActiveProviders,
  listBlockedProviderCodes,
  listPurchasables,
  listUnendedAdvertisements,
  type ProviderRow,
  type PurchasableRow,
} from './deposit.repository.ts';

export type ShopResult =
  | { ok: true; shop: ShopResponse; droppedProviderCodes: string[] }
  | { ok: false; status: 400 | 401 | 503; code: 'no_purchasables' | '503' | 'not-authenticated' };

export async function getShop(deps: AppDeps, userId: number): Promise<ShopResult> {
  const user = await findUserById(deps.db, userId);
  if (user === undefined) return { ok: false, status: 401, code: 'not-authenticated' };
  const now = deps.clock.now();
  const gdCurrency = gdCurrencyOf(user);
  const currency = payingCurrencyFor(gdCurrency);

  const [providerRows, blockedCodes, purchasableRows, lastUsedAmount, advertisements] = await Promise.all([
    listActiveProviders(deps.db),
    listBlockedProviderCodes(deps.db, userId),
    listPurchasables(deps.db, gdCurrency),
    findLastUsedAmount(deps.db, userId, currency),
    listUnendedAdvertisements(deps.db, now),
  ]);
  if (purchasableRows.length === 0) return { ok: false, status: 400, code: 'no_purchasables' };

  const { providers, droppedProviderCodes } = toProviders(providerRows, user.country, new Set(blockedCodes));
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
    },
  };
}

function toProviders(rows: readonly ProviderRow[], country: string, blocked: ReadonlySet<string>) {
  const providers: Provider[] = [];
  const droppedProviderCodes: string[] = [];
  for (const row of rows) {
    const code = providerCodeSchema.safeParse(row.code);
    if (!code.success) {
      droppedProviderCodes.push(row.code);
      continue;
    }
    const countryAllowed = row.usable_countries === null || row.usable_countries.includes(country);
    providers.push({
      code: code.data,
      inputType: row.input_type,
      usable: countryAllowed && !blocked.has(row.code),
      subscriptionSupported: row.subscription_supported,
      limit: row.limit_minor,
    });
  }
  return { providers, droppedProviderCodes };
}

function toPurchasable(row: PurchasableRow): Omit<ShopPurchasable, 'id'> {
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
