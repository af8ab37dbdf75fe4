// Express payment (SPEC §3, §4, §7; README "Express payment"): the player's settings, making a method the
// favourite (the POST after SUCCESS, or the purchase's own opt-in in its credit transaction), turning it
// off, the stored method an express purchase charges, and the quick-deposit offer of the games page.
import { type ExpressSettings, expressSubscriptionRequestSchema } from '@shop/contracts/express';
import type { ProviderCode } from '@shop/contracts/shop';
import { payingCurrencyFor } from '@shop/domain/money';
import type { AppDeps } from '../../app-deps.ts';
import type { Db, Trx } from '../../db/database.ts';
import {
  findActiveProvider,
  findLastUsedAmount,
  findPlayerProviderLimits,
  listActiveProviders,
  listPurchasables,
} from '../deposit/deposit.repository.ts';
import { toPurchasable } from '../deposit/deposit.service.ts';
import { providerLimitFor } from '../deposit/player-provider-limits.ts';
import { findInstrument } from '../instruments/instruments.repository.ts';
import type { PendingInstrument, Purchase } from '../purchases/purchase-record.ts';
import { findUserById, type UserRow } from '../users/users.repository.ts';
import { gdCurrencyOf } from '../users/users.service.ts';
import {
  listBlockedCodesIn,
  listExpressSettingRows,
  listPlayerInstruments,
  lockPlayer,
  subscribeFavourite,
  unsubscribeAll,
} from './express.repository.ts';
import {
  type ExpressEntry,
  type ExpressFacts,
  expressEntriesOf,
  isExpressProvider,
  storedMethodOf,
} from './express-methods.ts';

/** Express payment is for money players: a practice player's first deposit is a normal purchase. */
const isMoneyPlayer = (user: Pick<UserRow, 'actor_type'>) => user.actor_type === 'g';

async function factsOf(db: Db | Trx, user: UserRow, today: Date, providers?: ExpressFacts['providers']) {
  const [providerRows, blocked, instruments, settings] = await Promise.all([
    providers ?? listActiveProviders(db),
    listBlockedCodesIn(db, user.id),
    listPlayerInstruments(db, user.id),
    listExpressSettingRows(db, user.id),
  ]);
  return {
    country: user.country,
    providers: providerRows,
    blockedCodes: new Set(blocked),
    instruments,
    settings,
    today,
  } satisfies ExpressFacts;
}

function toSettings(user: UserRow, entries: readonly ExpressEntry[]): ExpressSettings {
  return entries.map((entry) => ({
    paytypeCode: entry.provider.code,
    subscribed: entry.setting?.subscribed === true,
    available: isMoneyPlayer(user) && entry.stored !== null,
  }));
}

/** GET /deposit/shop/express/settings; null for an unknown player. */
export async function listExpressSettings(deps: AppDeps, userId: number): Promise<ExpressSettings | null> {
  const user = await findUserById(deps.db, userId);
  if (user === undefined) return null;
  const facts = await factsOf(deps.db, user, deps.clock.now(), await listActiveProviders(deps.db));
  return toSettings(user, expressEntriesOf(facts));
}

export type SubscribeResult =
  | { ok: true; settings: ExpressSettings }
  | { ok: false; status: 400 | 401 | 403 | 409; code: string };

/**
 * POST /deposit/shop/express/subscription: the paytype becomes the player's only favourite, provided
 * something is stored to charge with it. Idempotent: subscribing the favourite again changes nothing.
 */
export async function subscribeExpress(deps: AppDeps, userId: number, body: unknown): Promise<SubscribeResult> {
  const parsed = expressSubscriptionRequestSchema.safeParse(body);
  if (!parsed.success) return { ok: false, status: 400, code: 'unexpected' };
  const user = await findUserById(deps.db, userId);
  if (user === undefined) return { ok: false, status: 401, code: 'not-authenticated' };
  if (!isMoneyPlayer(user)) return { ok: false, status: 403, code: 'express-not-allowed' };
  const paytype = parsed.data.paytype;
  const now = deps.clock.now();
  return deps.db.transaction().execute(async (trx): Promise<SubscribeResult> => {
    await lockPlayer(trx, user.id);
    const provider = await findActiveProvider(trx, paytype);
    if (provider === undefined || !isExpressProvider(provider)) {
      return { ok: false, status: 400, code: 'express-not-supported' };
    }
    const facts = await factsOf(trx, user, now);
    const entry = expressEntriesOf(facts).find((candidate) => candidate.provider.code === paytype);
    if (entry?.stored == null) return { ok: false, status: 409, code: 'express-not-available' };
    await subscribeFavourite(trx, { userId: user.id, paytypeCode: paytype, now });
    return { ok: true, settings: toSettings(user, expressEntriesOf(await factsOf(trx, user, now))) };
  });
}

/** Shop settings: express payment off (no favourite). Returns whether one was on. */
export async function unsubscribeExpress(deps: AppDeps, userId: number): Promise<boolean> {
  return (await unsubscribeAll(deps.db, userId, deps.clock.now())) > 0;
}

