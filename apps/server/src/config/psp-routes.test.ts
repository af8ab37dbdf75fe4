// Routing provider codes to PSPs by configuration (issue 23 point 3): PSP_ROUTES, and the start refusing a
// routed PSP whose variables are missing, each named.
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env.ts';
import { parsePspRoutes, payoutRouteKey, pspForCode, routedPsps } from './psp-routes.ts';

const SECRETS = {
  PSP_SANDBOX_API_KEY: 'sk_env_test_key',
  PSP_WEBHOOK_SECRET: 'whsec_env_test_secret',
  PAYMENT_DATA_KEY: 'ab'.repeat(32),
};

const ADYEN = {
  ADYEN_API_KEY: 'AQE_test_key',
  ADYEN_MERCHANT_ACCOUNT: 'GameShopECOM',
  ADYEN_HMAC_KEY: '44782DEF547AAA06C910C43932B1EB0C71FC68D9D0C057550C48EC2ACF6BA056',
  ADYEN_CLIENT_KEY: 'test_CLIENTKEY',
  ADYEN_BASE_URL: 'https://checkout-test.adyen.com',
  ADYEN_CLIENT_URL: 'https://checkoutshopper-test.adyen.com',
  ADYEN_NOTIFICATION_USERNAME: 'adyen-notifications',
  ADYEN_NOTIFICATION_PASSWORD: 'a long notification password',
};

function routesOf(text: string) {
  const parsed = parsePspRoutes(text);
  if (!parsed.ok) throw new Error(parsed.problems.join('; '));
  return parsed.routes;
}

