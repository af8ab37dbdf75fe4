import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, CANCEL_URL, getPayment, pay, payWithCard, RETURN_URL } from '../../test/harness.ts';

let app: FastifyInstance;
beforeEach(async () => {
  app = await buildTestApp();
});
afterEach(async () => {
  await app.close();
});

async function choose(pspReference: string, choice: string, extra = '') {
  return app.inject({
    method: 'POST',
    url: `/pay/${pspReference}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `choice=${choice}${extra}`,
  });
}

function backTo(url: string, pspReference: string): string {
  return `${url}?pspReference=${pspReference}`;
}

describe('the shopper language', () => {
  it('shows the hosted page in the shop language it was given (shopperLocale)', async () => {
    const { pspReference } = (await pay(app, { method: 'paypal', shopperLocale: 'de-DE' })).json();
    const page = await app.inject({ method: 'GET', url: `/pay/${pspReference}` });
    expect(page.body).toContain('<html lang="de">');
    for (const text of ['TESTMODUS', 'Wähle, wie diese Testzahlung endet', 'Bestätigen', 'Ablehnen', 'Referenz']) {
      expect(page.body).toContain(text);
    }
    expect(page.body).not.toContain('Approve');
    expect(page.body).toMatch(/\d+,\d\d\s€/u);
  });

  it.each([
    ['fr', 'Valider'],
    ['da-DK', 'Godkend'],
    ['es', 'Aprobar'],
    ['nl-NL', 'Goedkeuren'],
    ['sv-SE', 'Godkänn'],
    ['en-GB', 'Approve'],
    ['xx-YY', 'Approve'],
  ])('speaks %s', async (shopperLocale, approve) => {
    const { pspReference } = (await pay(app, { method: 'paypal', shopperLocale })).json();
    expect((await app.inject({ method: 'GET', url: `/pay/${pspReference}` })).body).toContain(`>${approve}</button>`);
  });

  it('puts the 3-D Secure page in that language too', async () => {
    const { pspReference } = await payWithCard(app, '4000002760003184', { body: { shopperLocale: 'fr-FR' } });
    const page = await app.inject({ method: 'GET', url: `/pay/${pspReference}` });
    expect(page.body).toContain('Authentifiez ce paiement par carte');
    expect(page.body).toContain("Terminer l'authentification".replace("'", '&#39;'));
  });
});

describe('3-D Secure challenge (4000 0027 6000 3184)', () => {
  it('shows a 3-D Secure page with Complete / Fail authentication', async () => {
    const { pspReference } = await payWithCard(app, '4000002760003184');
    const page = await app.inject({ method: 'GET', url: `/pay/${pspReference}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.body).toContain('3-D Secure');
    expect(page.body).toContain('Complete authentication');
    expect(page.body).toContain('Fail authentication');
    expect(page.body).toContain('•••• 3184');
    expect(page.body).toContain('€50.00');
  });

  it('authorises when approved and returns to returnUrl with ?pspReference=', async () => {
    const { pspReference } = await payWithCard(app, '4000002760003184');
    const response = await choose(pspReference, 'approve');
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(backTo(RETURN_URL, pspReference));
    expect((await getPayment(app, pspReference)).status).toBe('AUTHORISED');
  });

  it('refuses with code 7 when authentication fails', async () => {
    const { pspReference } = await payWithCard(app, '4000002760003184');
    const response = await choose(pspReference, 'decline');
    expect(response.headers.location).toBe(backTo(RETURN_URL, pspReference));
    expect(await getPayment(app, pspReference)).toMatchObject({ status: 'REFUSED', refusalCode: '7' });
    // A second post (back button, double click) changes nothing.
    await choose(pspReference, 'approve');
    expect((await getPayment(app, pspReference)).status).toBe('REFUSED');
    const page = await app.inject({ method: 'GET', url: `/pay/${pspReference}` });
    expect(page.body).toContain('This payment is REFUSED.');
  });
});

describe('hosted payment page of redirect methods', () => {
  it('shows the provider, the amount, the four choices and, for iDEAL, the chosen bank', async () => {
    const { pspReference } = (await pay(app, { method: 'ideal', ideal: { issuer: 'ingbnl2a' } })).json();
    const page = await app.inject({ method: 'GET', url: `/pay/${pspReference}` });
    expect(page.body).toContain('iDEAL');
    expect(page.body).toContain('ING (INGBNL2A)');
    expect(page.body).toContain('€50.00');
    for (const label of ['Approve', 'Decline', 'Cancel', 'Leave pending']) expect(page.body).toContain(`>${label}<`);
    const paypal = (await pay(app, { method: 'paypal', amount: { value: 1999, currency: 'GBP' } })).json();
    const paypalPage = await app.inject({ method: 'GET', url: `/pay/${paypal.pspReference}` });
    expect(paypalPage.body).toContain('PayPal');
    expect(paypalPage.body).toContain('£19.99');
  });

  it.each([
    ['approve', '', 'AUTHORISED', undefined, RETURN_URL],
    ['decline', '', 'REFUSED', '8', RETURN_URL],
    ['decline', '&refusalCode=45', 'REFUSED', '45', RETURN_URL],
    ['pending', '', 'PENDING', undefined, RETURN_URL],
    ['cancel', '', 'CANCELLED', undefined, CANCEL_URL],
  ])('%s%s → %s %s', async (choice, extra, status, refusalCode, target) => {
    const { pspReference } = (await pay(app, { method: 'paypal', cancelUrl: CANCEL_URL })).json();
    const response = await choose(pspReference, choice, extra);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(backTo(target, pspReference));
    const payment = await getPayment(app, pspReference);
    expect(payment.status).toBe(status);
    expect(payment.refusalCode).toBe(refusalCode);
  });

  it('cancels back to returnUrl when no cancelUrl was given, keeping its own query', async () => {
    const returnUrl = 'http://localhost:3000/postprocessing/tid-1?visit=1';
    const { pspReference } = (await pay(app, { method: 'skrill', returnUrl })).json();
    const response = await choose(pspReference, 'cancel');
    expect(response.headers.location).toBe(`${returnUrl}&pspReference=${pspReference}`);
  });

  it('keeps an approved payment of an amount ending in 77 PENDING', async () => {
    const { pspReference } = (await pay(app, { method: 'bank', amount: { value: 2077, currency: 'EUR' } })).json();
    await choose(pspReference, 'approve');
    expect((await getPayment(app, pspReference)).status).toBe('PENDING');
  });

  it('answers an unknown choice with 400 and an unknown payment with a 404 page', async () => {
    const { pspReference } = (await pay(app, { method: 'paypal' })).json();
    expect((await choose(pspReference, 'steal')).statusCode).toBe(400);
    expect((await choose(pspReference, 'decline', '&refusalCode=1')).statusCode).toBe(400);
    const missing = await app.inject({ method: 'GET', url: '/pay/psp_unknown' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toContain('text/html');
  });

  it('escapes what the shop sent', async () => {
    const { pspReference } = (await pay(app, { method: 'paypal', reference: '<script>x</script>' })).json();
    const page = await app.inject({ method: 'GET', url: `/pay/${pspReference}` });
    expect(page.body).not.toContain('<script>x');
    expect(page.body).toContain('&lt;script&gt;x&lt;/script&gt;');
  });
});