/**
 * In the credit transaction of a purchase whose player ticked the review's opt-in (expressSubscribe): the
 * method just paid with becomes the favourite, if it left something to charge — the card or account the
 * purchase saved, or the PayPal billing agreement the PSP made (storePaymentMethod). Never fails the credit:
 * without a stored method it only logs, and the web's POST after SUCCESS reports the failure.
 */
export async function subscribeExpressOfPurchase(
  trx: Trx,
  deps: AppDeps,
  input: { purchase: Purchase; recurringReference: string | null; now: Date },
): Promise<void> {
  const { purchase, now } = input;
  if (!purchase.express_subscribe || purchase.subscription) return;
  const provider = await findActiveProvider(trx, purchase.provider_code);
  if (provider === undefined || !isExpressProvider(provider)) return;
  await lockPlayer(trx, purchase.user_id);
  if (provider.psp_method === 'paypal') {
    const reference = input.recurringReference;
    if (reference === null) {
      deps.log.warn({ tid: purchase.tid }, 'express opt-in: the PSP made no PayPal billing agreement');
      return;
    }
    await subscribeFavourite(trx, {
      userId: purchase.user_id,
      paytypeCode: provider.code,
      agreementReference: reference,
      now,
    });
    return;
  }
  const instrument = await findInstrument(trx, purchase.user_id, provider.code);
  if (storedMethodOf(provider, instrument, undefined, now) === null) {
    deps.log.info({ tid: purchase.tid }, 'express opt-in: nothing stored to charge, favourite not changed');
    return;
  }
  await subscribeFavourite(trx, { userId: purchase.user_id, paytypeCode: provider.code, now });
}

/**
 * What an express purchase (purchase request `express: true`) with `providerCode` charges: the favourite's
 * stored method, or null when that provider is not the player's available favourite.
 */
export async function expressInstrumentFor(
  deps: AppDeps,
  user: UserRow,
  providerCode: string,
): Promise<PendingInstrument | null> {
  if (!isMoneyPlayer(user)) return null;
  const facts = await factsOf(deps.db, user, deps.clock.now(), await listActiveProviders(deps.db));
  const entry = expressEntriesOf(facts).find((candidate) => candidate.provider.code === providerCode);
  if (entry?.setting?.subscribed !== true || entry.stored === null) return null;
  const stored = entry.stored;
  switch (stored.kind) {
    case 'card':
      return { ...stored, source: 'saved', save: false };
    case 'elv':
      return { ...stored, source: 'saved' };
    case 'agreement':
      return { kind: 'agreement', source: 'saved', reference: stored.reference };
  }
}

/** The quick deposit of the platform's games page: the last amount with the favourite, in one more tap. */
export interface ExpressOffer {
  paytype: ProviderCode;
  method:
    | { kind: 'card'; brand: string | null; last4: string }
    | { kind: 'elv'; ibanMasked: string }
    | { kind: 'paypal' };
  /** The package's price, minor units of `currency` (the paying currency). */
  price: number;
  currency: string;
}

/**
 * The offer, or null: a money player without a deposit block, an available favourite usable for them, and
 * a last used amount that is still a normal package within the provider's limit. The payment navigation
 * target answers EXPRESS_PAYMENT for the quick-deposit entry only when there is one.
 */
export async function findExpressOffer(deps: AppDeps, userId: number): Promise<ExpressOffer | null> {
  const user = await findUserById(deps.db, userId);
  if (user === undefined || !isMoneyPlayer(user) || user.deposit_block_reason !== null) return null;
  const gdCurrency = gdCurrencyOf(user);
  const currency = payingCurrencyFor(gdCurrency);
  const [providers, lastUsed, packages, providerLimits] = await Promise.all([
    listActiveProviders(deps.db),
    findLastUsedAmount(deps.db, userId, currency),
    listPurchasables(deps.db, gdCurrency),
    findPlayerProviderLimits(deps.db, userId),
  ]);
  const facts = await factsOf(deps.db, user, deps.clock.now(), providers);
  const favourite = expressEntriesOf(facts).find((entry) => entry.setting?.subscribed === true);
  const stored = favourite?.stored ?? null;
  if (favourite === undefined || stored === null || lastUsed === null) return null;
  const wanted = packages.map(toPurchasable).find((item) => !item.subscription && item.price === lastUsed);
  if (wanted === undefined) return null;
  const limit = providerLimitFor(favourite.provider.limit_minor, favourite.provider.code, providerLimits, currency);
  if (limit !== null && wanted.price > limit) return null;
  const method: ExpressOffer['method'] =
    stored.kind === 'card'
      ? { kind: 'card', brand: stored.brand, last4: stored.last4 }
      : stored.kind === 'elv'
        ? { kind: 'elv', ibanMasked: stored.ibanMasked }
        : { kind: 'paypal' };
  return { paytype: favourite.provider.code, method, price: wanted.price, currency: wanted.currency };
}
