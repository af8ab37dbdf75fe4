// Routing by configuration inside the shop (issue 23 point 3): a code routed to another PSP is paid there, the
// PSP is stored with the purchase and its status check, notification and refund go back to it; every other code
// stays with the sandbox. The "other PSP" here is a second fake speaking the sandbox dialect.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { Config } from '../../config/env.ts';
import { pspOriginsOf } from '../../plugins/security-headers.ts';
import { type FakePsp, startFakePsp } from '../../test/fake-psp.ts';
import { cardDetails, payOk, purchaseBody, purchaseStatus, shopPackage } from '../../test/purchase-helpers.ts';
import { depositAuthFor, manualClock, testConfig } from '../../test/test-app.ts';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { type PaymentProviderAdapter, PaymentProviderError } from './payment-provider.ts';
import { createPaymentServices } from './payment-services.ts';
import { createPspAdapters, PspRegistryError } from './psp-registry.ts';
import { SandboxAdapter } from './sandbox-adapter.ts';

function adapterOf(fake: FakePsp, config: Config): SandboxAdapter {
  return new SandboxAdapter({
    baseUrl: fake.url,
    apiKey: config.pspApiKey,
    webhookSecret: config.pspWebhookSecret,
    timeoutMs: 10_000,
  });
}

describe.each(DATABASE_KINDS)('routing provider codes to PSPs on %s', (kind) => {
  let database: TestDatabase;
  let sandbox: FakePsp;
  let other: FakePsp;
  let app: FastifyInstance;
  let auth: string;
  const clock = manualClock();

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    [sandbox, other] = await Promise.all([startFakePsp(), startFakePsp()]);
    const config = testConfig({
      pspSandboxUrl: sandbox.url,
      pspSandboxPublicUrl: 'http://psp.example',
      pspRoutes: [{ pattern: 'adyen-*', psp: 'adyen' }],
    });
    app = await buildApp({
      config,
      db: database.db,
      clock,
      paymentProvider: adapterOf(sandbox, config),
      pspAdapters: { adyen: adapterOf(other, config) },
    });
    await app.ready();
    auth = (await depositAuthFor(app, 'money-de')).authorization;
  });
  afterAll(async () => {
    await app.close();
    await Promise.all([sandbox.close(), other.close()]);
    await database.close();
  });

  it('pays a routed code at its PSP and stores the PSP; another code stays with the sandbox', async () => {
    const purchasable = await shopPackage(app, auth, 1000);
    const routed = await payOk(app, auth, purchaseBody('adyen-cc', purchasable, cardDetails('tok_pending')));
    expect(other.paymentFor(routed.tid)).toBeDefined();
    expect(sandbox.paymentFor(routed.tid)).toBeUndefined();
    const unrouted = await payOk(app, auth, purchaseBody('checkout-cc', purchasable, cardDetails('tok_pending')));
    expect(sandbox.paymentFor(unrouted.tid)).toBeDefined();
    expect(other.paymentFor(unrouted.tid)).toBeUndefined();
    const rows = await database.db
      .selectFrom('purchases')
      .select(['tid', 'psp'])
      .where('tid', 'in', [routed.tid, unrouted.tid])
      .execute();
    expect(Object.fromEntries(rows.map((row) => [row.tid, row.psp]))).toEqual({
      [routed.tid]: 'adyen',
      [unrouted.tid]: 'sandbox',
    });

    // The status check asks the PSP that took the payment.
    const payment = other.paymentFor(routed.tid);
    if (payment === undefined) throw new Error('not paid at the routed PSP');
    other.setStatus(payment.pspReference, 'AUTHORISED');
    const readsBefore = sandbox.counts.statusReads;
    clock.advanceSeconds(10);
    expect((await purchaseStatus(app, auth, routed.tid)).json().state).toBe('SUCCESS');
    expect(sandbox.counts.statusReads).toBe(readsBefore);
  });

  it('takes a PSP’s notifications on its own route, checked by its adapter', async () => {
    const purchasable = await shopPackage(app, auth, 1000);
    const { tid } = await payOk(app, auth, purchaseBody('adyen-cc', purchasable, cardDetails('tok_pending')));
    const payment = other.paymentFor(tid);
    if (payment === undefined) throw new Error('not paid at the routed PSP');
    other.setStatus(payment.pspReference, 'AUTHORISED');
    const signed = other.notification({ ...payment, status: 'AUTHORISED' });
    const answer = await app.inject({
      method: 'POST',
      url: '/deposit/psp/notifications/adyen',
      headers: signed.headers,
      payload: signed.payload,
    });
    expect(answer.statusCode).toBe(200);
    const row = await database.db.selectFrom('purchases').select('state').where('tid', '=', tid).executeTakeFirst();
    expect(row?.state).toBe('SUCCESS');
    // A route for a PSP without an adapter does not exist.
    const paypal = await app.inject({ method: 'POST', url: '/deposit/psp/notifications/paypal', payload: '{}' });
    expect(paypal.statusCode).toBe(404);
  });
});

