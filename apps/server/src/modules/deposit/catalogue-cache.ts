// The shop's catalogue — active providers, the packages of each game currency, offers not yet ended — is the
// same for every player, so GET /deposit/shop reads it once per CATALOGUE_CACHE_SECONDS instead of on every
// call (issue 11). One cache per database; invalidateCatalogue drops it at once after a change made in
// the process. Time is the app's clock, so a test clock moves the cache's age too.
import type { Selectable } from 'kysely';
import type { AppDeps } from '../../app-deps.ts';
import type { BonusAdvertisementsTable, Db } from '../../db/database.ts';
import {
  listActiveProviders,
  listPurchasables,
  listUnendedAdvertisements,
  type ProviderRow,
  type PurchasableRow,
} from './deposit.repository.ts';

export interface Catalogue {
  providers: ProviderRow[];
  purchasables: PurchasableRow[];
  /** Offers that had not ended when read; the caller still checks which one runs now. */
  advertisements: Selectable<BonusAdvertisementsTable>[];
}

interface Entry {
  readAt: number;
  value: Promise<unknown>;
  /** The value once read: a shop call finding every part read takes them without waiting for a promise. */
  read?: { value: unknown };
}

/** Per database: 'providers', 'advertisements' and 'purchasables:<gdCurrency>'. */
const caches = new WeakMap<Db, Map<string, Entry>>();

/** Forgets the catalogue read from `db`: the next shop call reads it again. */
export function invalidateCatalogue(db: Db): void {
  caches.delete(db);
}

const isFresh = (entry: Entry, now: number, ttlMs: number) => now >= entry.readAt && now - entry.readAt < ttlMs;

/** The cached value while younger than the TTL, else one read shared by every caller; a failed read is not kept. */
function cached<T>(db: Db, key: string, now: number, ttlMs: number, read: () => Promise<T>): Promise<T> {
  let cache = caches.get(db);
  if (cache === undefined) {
    cache = new Map();
    caches.set(db, cache);
  }
  const entry = cache.get(key);
  if (entry !== undefined && isFresh(entry, now, ttlMs)) return entry.value as Promise<T>;
  const fresh: Entry = { readAt: now, value: read() };
  cache.set(key, fresh);
  fresh.value.then(
    (value) => {
      fresh.read = { value };
    },
    () => {
      if (cache.get(key) === fresh) cache.delete(key);
    },
  );
  return fresh.value as Promise<T>;
}

/** The cached value when it is fresh and already read; undefined otherwise. */
function readValue<T>(db: Db, key: string, now: number, ttlMs: number): { value: T } | undefined {
  const entry = caches.get(db)?.get(key);
  return entry !== undefined && isFresh(entry, now, ttlMs) ? (entry.read as { value: T } | undefined) : undefined;
}

/**
 * The catalogue for players of `gdCurrency`, from the cache when it is fresh enough: at once (no promise) when
 * every part is fresh and read, which is nearly every call (issue 11: a shop call awaited three promises here).
 */
export function readCatalogue(deps: AppDeps, gdCurrency: string): Catalogue | Promise<Catalogue> {
  const ttlMs = deps.config.catalogueCacheSeconds * 1000;
  const now = deps.clock.now();
  if (ttlMs === 0) {
    return Promise.all([
      listActiveProviders(deps.db),
      listPurchasables(deps.db, gdCurrency),
      listUnendedAdvertisements(deps.db, now),
    ]).then(([providers, purchasables, advertisements]) => ({ providers, purchasables, advertisements }));
  }
  const at = now.getTime();
  const purchasablesKey = `purchasables:${gdCurrency}`;
  const providers = readValue<Catalogue['providers']>(deps.db, 'providers', at, ttlMs);
  const purchasables = readValue<Catalogue['purchasables']>(deps.db, purchasablesKey, at, ttlMs);
  const advertisements = readValue<Catalogue['advertisements']>(deps.db, 'advertisements', at, ttlMs);
  if (providers !== undefined && purchasables !== undefined && advertisements !== undefined) {
    return { providers: providers.value, purchasables: purchasables.value, advertisements: advertisements.value };
  }
  return Promise.all([
    cached(deps.db, 'providers', at, ttlMs, () => listActiveProviders(deps.db)),
    cached(deps.db, purchasablesKey, at, ttlMs, () => listPurchasables(deps.db, gdCurrency)),
    cached(deps.db, 'advertisements', at, ttlMs, () => listUnendedAdvertisements(deps.db, now)),
  ]).then(([providers, purchasables, advertisements]) => ({ providers, purchasables, advertisements }));
}
