// The payment providers as the modules use them: the adapter of each PSP (psp-registry.ts), the routing of
// provider codes to PSPs (config/psp-routes.ts), plus short caches of what every shop answer and details call
// would otherwise ask a PSP again (its availability, the iDEAL issuers). Derived data only, so another instance
// holding a different cache is harmless.
import type { Config } from '../../config/env.ts';
import { DEFAULT_PSP, type PspName, type PspRoute, pspForCode, routedPsps } from '../../config/psp-routes.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Issuer, PaymentProviderAdapter } from './payment-provider.ts';

const ISSUERS_TTL_MS = 10 * 60_000;
const ISSUERS_FAILURE_TTL_MS = 10_000;
const AVAILABLE_TTL_MS = 5_000;

export interface PaymentServices {
  /** The PSP sandbox's adapter: for code that has no row or code to route by. Prefer adapterFor / adapterForCode. */
  adapter: PaymentProviderAdapter;
  /** The PSP that serves a provider code (or a payout route key, config/psp-routes.ts payoutRouteKey). */
  pspFor(code: string): PspName;
  /** The adapter of a PSP stored with a payment, payout or refund. Throws for a PSP that is not configured. */
  adapterFor(psp: string): PaymentProviderAdapter;
  /** Whether the PSP has an adapter here (the sandbox always; another PSP when its variables are set). */
  hasAdapter(psp: PspName): boolean;
  /** adapterFor(pspFor(code)). */
  adapterForCode(code: string): PaymentProviderAdapter;
  /** The PSPs some code is routed to (their availability counts; their origins are in the CSP). */
  routedPsps: readonly PspName[];
  /** iDEAL issuers of the PSP serving `code` (the sandbox's without one), or null when it cannot say. */
  idealIssuers(code?: string): Promise<Issuer[] | null>;
  /**
   * Whether the PSP (every routed PSP without one) answers its health call. A yes is kept for a few seconds; a
   * no is not kept, so the shop offers the providers again as soon as the PSP is back. Concurrent callers share
   * one call.
   */
  isAvailable(psp?: PspName): Promise<boolean>;
}

/** The shop's notification route of a PSP other than the sandbox (the sandbox's is PSP_NOTIFICATION_URL's). */
export function notificationPathOf(psp: PspName): string {
  return `/deposit/psp/notifications/${psp}`;
}

/** The shop's return route of a PSP whose adapter completes payments on the shopper's return (completeReturn). */
export function pspReturnPathOf(psp: PspName, tid: string): string {
  return `/deposit/psp/return/${psp}/${encodeURIComponent(tid)}`;
}

/** Where a PSP sends its notifications: the sandbox to PSP_NOTIFICATION_URL, every other to its own route. */
export function notificationUrlOf(config: Pick<Config, 'publicUrl' | 'pspNotificationUrl'>, psp: PspName): string {
  return psp === DEFAULT_PSP ? config.pspNotificationUrl : `${config.publicUrl}${notificationPathOf(psp)}`;
}

interface Cached<T> {
  value: T;
  until: number;
}

export class UnknownPspError extends Error {
  override readonly name = 'UnknownPspError';
}

interface PspCaches {
  issuers(): Promise<Issuer[] | null>;
  isAvailable(): Promise<boolean>;
}

function createCaches(
  adapter: PaymentProviderAdapter,
  clock: Clock,
  onError: (what: string, error: unknown) => void,
): PspCaches {
  let issuers: Cached<Issuer[] | null> | undefined;
  let issuersLoading: Promise<Issuer[] | null> | undefined;
  let availableUntil = 0;
  let availabilityLoading: Promise<boolean> | undefined;

  const loadIssuers = async (): Promise<Issuer[] | null> => {
    try {
      const list = await adapter.listIdealIssuers();
      const value = list.length > 0 ? list : null;
      issuers = { value, until: clock.now().getTime() + (value === null ? ISSUERS_FAILURE_TTL_MS : ISSUERS_TTL_MS) };
      return value;
    } catch (error) {
      onError('ideal issuers', error);
      issuers = { value: null, until: clock.now().getTime() + ISSUERS_FAILURE_TTL_MS };
      return null;
    }
  };

  const checkAvailability = async (): Promise<boolean> => {
    try {
      await adapter.checkAvailability();
      availableUntil = clock.now().getTime() + AVAILABLE_TTL_MS;
      return true;
    } catch (error) {
      onError('availability', error);
      return false;
    }
  };

  return {
    issuers: async () => {
      if (issuers !== undefined && issuers.until > clock.now().getTime()) return issuers.value;
      // Concurrent shop answers share one request.
      issuersLoading ??= loadIssuers().finally(() => {
        issuersLoading = undefined;
      });
      return issuersLoading;
    },
    isAvailable: async () => {
      if (availableUntil > clock.now().getTime()) return true;
      availabilityLoading ??= checkAvailability().finally(() => {
        availabilityLoading = undefined;
      });
      return availabilityLoading;
    },
  };
}

/**
 * `sandbox`: the PSP sandbox's adapter (the one adapter of most tests). `routing`: the other PSPs' adapters and
 * the routes; without it every code goes to the sandbox.
 */
export function createPaymentServices(
  sandbox: PaymentProviderAdapter,
  clock: Clock,
  onError: (what: string, error: unknown) => void,
  routing: { adapters?: Partial<Record<PspName, PaymentProviderAdapter>>; routes?: readonly PspRoute[] } = {},
): PaymentServices {
  const adapters: Partial<Record<PspName, PaymentProviderAdapter>> = { ...routing.adapters, [DEFAULT_PSP]: sandbox };
  const routes = routing.routes ?? [];
  const routed = routedPsps(routes);
  const caches = new Map<PspName, PspCaches>();
  const adapterFor = (psp: string): PaymentProviderAdapter => {
    const adapter = adapters[psp as PspName];
    if (adapter === undefined) throw new UnknownPspError(`no adapter for PSP "${psp}": its variables are not set`);
    return adapter;
  };
  const cachesOf = (psp: PspName): PspCaches => {
    let cached = caches.get(psp);
    if (cached === undefined) {
      cached = createCaches(adapterFor(psp), clock, (what, error) => onError(`${psp} ${what}`, error));
      caches.set(psp, cached);
    }
    return cached;
  };
  const pspFor = (code: string): PspName => pspForCode(routes, code);

  return {
    adapter: sandbox,
    pspFor,
    adapterFor,
    hasAdapter: (psp) => adapters[psp] !== undefined,
    adapterForCode: (code) => adapterFor(pspFor(code)),
    routedPsps: routed,
    idealIssuers: (code) => cachesOf(code === undefined ? DEFAULT_PSP : pspFor(code)).issuers(),
    isAvailable: async (psp) => {
      if (psp !== undefined) return cachesOf(psp).isAvailable();
      const answers = await Promise.all(routed.map((name) => cachesOf(name).isAvailable()));
      return answers.every(Boolean);
    },
  };
}
