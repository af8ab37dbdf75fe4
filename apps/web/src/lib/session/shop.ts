// GET /deposit/shop?currencyType=REAL: providers, packages, currency and offer; loaded once per session.
import { SUPPORTED_PROVIDER_CODES } from '@shop/contracts/provider-codes';
import type { ShopResponse } from '@shop/contracts/shop';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { hrefs } from '../../config/paths';
import { ApiError, type Parser, requestJson, requireToken } from '../api-client';
import { shopResponseCheck } from '../contract-checks';
import { isRecord } from '../is-record';
import { tokenStore } from '../token-store';

/** SPEC §3: providers with unsupported codes are dropped (with a console warning), not fatal. */
function dropUnsupportedProviders(raw: unknown, supported: readonly string[]): unknown {
  if (!isRecord(raw) || !Array.isArray(raw.providers)) return raw;
  const providers = raw.providers.filter((provider: unknown) => {
    const code = isRecord(provider) ? provider.code : undefined;
    const keep = typeof code === 'string' && supported.includes(code);
    if (!keep) console.warn('Dropping unsupported provider', code);
    return keep;
  });
  return { ...raw, providers };
}

/**
 * The shop contract, dropping unsupported providers before it sees them; checked without zod against the schema
 * derived from the contract (lib/contract-checks, issue 11: zod is not in the first screen's code).
 */
const shopParser: Parser<ShopResponse> = {
  safeParse: (raw) => shopResponseCheck.safeParse(dropUnsupportedProviders(raw, SUPPORTED_PROVIDER_CODES)),
};

export async function fetchShop(token: string, signal?: AbortSignal): Promise<ShopResponse> {
  const shop = await requestJson('/deposit/shop', shopParser, { query: { currencyType: 'REAL' }, token, signal });
  // SPEC §7: a shop without providers or without normal packages cannot sell anything.
  const hasNormalPackages = shop.purchasables.some((purchasable) => !purchasable.subscription);
  if (shop.providers.length === 0 || !hasNormalPackages) throw new ApiError('invalid', 200, '503');
  return shop;
}

export const shopQueryOptions = () =>
  queryOptions({
    queryKey: ['shop', 'REAL'] as const,
    queryFn: ({ signal }) => fetchShop(requireToken(tokenStore.current()), signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The shop from cache only (the initial load fills it). */
export function useLoadedShop(): ShopResponse | undefined {
  return useQuery({ ...shopQueryOptions(), enabled: false }).data;
}

/** Where a failed shop call sends the player (SPEC §7, §8 on the amount view). */
export function shopFailureRoute(error: unknown): string {
  if (!(error instanceof ApiError)) return '/error/503';
  if (error.kind === 'no-data') return '/not-authorized';
  if (error.kind === 'http' && (error.status === 401 || error.status === 403)) return '/not-authorized';
  if (error.kind === 'http' && error.status === 400) {
    if (error.code !== 'no_purchasables') return '/error/503';
    // The deposit limit adds what is left and the date more is possible (issue 8): the error page shows them.
    const details = Array.isArray(error.body)
      ? error.body.slice(1).filter((item: unknown): item is string => typeof item === 'string')
      : [];
    return hrefs.error(['no_purchasables', ...details].join('|'));
  }
  return '/error/503';
}
