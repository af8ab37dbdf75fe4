// The server's re-check of a purchase request (SPEC §5, §8; "the server re-checks everything the web
// checks"): the package against the catalogue, the provider for this player, personal data for practice
// players, and the details each input type needs. Failures are SPEC §8 codes.
import { EXPRESS_PURCHASE_REFUSED_CODE } from '@shop/contracts/express';
import type { PurchaseRequest } from '@shop/contracts/purchase';
import type { Purchasable } from '@shop/contracts/shop';
import { bonusAmountOf, depositAmountOf } from '@shop/domain/packages';
import { validatePurchaseAgainstProvider } from '@shop/domain/purchase';
import type { AppDeps } from '../../app-deps.ts';
import type { PspMethod } from '../../db/database.ts';
import type { Catalogue } from '../deposit/catalogue-cache.ts';
import type { ProviderRow } from '../deposit/deposit.repository.ts';
import { isProviderUsable, toPurchasable } from '../deposit/deposit.service.ts';
import {
  NO_PLAYER_PROVIDER_LIMITS,
  type PlayerProviderLimits,
  providerLimitFor,
} from '../deposit/player-provider-limits.ts';
import { expressInstrumentFor } from '../express/express.service.ts';
import type { Issuer } from '../payments/payment-provider.ts';
import { personalErrorCodes } from '../platform/platform.service.ts';
import { depositBlockRefusal, signupRefusal } from '../subscriptions/subscription-signup.ts';
import type { UserRow } from '../users/users.repository.ts';
import { toPersonalData } from '../users/users.service.ts';
import { instrumentFor } from './purchase-instrument.ts';
import type { PendingInstrument } from './purchase-record.ts';

export interface PreparedPurchase {
  provider: ProviderRow & { psp_method: PspMethod };
  /** The catalogue's package the request names. */
  purchasable: Purchasable;
  depositAmount: number;
  bonusAmount: number;
  instrument: PendingInstrument | null;
}

export type PreparedPurchaseResult = { ok: true; prepared: PreparedPurchase } | { ok: false; codes: string[] };

/**
 * What the check reads that is not the player's and may need a database read or a PSP call: given by the caller,
 * who runs the check in the transaction that holds the player's lock and so must not wait for the pool or the
 * PSP there (issue 11). `issuers` undefined: not loaded (needed only by BIC providers).
 */
export interface PurchaseContext {
  catalogue: Catalogue;
  issuers: Issuer[] | null | undefined;
}

/** SPEC §8: 26 choose another amount, 34 method unavailable. */
const OTHER_AMOUNT = '26';
const METHOD_UNAVAILABLE = '34';

function canonicalPurchasable(purchasable: Purchasable): string {
  const consumables = purchasable.consumables
    .map((consumable) =>
      JSON.stringify([
        consumable.type,
        consumable.amount,
        consumable.bonusPrice ?? null,
        consumable.bonus === undefined ? null : [...consumable.bonus.allowedPaytypes].sort(),
      ]),
    )
    .sort();
  return JSON.stringify([purchasable.price, purchasable.currency, purchasable.subscription, consumables]);
}

/**
 * An express purchase (issue 8) pays a normal package with the player's available favourite and nothing
 * else: no details, no other provider. Anything else is SPEC §8 code 50 (use the regular deposit page).
 */
async function expressInstrument(
  deps: AppDeps,
  user: UserRow,
  request: PurchaseRequest,
  match: Purchasable,
): Promise<{ ok: true; instrument: PendingInstrument } | { ok: false; codes: string[] }> {
  const refused = { ok: false as const, codes: [EXPRESS_PURCHASE_REFUSED_CODE] };
  if (request.details !== undefined || request.expressSubscribe || match.subscription) return refused;
  const instrument = await expressInstrumentFor(deps, user, request.provider);
  return instrument === null ? refused : { ok: true, instrument };
}

/**
 * The request against the catalogue the shop answer showed (catalogue-cache.ts: a package or provider switched
 * off in another process is refused once CATALOGUE_CACHE_SECONDS passed, as it leaves the shop answer) and
 * against the player, read with their provider blocks (lockPlayerWithBlocks). `needsIssuers`: a BIC provider,
 * and `context.issuers` not loaded.
 */
export async function preparePurchase(
  deps: AppDeps,
  player: { user: UserRow; blockedCodes: readonly string[]; providerLimits?: PlayerProviderLimits },
  request: PurchaseRequest,
  context: PurchaseContext,
): Promise<PreparedPurchaseResult | { ok: false; needsIssuers: true }> {
  const { user, blockedCodes } = player;
  const { catalogue } = context;
  const provider = catalogue.providers.find((candidate) => candidate.code === request.provider);
  if (provider === undefined || provider.psp_method === null) return { ok: false, codes: [METHOD_UNAVAILABLE] };
  const payable = { ...provider, psp_method: provider.psp_method };

  const wanted = canonicalPurchasable(request.purchasable);
  const match = catalogue.purchasables.map(toPurchasable).find((item) => canonicalPurchasable(item) === wanted);
  if (match === undefined) return { ok: false, codes: [OTHER_AMOUNT] };
  const blocked = depositBlockRefusal(user);
  if (blocked !== null) return { ok: false, codes: blocked };
  // A saver-package purchase is its sign-up (SPEC §4): only money players, one live package at a time.
  if (match.subscription) {
    const refusal = await signupRefusal(deps, user);
    // The purchase answers one plain-text code (SPEC §7); the start date is in GET /deposit/subscription.
    if (refusal !== null) return { ok: false, codes: refusal.slice(0, 1) };
  }

  if (provider.input_type === 'BIC' && context.issuers === undefined) return { ok: false, needsIssuers: true };
  const issuers = provider.input_type === 'BIC' ? (context.issuers ?? null) : null;
  const rejection = validatePurchaseAgainstProvider({
    priceMinor: match.price,
    // An operator may have granted this player a higher limit for a direct-debit provider (limit-increase request).
    providerLimitMinor: providerLimitFor(
      provider.limit_minor,
      provider.code,
      player.providerLimits ?? NO_PLAYER_PROVIDER_LIMITS,
      match.currency,
    ),
    subscription: match.subscription,
    subscriptionSupported: provider.subscription_supported,
    usable: isProviderUsable(provider, user.country, new Set(blockedCodes), issuers),
  });
  if (rejection !== null) return { ok: false, codes: [rejection] };

  // Practice players give their personal data before review (SPEC §2); it becomes their identity.
  if (user.actor_type === 'b') {
    const personal = personalErrorCodes(toPersonalData(user), { country: user.country, today: deps.clock.now() });
    if (personal.length > 0) return { ok: false, codes: personal };
  }

  const instrument =
    request.express === true
      ? await expressInstrument(deps, user, request, match)
      : await instrumentFor(deps, { user, provider: payable, details: request.details, issuers });
  if (!instrument.ok) return instrument;
  return {
    ok: true,
    prepared: {
      provider: payable,
      purchasable: match,
      depositAmount: depositAmountOf(match),
      bonusAmount: bonusAmountOf(match, provider.code),
      instrument: instrument.instrument,
    },
  };
}
