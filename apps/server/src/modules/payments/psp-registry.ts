// The adapters by PSP name (issue 23 point 3): one factory per PSP, each building its adapter from the
// configuration. Which PSP serves a code is config/psp-routes.ts; the PSP that created a payment, payout or
// refund is stored with it (the `psp` columns), so later calls go back to the same adapter.
import type { Config } from '../../config/env.ts';
import { PSP_NAMES, type PspName, routedPsps } from '../../config/psp-routes.ts';
import type { Clock } from '../../lib/clock.ts';
import { createAdyenAdapter } from './adyen-adapter.ts';
import type { PaymentProviderAdapter } from './payment-provider.ts';
import { createPaypalAdapter } from './paypal/paypal-adapter.ts';
import { SandboxAdapter } from './sandbox-adapter.ts';

export interface PspAdapterContext {
  clock: Clock;
}

/**
 * Builds a PSP's adapter. Called once at start for the sandbox and for each PSP whose settings are configured
 * (config.adyen / config.paypal non-null; loadConfig requires them for every PSP a code is routed to).
 */
export type PspAdapterFactory = (config: Config, context: PspAdapterContext) => PaymentProviderAdapter;

function createSandboxAdapter(config: Config): PaymentProviderAdapter {
  return new SandboxAdapter({
    baseUrl: config.pspSandboxUrl,
    apiKey: config.pspApiKey,
    webhookSecret: config.pspWebhookSecret,
    timeoutMs: config.pspRequestTimeoutMs,
  });
}

function createPaypalAdapterOf(config: Config): PaymentProviderAdapter {
  if (config.paypal === null) throw new PspRegistryError('PayPal is routed but its PAYPAL_* variables are not set');
  return createPaypalAdapter({
    clientId: config.paypal.clientId,
    clientSecret: config.paypal.clientSecret,
    webhookId: config.paypal.webhookId,
    baseUrl: config.paypal.baseUrl,
    timeoutMs: config.pspRequestTimeoutMs,
  });
}

/**
 * The factory of each PSP; null: no adapter yet, so routing a code to it stops the start.
 * - adyen: adyen-adapter.ts (@adyen/api-library, Checkout API v71).
 * - paypal: paypal/paypal-adapter.ts (@paypal/paypal-server-sdk: Orders v2, Vault, Payments; Payouts REST).
 */
export const PSP_ADAPTER_FACTORIES: Record<PspName, PspAdapterFactory | null> = {
  sandbox: createSandboxAdapter,
  adyen: createAdyenAdapter,
  paypal: createPaypalAdapterOf,
};

export class PspRegistryError extends Error {
  override readonly name = 'PspRegistryError';
}

/**
 * The adapters of the sandbox (always: rows created before a code was routed elsewhere still go there) and of
 * every configured PSP. A PSP some code is routed to without an adapter stops the start.
 */
export function createPspAdapters(
  config: Config,
  context: PspAdapterContext,
  factories: Partial<Record<PspName, PspAdapterFactory | null>> = PSP_ADAPTER_FACTORIES,
): Partial<Record<PspName, PaymentProviderAdapter>> {
  const adapters: Partial<Record<PspName, PaymentProviderAdapter>> = {};
  const routed = routedPsps(config.pspRoutes);
  const configured = { sandbox: true, adyen: config.adyen !== null, paypal: config.paypal !== null };
  for (const psp of PSP_NAMES) {
    if (!configured[psp] && !routed.includes(psp)) continue;
    const factory = factories[psp] ?? null;
    if (factory !== null) adapters[psp] = factory(config, context);
    else if (routed.includes(psp))
      throw new PspRegistryError(`PSP_ROUTES routes codes to ${psp}, which has no adapter yet`);
  }
  return adapters;
}
