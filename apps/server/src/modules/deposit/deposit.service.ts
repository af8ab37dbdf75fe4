// GET /deposit/shop (SPEC §3 Shop response, §7): what a player can buy, with which providers, right now.
import {
  type BonusAdvertisement,
  type Provider,
  providerCodeSchema,
  type ShopPurchasable,
  type ShopResponse,
} from '@shop/contracts/shop';
import { isAdvertisementRunning } from '@shop/domain/countdown';
import { earliestWindowStart } from '@shop/domain/deposit-limit';
import { payingCurrencyFor } from '@shop/domain/money';
import { assignLocalIds } from '@shop/domain/packages';
import type { AppDeps } from '../../app-deps.ts';
import { shopDepositLimitFrom } from '../deposit-limits/deposit-limits.service.ts';
import type { Issuer } from '../payments/payment-provider.ts';
import { gdCurrencyOf, isIdentityVerified } from '../users/users.service.ts';
import { type Catalogue, readCatalogue } from './catalogue-cache.ts';
import { findShopPlayer, type ProviderRow, type PurchasableRow } from './deposit.repository.ts';
import { type PlayerProviderLimits, providerLimitFor } from './player-provider-limits.ts';

export type ShopResult =
  | { ok: true; shop: ShopResponse }
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
  const read = readCatalogue(deps, gdCurrency);
  const catalogue = read instanceof Promise ? await read : read;
  const lastUsedAmount = player.lastUsedAmounts.find((entry) => entry.currency === currency)?.amount ?? null;
  const { providers: providerRows, purchasables: purchasableRows, advertisements } = catalogue;
  if (purchasableRows.length === 0) return { ok: false, status: 400, code: 'no_purchasables' };
  const depositLimit = shopDepositLimitFrom(deps, user, {
    ownLimits: player.ownLimits,
    deposits: player.countedDeposits,
  });
  const packages = preparedPurchasables(purchasableRows);
  // SPEC §8 "no_purchasables (message: deposit limit reached)": not even the cheapest package fits.
  const cheapest = packages.cheapestNormalPrice;
  if (depositLimit !== null && cheapest !== null && cheapest > depositLimit.amountLeft) {
    const { amountLeft, nextPossibleDate } = depositLimit;
    const details = [String(amountLeft), ...(nextPossibleDate === null ? [] : [nextPossibleDate])];
    return { ok: false, status: 400, code: 'no_purchasables', details };
  }

  const supported = supportedProviders(deps, providerRows);
  const knownLists = knownProviderListsOf(supported);
  const listKey = JSON.stringify([user.country, pspAvailable, blockedCodes]);
  let providers = knownLists.get(listKey);
  if (providers === undefined) {
    const blocked = new Set(blockedCodes);
    // While the PSP is unreachable every provider is shown unusable rather than offering forms that would
    // fail at payment (issue 9); the list stays, so the answer is not the "no providers" 503.
    const issuersWanted = pspAvailable && wantsIssuers(providerRows, user.country, blocked);
    const issuers = issuersWanted ? await deps.payments.idealIssuers() : null;
    providers = toProviders(supported, user.country, blocked, issuers, pspAvailable);
    // Without issuers to ask for, the list depends only on the catalogue read, the country, the blocks and the
    // PSP's state; with them, on the PSP's answer of the moment too.
    if (!issuersWanted) {
      if (knownLists.size >= MAX_KNOWN_LISTS) knownLists.clear();
      knownLists.set(listKey, sharedJson(providers));
    }
  }
  if (providers.length === 0 || packages.normalCount === 0) return { ok: false, status: 503, code: '503' };
  providers = withPlayerLimits(providers, player.providerLimits, currency);

  const running = advertisementEntries(advertisements).find((ad) => isAdvertisementRunning(ad, now.getTime()));

  return {
    ok: true,
    shop: {
      providers,
      purchasables: packages.purchasables,
      currency,
      lastUsedAmount,
      userIdentityVerified: isIdentityVerified(user, now),
      bonusAdvertisement: running ?? null,
      depositLimit,
    },
  };
}

