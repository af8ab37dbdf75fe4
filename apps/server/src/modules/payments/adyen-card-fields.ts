// The card fields the web loads for a card code routed to Adyen (docs/payment-providers.md "Card fields"): Adyen
// Web's adyen.js from the configured client URL (ADYEN_CLIENT_URL: Adyen's checkoutshopper origin, or the PSP
// sandbox's Adyen dialect in development and the journeys), the public client key and the environment.

import {
  ADYEN_WEB_LIBRARY,
  CARD_FIELDS_ENVIRONMENT_FIELD,
  CARD_FIELDS_LIBRARY_FIELD,
  ENCRYPT_CLIENT_KEY_FIELD,
} from '@shop/contracts/psp-encrypt-key';
import type { EncryptClient } from '@shop/contracts/purchase';
import type { AdyenConfig } from '../../config/env.ts';

/**
 * The Adyen Web release the shop's card fields are written for (its v5 API: AdyenCheckout(…) then
 * create('securedfields', …).mount(…)). Pinned: a new release is loaded only after it was tried.
 */
export const ADYEN_WEB_VERSION = '5.68.0';

/**
 * Adyen Web's environment: the one Adyen's checkoutshopper host names (checkoutshopper-test, -live, -live-us …),
 * else the one the client key is for (Adyen's keys start test_ or live_), as with the sandbox's dialect.
 */
export function adyenEnvironmentOf(config: Pick<AdyenConfig, 'clientKey' | 'clientUrl'>): string {
  const host = /^checkoutshopper-(test|live(?:-[a-z]+)?)\.adyen\.com$/.exec(new URL(config.clientUrl).hostname);
  if (host?.[1] !== undefined) return host[1];
  return config.clientKey.startsWith('live_') ? 'live' : 'test';
}

/** The details' encryptClient of an Adyen card: its script and what AdyenCheckout is configured with. */
export function adyenCardFieldsOf(config: Pick<AdyenConfig, 'clientKey' | 'clientUrl'>): EncryptClient {
  const base = config.clientUrl.replace(/\/+$/, '');
  return {
    scripts: [
      {
        url: `${base}/checkoutshopper/sdk/${ADYEN_WEB_VERSION}/adyen.js`,
        additionalServerData: {
          [CARD_FIELDS_LIBRARY_FIELD]: ADYEN_WEB_LIBRARY,
          [ENCRYPT_CLIENT_KEY_FIELD]: config.clientKey,
          [CARD_FIELDS_ENVIRONMENT_FIELD]: adyenEnvironmentOf(config),
        },
      },
    ],
  };
}
