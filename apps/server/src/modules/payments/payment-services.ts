// The payment provider as the modules use it: the adapter, plus short caches of what every shop answer
// and details call would otherwise ask the PSP again (its availability, the iDEAL issuers). Derived data
// only, so another instance holding a different cache is harmless.
import type { Clock } from '../../lib/clock.ts';
import type { Issuer, PaymentProviderAdapter } from './payment-provider.ts';

const ISSUERS_TTL_MS = 10 * 60_000;
const ISSUERS_FAILURE_TTL_MS = 10_000;
const AVAILABLE_TTL_MS = 5_000;

export interface PaymentServices {
  adapter: PaymentProviderAdapter;
  /** iDEAL issuers, or null when the PSP cannot say: the BIC providers are then unusable. */
  idealIssuers(): Promise<Issuer[] | null>;
  /**
   * Whether the PSP answers its health call. A yes is kept for a few seconds; a no is not kept, so the
   * shop offers the providers again as soon as the PSP is back. Concurrent callers share one call.
   */
  isAvailable(): Promise<boolean>;
}

interface Cached<T> {
  value: T;
  until: number;
}

export function createPaymentServices(
  adapter: PaymentProviderAdapter,
  clock: Clock,
  onError: (what: string, error: unknown) => void,
): PaymentServices {
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
    adapter,
    idealIssuers: async () => {
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