/** The shared provider list with the limits an operator granted this player (a new entry only where one differs). */
function withPlayerLimits(providers: Provider[], limits: PlayerProviderLimits, currency: string): Provider[] {
  if (Object.keys(limits).length === 0) return providers;
  return providers.map((provider) => {
    const limit = providerLimitFor(provider.limit, provider.code, limits, currency);
    return limit === provider.limit ? provider : { ...provider, limit };
  });
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
function wantsIssuers(rows: readonly ProviderRow[], country: string, blocked: ReadonlySet<string>): boolean {
  return rows.some((row) => row.input_type === 'BIC' && isProviderUsable(row, country, blocked, []));
}

/** The offers of a catalogue read as the answer shows them: made once per read, shared and serialised once. */
const advertisementEntriesOf = new WeakMap<Catalogue['advertisements'], BonusAdvertisement[]>();

function advertisementEntries(advertisements: Catalogue['advertisements']): BonusAdvertisement[] {
  let entries = advertisementEntriesOf.get(advertisements);
  if (entries === undefined) {
    entries = advertisements.map((ad) =>
      sharedJson({
        startDate: ad.start_at.toISOString(),
        endDate: ad.end_at.toISOString(),
        percentage: ad.percentage,
        style: ad.style,
        i18nKey: ad.i18n_key,
      }),
    );
    advertisementEntriesOf.set(advertisements, entries);
  }
  return entries;
}

/**
 * The catalogue's providers whose code the shop supports, with their parsed code. Worked out once per catalogue
 * read (catalogue-cache.ts keeps the same rows while fresh), and so is the console warning about the codes
 * dropped (SPEC §8): once per read rather than on every player's call.
 */
const supportedProvidersOf = new WeakMap<readonly ProviderRow[], SupportedProvider[]>();

interface SupportedProvider {
  row: ProviderRow;
  code: Provider['code'];
  /** The provider's entry of the answer when usable and when not (without issuers): shared, frozen, serialised once. */
  entries: { usable: Provider; unusable: Provider };
}

function supportedProviders(deps: AppDeps, rows: readonly ProviderRow[]): SupportedProvider[] {
  const known = supportedProvidersOf.get(rows);
  if (known !== undefined) return known;
  const supported: SupportedProvider[] = [];
  const droppedProviderCodes: string[] = [];
  for (const row of rows) {
    const code = providerCodeSchema.safeParse(row.code);
    if (code.success) {
      const entry = (usable: boolean) => sharedJson(providerEntry(row, code.data, usable, null));
      supported.push({ row, code: code.data, entries: { usable: entry(true), unusable: entry(false) } });
    } else droppedProviderCodes.push(row.code);
  }
  if (droppedProviderCodes.length > 0) {
    deps.log.warn({ codes: droppedProviderCodes }, 'unsupported provider codes dropped from the shop');
  }
  supportedProvidersOf.set(rows, supported);
  return supported;
}

/**
 * The providers' lists of answers without issuers, per catalogue read and (country, PSP state, blocked codes): the
 * same for every player who shares them, so worked out once, shared, frozen and serialised once (issue 11). A list
 * that asked the PSP for issuers (its answer changes) is never kept. At most MAX_KNOWN_LISTS per catalogue read.
 */
const knownProviderLists = new WeakMap<readonly SupportedProvider[], Map<string, Provider[]>>();
const MAX_KNOWN_LISTS = 256;

function knownProviderListsOf(supported: readonly SupportedProvider[]): Map<string, Provider[]> {
  let lists = knownProviderLists.get(supported);
  if (lists === undefined) {
    lists = new Map();
    knownProviderLists.set(supported, lists);
  }
  return lists;
}

function toProviders(
  supported: readonly SupportedProvider[],
  country: string,
  blocked: ReadonlySet<string>,
  issuers: Issuer[] | null,
  pspAvailable: boolean,
): Provider[] {
  const providers: Provider[] = [];
  for (const { row, code, entries } of supported) {
    const usable = pspAvailable && isProviderUsable(row, country, blocked, issuers);
    if (row.input_type === 'BIC' && usable && issuers !== null)
      providers.push(providerEntry(row, code, usable, issuers));
    else providers.push(usable ? entries.usable : entries.unusable);
  }
  return providers;
}

function providerEntry(row: ProviderRow, code: Provider['code'], usable: boolean, issuers: Issuer[] | null): Provider {
  return {
    code,
    inputType: row.input_type,
    usable,
    subscriptionSupported: row.subscription_supported,
    limit: row.limit_minor,
    ...(issuers !== null ? { issuers } : {}),
  };
}

/**
 * The JSON of values shared by every answer of a catalogue read (the packages, the providers' entries): worked out
 * once when they are made. Keyed by the frozen value itself, so it cannot go stale.
 */
const jsonOfShared = new WeakMap<object, string>();

function sharedJson<T extends object>(value: T): T {
  const frozen = deepFreeze(value);
  jsonOfShared.set(frozen, JSON.stringify(frozen));
  return frozen;
}

/**
 * `JSON.stringify(shop)`, byte for byte, with the shared parts' JSON reused instead of serialised again on every
 * call (issue 11: serialising the 3.4 KB answer was 4-5 % of a shop call's CPU). The members in getShop's order,
 * written out (issue 11: walking the answer's entries was a per-call cost of its own); a member the contract gains
 * fails to compile below until it is written here too.
 */
export function shopJson(shop: ShopResponse): string {
  const { depositLimit } = shop;
  const head =
    `{"providers":${jsonOf(shop.providers)},"purchasables":${jsonOf(shop.purchasables)}` +
    `,"currency":${JSON.stringify(shop.currency)},"lastUsedAmount":${JSON.stringify(shop.lastUsedAmount)}` +
    `,"userIdentityVerified":${JSON.stringify(shop.userIdentityVerified)}` +
    `,"bonusAdvertisement":${jsonOf(shop.bonusAdvertisement)}`;
  // Optional in the contract: left out when undefined, as JSON.stringify does.
  return depositLimit === undefined ? `${head}}` : `${head},"depositLimit":${JSON.stringify(depositLimit)}}`;
}

/** The members shopJson writes: a key of ShopResponse missing here is a compile error. */
const SHOP_JSON_MEMBERS = {
  providers: true,
  purchasables: true,
  currency: true,
  lastUsedAmount: true,
  userIdentityVerified: true,
  bonusAdvertisement: true,
  depositLimit: true,
} as const satisfies Record<keyof ShopResponse, true>;
void SHOP_JSON_MEMBERS;

/** What JSON.stringify leaves out of an object (and writes as null in an array). */
function isLeftOut(value: unknown): boolean {
  return value === undefined || typeof value === 'function' || typeof value === 'symbol';
}

function jsonOf(value: unknown): string {
  if (typeof value === 'object' && value !== null) {
    const shared = jsonOfShared.get(value);
    if (shared !== undefined) return shared;
    if (Array.isArray(value)) return `[${value.map((item) => (isLeftOut(item) ? 'null' : jsonOf(item))).join(',')}]`;
  }
  return JSON.stringify(value);
}

interface PreparedPurchasables {
  /** Normal packages by price, then saver packages by price, each with its local id (SPEC §3). */
  purchasables: ShopPurchasable[];
  normalCount: number;
  /** The price of the cheapest normal package; null without one. */
  cheapestNormalPrice: number | null;
}

/** The packages as the answer lists them: the same for every player of the currency, so once per catalogue read. */
const preparedPurchasablesOf = new WeakMap<readonly PurchasableRow[], PreparedPurchasables>();

function preparedPurchasables(rows: readonly PurchasableRow[]): PreparedPurchasables {
  const known = preparedPurchasablesOf.get(rows);
  if (known !== undefined) return known;
  const { normal, subscription } = assignLocalIds(rows.map(toPurchasable));
  const prepared = {
    // Shared by every answer until the next read: frozen, so no caller can change another player's answer.
    purchasables: sharedJson([...normal, ...subscription]),
    normalCount: normal.length,
    cheapestNormalPrice: normal.length === 0 ? null : Math.min(...normal.map((item) => item.price)),
  };
  preparedPurchasablesOf.set(rows, prepared);
  return prepared;
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
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