describe('the adapters by PSP name', () => {
  const unavailable: PaymentProviderAdapter = {
    checkAvailability: async () => {
      throw new PaymentProviderError('unreachable', 'down');
    },
  } as unknown as PaymentProviderAdapter;
  const available: PaymentProviderAdapter = { checkAvailability: async () => {} } as unknown as PaymentProviderAdapter;
  const clock = { now: () => new Date() };

  it('routes codes to adapters and counts only routed PSPs for availability', async () => {
    const services = createPaymentServices(available, clock, () => {}, {
      adapters: { adyen: unavailable },
      routes: [{ pattern: 'adyen-*', psp: 'adyen' }],
    });
    expect(services.adapterForCode('adyen-ideal')).toBe(unavailable);
    expect(services.adapterForCode('paypal')).toBe(available);
    expect(services.adapterFor('sandbox')).toBe(available);
    expect(() => services.adapterFor('paypal')).toThrow(/no adapter for PSP "paypal"/);
    expect(services.hasAdapter('paypal')).toBe(false);
    expect(await services.isAvailable('sandbox')).toBe(true);
    expect(await services.isAvailable()).toBe(false);
    // A configured PSP no code is routed to does not make the shop unavailable.
    const unrouted = createPaymentServices(available, clock, () => {}, { adapters: { adyen: unavailable } });
    expect(await unrouted.isAvailable()).toBe(true);
  });

  it('stops the start when a code is routed to a PSP without an adapter, and builds only configured ones', () => {
    const config = testConfig({ pspRoutes: [{ pattern: 'paypal', psp: 'paypal' }] });
    expect(() => createPspAdapters(config, { clock }, { sandbox: () => available, paypal: null })).toThrow(
      PspRegistryError,
    );
    const built = createPspAdapters(testConfig(), { clock }, { sandbox: () => available, adyen: () => unavailable });
    expect(Object.keys(built)).toEqual(['sandbox']);
  });
});

describe('the PSP origins of the Content-Security-Policy', () => {
  const adyen = {
    apiKey: 'key',
    merchantAccount: 'Shop',
    hmacKey: 'AA',
    clientKey: 'test_key',
    baseUrl: 'https://checkout-test.adyen.com',
    clientUrl: 'https://checkoutshopper-test.adyen.com',
    notificationUsername: 'user',
    notificationPassword: 'password',
  };

  it('lists only the routed PSPs’ browser origins', () => {
    const sandboxOnly = testConfig({ pspSandboxPublicUrl: 'http://psp.example:3001', adyen });
    expect(pspOriginsOf(sandboxOnly)).toEqual(['http://psp.example:3001']);
    const both = testConfig({ ...sandboxOnly, pspRoutes: [{ pattern: 'adyen-*', psp: 'adyen' }] });
    expect(pspOriginsOf(both)).toEqual(['http://psp.example:3001', 'https://checkoutshopper-test.adyen.com']);
    const adyenOnly = testConfig({ ...sandboxOnly, pspRoutes: [{ pattern: '*', psp: 'adyen' }] });
    expect(pspOriginsOf(adyenOnly)).toEqual(['https://checkoutshopper-test.adyen.com']);
  });
});