function configError(env: Record<string, string>): string {
  try {
    loadConfig({ ...SECRETS, ...env });
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  throw new Error('the configuration was accepted');
}

describe('PSP routing', () => {
  it('sends every code to the sandbox when nothing is routed (npm start as before)', () => {
    const config = loadConfig(SECRETS);
    expect(config.pspRoutes).toEqual([]);
    for (const code of ['adyen-cc', 'paypal', 'micropayment-elv', payoutRouteKey('paypal')]) {
      expect(pspForCode(config.pspRoutes, code)).toBe('sandbox');
    }
    expect(routedPsps(config.pspRoutes)).toEqual(['sandbox']);
  });

  it('routes by the first matching pattern, * standing for any characters, the rest to the sandbox', () => {
    const routes = routesOf('adyen-*=adyen, paypal=paypal,paypal-cc=paypal,payout:paypal=paypal, adyen-elv=sandbox');
    expect(pspForCode(routes, 'adyen-cc')).toBe('adyen');
    expect(pspForCode(routes, 'adyen-debitcards-uk')).toBe('adyen');
    // The earlier adyen-* wins over the later adyen-elv=sandbox.
    expect(pspForCode(routes, 'adyen-elv')).toBe('adyen');
    expect(pspForCode(routes, 'paypal-cc')).toBe('paypal');
    expect(pspForCode(routes, payoutRouteKey('paypal'))).toBe('paypal');
    expect(pspForCode(routes, payoutRouteKey('banktransfer'))).toBe('sandbox');
    expect(pspForCode(routes, 'checkout-cc')).toBe('sandbox');
    // A pattern is the whole code, not a part of it.
    expect(pspForCode(routesOf('cc=adyen'), 'adyen-cc')).toBe('sandbox');
    expect(routedPsps(routes)).toEqual(['sandbox', 'adyen', 'paypal']);
  });

  it('leaves the sandbox out when a catch-all route sends every code elsewhere', () => {
    expect(routedPsps(routesOf('paypal=paypal,*=adyen'))).toEqual(['adyen', 'paypal']);
    expect(routedPsps(routesOf('*=adyen,paypal=paypal'))).toEqual(['adyen']);
  });

  it('refuses a malformed PSP_ROUTES, naming the variable and the entry', () => {
    expect(configError({ PSP_ROUTES: 'adyen-cc=stripe' })).toContain(
      'PSP_ROUTES: "adyen-cc=stripe": unknown PSP "stripe"',
    );
    expect(configError({ PSP_ROUTES: 'adyen-cc' })).toContain('PSP_ROUTES: "adyen-cc" is not pattern=psp');
    expect(configError({ PSP_ROUTES: 'adyen cc=adyen' })).toContain('PSP_ROUTES: "adyen cc=adyen"');
  });

  it('stops the start when a code is routed to Adyen without its variables, naming each missing one', () => {
    const message = configError({ PSP_ROUTES: 'adyen-*=adyen', ...ADYEN, ADYEN_API_KEY: '', ADYEN_HMAC_KEY: '' });
    expect(message).toContain('ADYEN_API_KEY: not set, and PSP_ROUTES routes codes to adyen');
    expect(message).toContain('ADYEN_HMAC_KEY: not set');
    expect(message).not.toContain('ADYEN_MERCHANT_ACCOUNT');
    const none = configError({ PSP_ROUTES: 'adyen-cc=adyen' });
    for (const name of Object.keys(ADYEN)) expect(none).toContain(`${name}: not set`);
  });

  it('stops the start when a code is routed to PayPal without its variables, naming each missing one', () => {
    const message = configError({ PSP_ROUTES: 'paypal=paypal', PAYPAL_CLIENT_ID: 'client' });
    for (const name of ['PAYPAL_CLIENT_SECRET', 'PAYPAL_WEBHOOK_ID', 'PAYPAL_BASE_URL', 'PAYPAL_WEB_URL']) {
      expect(message).toContain(`${name}: not set, and PSP_ROUTES routes codes to paypal`);
    }
    expect(message).not.toContain('PAYPAL_CLIENT_ID:');
  });

  it('refuses payouts routed to Adyen (it makes none here), a catch-all included', () => {
    expect(configError({ PSP_ROUTES: '*=adyen', ...ADYEN })).toContain(
      'PSP_ROUTES: payouts (payout:banktransfer) cannot go to adyen',
    );
    expect(() => loadConfig({ ...SECRETS, ...ADYEN, PSP_ROUTES: 'payout:*=sandbox,*=adyen' })).not.toThrow();
  });

  it('refuses an Adyen HMAC key that is not hex and a base URL that is not http(s)', () => {
    const message = configError({
      PSP_ROUTES: 'adyen-cc=adyen',
      ...ADYEN,
      ADYEN_HMAC_KEY: 'not-hex',
      ADYEN_BASE_URL: 'ftp://checkout',
    });
    expect(message).toContain('ADYEN_HMAC_KEY');
    expect(message).toContain('ADYEN_BASE_URL');
  });

  it('reads the Adyen settings of a routed configuration, trimming a trailing slash of the URLs', () => {
    const config = loadConfig({
      ...SECRETS,
      ...ADYEN,
      ADYEN_BASE_URL: 'http://localhost:3001/adyen/checkout/',
      ADYEN_DISPUTES_BASE_URL: 'http://localhost:3001/adyen/ca/services/DisputeService/',
      PSP_ROUTES: 'adyen-*=adyen',
    });
    expect(config.pspRoutes).toEqual([{ pattern: 'adyen-*', psp: 'adyen' }]);
    expect(config.adyen).toEqual({
      apiKey: ADYEN.ADYEN_API_KEY,
      merchantAccount: 'GameShopECOM',
      hmacKey: ADYEN.ADYEN_HMAC_KEY,
      clientKey: 'test_CLIENTKEY',
      baseUrl: 'http://localhost:3001/adyen/checkout',
      clientUrl: 'https://checkoutshopper-test.adyen.com',
      notificationUsername: 'adyen-notifications',
      notificationPassword: 'a long notification password',
      disputesBaseUrl: 'http://localhost:3001/adyen/ca/services/DisputeService',
    });
    expect(config.paypal).toBeNull();
  });

  it('derives the Disputes API from Adyen’s own Checkout hosts, and asks for it in front of any other host', () => {
    expect(loadConfig({ ...SECRETS, ...ADYEN, PSP_ROUTES: 'adyen-*=adyen' }).adyen?.disputesBaseUrl).toBe(
      'https://ca-test.adyen.com/ca/services/DisputeService',
    );
    const live = loadConfig({
      ...SECRETS,
      ...ADYEN,
      ADYEN_BASE_URL: 'https://1797a841fbb37ca7-AdyenDemo-checkout-live.adyenpayments.com/checkout',
      PSP_ROUTES: 'adyen-*=adyen',
    });
    expect(live.adyen?.disputesBaseUrl).toBe('https://ca-live.adyen.com/ca/services/DisputeService');
    expect(
      configError({ ...ADYEN, ADYEN_BASE_URL: 'http://localhost:3001/adyen/checkout', PSP_ROUTES: 'adyen-*=adyen' }),
    ).toContain('ADYEN_DISPUTES_BASE_URL: not set');
    expect(configError({ ...ADYEN, ADYEN_DISPUTES_BASE_URL: 'ftp://disputes', PSP_ROUTES: 'adyen-*=adyen' })).toContain(
      'ADYEN_DISPUTES_BASE_URL',
    );
  });

  it('keeps a configured PSP no code is routed to any more (its open payments still need it)', () => {
    const config = loadConfig({ ...SECRETS, ...ADYEN });
    expect(config.adyen?.merchantAccount).toBe('GameShopECOM');
    expect(routedPsps(config.pspRoutes)).toEqual(['sandbox']);
  });
});
