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
}

/** Per database: 'providers', 'advertisements' and 'purchasables:<gdCurrency>'. */
const caches = new WeakMap<Db, Map<string, Entry>>();

/** Forgets the catalogue read from `db`: the next shop call reads it again. */
export function invalidateCatalogue(db: Db): void {
  caches.delete(db);
}

/** The cached value while younger than the TTL, else one read shared by every caller; a failed read is not kept. */
function cached<T>(db: Db, key: string, now: number, ttlMs: number, read: () => Promise<T>): Promise<T> {
  let cache = caches.get(db);
  if (cache === undefined) {
    cache = new Map();
    caches.set(db, cache);
  }
  const entry = cache.get(key);
  if (entry !== undefined && now >= entry.readAt && now - entry.readAt < ttlMs) return entry.value as Promise<T>;
  const fresh = { readAt: now, value: read() };
  cache.set(key, fresh);
  fresh.value.catch(() => {
    if (cache.get(key) === fresh) cache.delete(key);
  });
  return fresh.value;
}

/** The catalogue for players of `gdCurrency`, from the cache when it is fresh enough. */
export async function readCatalogue(deps: AppDeps, gdCurrency: string): Promise<Catalogue> {
  const ttlMs = deps.config.catalogueCacheSeconds * 1000;
  const now = deps.clock.now();
  if (ttlMs === 0) {
    const [providers, purchasables, advertisements] = await Promise.all([
      listActiveProviders(deps.db),
      listPurchasables(deps.db, gdCurrency),
      listUnendedAdvertisements(deps.db, now),
    ]);
    return { providers, purchasables, advertisements };
  }
  const at = now.getTime();
  const [providers, purchasables, advertisements] = await Promise.all([
    cached(deps.db, 'providers', at, ttlMs, () => listActiveProviders(deps.db)),
    cached(deps.db, `purchasables:${gdCurrency}`, at, ttlMs, () => listPurchasables(deps.db, gdCurrency)),
    cached(deps.db, 'advertisements', at, ttlMs, () => listUnendedAdvertisements(deps.db, now)),
  ]);
  return { providers, purchasables, advertisements };
}
