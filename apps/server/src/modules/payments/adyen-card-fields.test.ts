// What the web is told to load for an Adyen card (the script from ADYEN_CLIENT_URL, the client key, the environment)
// and how a purchase's card token becomes Adyen's scheme paymentMethod.
import { describe, expect, it } from 'vitest';
import { encryptedCardOf } from './adyen-adapter.ts';
import { ADYEN_WEB_VERSION, adyenCardFieldsOf, adyenEnvironmentOf } from './adyen-card-fields.ts';

describe("Adyen's card fields", () => {
  it('names adyen.js of the pinned version at the configured client URL, with the client key and environment', () => {
    expect(adyenCardFieldsOf({ clientKey: 'test_ABC', clientUrl: 'https://checkoutshopper-test.adyen.com/' })).toEqual({
      scripts: [
        {
          url: `https://checkoutshopper-test.adyen.com/checkoutshopper/sdk/${ADYEN_WEB_VERSION}/adyen.js`,
          additionalServerData: { library: 'adyen-web', clientKey: 'test_ABC', environment: 'test' },
        },
      ],
    });
  });

  it.each([
    ['https://checkoutshopper-live.adyen.com', 'live_K', 'live'],
    ['https://checkoutshopper-live-us.adyen.com', 'live_K', 'live-us'],
    ['https://checkoutshopper-test.adyen.com', 'test_K', 'test'],
    ['http://127.0.0.1:3101', 'test_K', 'test'],
    ['https://psp-sandbox.example', 'live_K', 'live'],
  ])('takes the environment of %s with key %s as %s', (clientUrl, clientKey, environment) => {
    expect(adyenEnvironmentOf({ clientUrl, clientKey })).toBe(environment);
  });

  it('passes the four encrypted fields of the token as they are, and any other token as encryptedCard', () => {
    const fields = {
      encryptedCardNumber: 'adyenjs_0_1_25$n',
      encryptedExpiryMonth: 'adyenjs_0_1_25$m',
      encryptedExpiryYear: 'adyenjs_0_1_25$y',
      encryptedSecurityCode: 'adyenjs_0_1_25$c',
    };
    expect(encryptedCardOf(JSON.stringify({ ...fields, other: 'dropped' }))).toEqual(fields);
    expect(encryptedCardOf('tok_visa')).toEqual({ encryptedCard: 'tok_visa' });
    expect(encryptedCardOf('{"encryptedSecurityCode":"x"}')).toEqual({
      encryptedCard: '{"encryptedSecurityCode":"x"}',
    });
    expect(encryptedCardOf('{broken')).toEqual({ encryptedCard: '{broken' });
  });
});
