import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/test-app.ts';
import { openTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { HELP_TEXTS } from './help.content.ts';
import { HELP_COUNTRY_LANGUAGES, HELP_DOCUMENT_KINDS } from './help.routes.ts';

const OFFERED_COUNTRIES = [
  'AR',
  'AT',
  'BE',
  'BR',
  'CA',
  'CH',
  'CL',
  'DE',
  'DK',
  'ES',
  'FR',
  'GB',
  'MX',
  'NL',
  'SE',
  'US',
  'UY',
  'VE',
];

const helpUrl = (kind: string, country: string) => `/gd/help/${kind}_pages/${kind}_${country}.xhtml`;

// The help pages never touch the database, so one PGlite copy is enough.
describe('legal help pages', () => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    app = await buildTestApp(database.db);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const get = (url: string) => app.inject({ method: 'GET', url });

  /** A GET over a real socket with the path sent exactly as written (inject() would resolve dot segments first). */
  async function rawGet(path: string): Promise<{ status: number; contentType: string; body: string }> {
    if (!app.server.listening) await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    return new Promise((resolve, reject) => {
      const outgoing = httpRequest({ host: '127.0.0.1', port, path, method: 'GET' }, (incoming) => {
        let body = '';
        incoming.setEncoding('utf8');
        incoming.on('data', (chunk: string) => {
          body += chunk;
        });
        incoming.on('end', () =>
          resolve({ status: incoming.statusCode ?? 0, contentType: incoming.headers['content-type'] ?? '', body }),
        );
      });
      outgoing.on('error', reject);
      outgoing.end();
    });
  }

  async function expectNotFound(url: string) {
    const response = await get(url);
    expect(response.statusCode, url).toBe(404);
    expect(response.json(), url).toEqual(['not-found']);
    expect(response.headers['content-type'], url).toMatch(/^application\/json/);
  }

  it.each([
    ['agb', 'de', 'de', 'Allgemeine Geschäftsbedingungen'],
    ['agb', 'us', 'en', 'Terms and Conditions'],
    ['agb', 'gb', 'en-GB', 'Terms and conditions'],
    ['agb', 'mx', 'es', 'Términos y condiciones'],
    ['withdrawal', 'at', 'de', 'Widerrufsbelehrung'],
    ['withdrawal', 'fr', 'fr', 'Droit de rétractation'],
    ['withdrawal', 'ca', 'en', 'Right of Withdrawal'],
    ['withdrawal', 'se', 'sv', 'Ångerrätt'],
    ['imprint', 'ch', 'de', 'Impressum'],
    ['imprint', 'be', 'nl', 'Colofon'],
    ['imprint', 'dk', 'da', 'Virksomhedsoplysninger'],
    ['imprint', 'us', 'en', 'Company Information'],
    ['privacy', 'nl', 'nl', 'Privacyverklaring'],
    ['privacy', 'es', 'es', 'Política de privacidad'],
    ['privacy', 'gb', 'en-GB', 'Privacy notice'],
    ['privacy', 'dk', 'da', 'Privatlivspolitik'],
  ])('%s for %s answers a %s HTML page headed "%s"', async (kind, country, lang, heading) => {
    const response = await get(helpUrl(kind, country));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.body.startsWith('<!doctype html>')).toBe(true);
    expect(response.body).toContain(`<html lang="${lang}">`);
    expect(response.body).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(response.body).toContain(`<h1>${heading}</h1>`);
    expect(response.body).toContain(`<title>${heading} – Game Credit Shop</title>`);
    expect(response.body).toContain('class="demo"');
    expect(response.body).toContain('<section>');
  });

  it('answers every page for every offered country except the US right of withdrawal', async () => {
    for (const country of OFFERED_COUNTRIES.map((code) => code.toLowerCase())) {
      for (const kind of HELP_DOCUMENT_KINDS) {
        const response = await get(helpUrl(kind, country));
        const offered = !(kind === 'withdrawal' && country === 'us');
        expect(response.statusCode, `${kind} ${country}`).toBe(offered ? 200 : 404);
        if (offered) expect(response.body).not.toContain('undefined');
      }
    }
    expect([...HELP_COUNTRY_LANGUAGES.keys()].sort()).toEqual(OFFERED_COUNTRIES.map((code) => code.toLowerCase()));
  });

  it('has no right of withdrawal page for the US', async () => {
    await expectNotFound(helpUrl('withdrawal', 'us'));
    expect((await get(helpUrl('agb', 'us'))).statusCode).toBe(200);
  });

  // Issue 24 point 6: the terms promised a minimum payout of 10 (€10, £10, 100 kr), which the payout flow never
  // checks (SPEC §5: more than the fee). They now state the flow's rule with the fee of the country's currency.
  /** The terms' payout section (the only one naming PayPal), as HTML. */
  async function payoutSection(country: string): Promise<string> {
    const sections = (await get(helpUrl('agb', country))).body
      .split('<section>')
      .filter((part) => part.includes('PayPal'));
    expect(sections, country).toHaveLength(1);
    return sections[0] ?? '';
  }

  it.each([
    ['ca', 'A payout must be more than the payout fee of $1.50, which is deducted from the amount.'],
    ['us', 'A payout must be more than the payout fee of $2.00, which is deducted from the amount.'],
    ['gb', 'A payout must be more than the payout fee of £1.50, which is deducted from the amount.'],
    ['de', 'Eine Auszahlung muss höher sein als die Auszahlungsgebühr von 1,00\u00a0€, die vom Betrag abgezogen wird.'],
    ['at', 'Eine Auszahlung muss höher sein als die Auszahlungsgebühr von €\u00a01,00, die vom Betrag abgezogen wird.'],
    ['dk', 'En udbetaling skal være større end udbetalingsgebyret på 7,00\u00a0kr., som trækkes fra beløbet.'],
    ['se', 'Ett uttag måste vara större än uttagsavgiften på 9,00\u00a0kr, som dras av från beloppet.'],
    ['br', 'A payout must be more than the payout fee of your account currency, which is deducted from the amount'],
  ])('the terms for %s state the payout rule of the flow with the fee of their currency', async (country, rule) => {
    expect(await payoutSection(country)).toContain(rule);
  });

  it('promises no minimum payout of 10 in any language or country', async () => {
    for (const country of OFFERED_COUNTRIES.map((code) => code.toLowerCase())) {
      const section = await payoutSection(country);
      expect(section, country).not.toMatch(/(?<![\d.,])100?(?![\d])/);
    }
  });

  it('writes the terms with the demo note, the 18+ rule and the key terms in every language', () => {
    for (const [language, texts] of Object.entries(HELP_TEXTS)) {
      expect(texts.demoNote, language).not.toBe('');
      expect(texts.documents.agb.sections.length, language).toBeGreaterThanOrEqual(6);
      expect(JSON.stringify(texts.documents.agb), language).toContain('18');
      expect(JSON.stringify(texts.documents.withdrawal), language).toMatch(/\b(14|vierzehn|quatorze|catorce)\b/);
      expect(JSON.stringify(texts.documents.withdrawal.sections.at(-1)), language).toContain('"form"');
    }
  });

  it('uses British spelling for GB and American spelling for the US', async () => {
    const gb = (await get(helpUrl('agb', 'gb'))).body;
    const us = (await get(helpUrl('agb', 'us'))).body;
    expect(gb).toContain('authorised');
    expect(us).toContain('authorized');
    expect((await get(helpUrl('privacy', 'gb'))).body).toContain('recognise');
  });

  it('escapes the texts', async () => {
    const body = (await get(helpUrl('agb', 'us'))).body;
    expect(body).toContain('(&quot;we&quot;, &quot;us&quot;)');
    expect((await get(helpUrl('agb', 'fr'))).body).toContain('s&#39;appliquent');
  });

  it.each(['xx', 'it', 'pl', 'uk', 'eu', 'en'])('answers 404 for the unknown country %s', async (country) => {
    for (const kind of HELP_DOCUMENT_KINDS) await expectNotFound(helpUrl(kind, country));
  });

  it.each([
    '/gd/help/agb_pages/agb_DE.xhtml',
    '/gd/help/agb_pages/AGB_de.xhtml',
    '/gd/help/agb_pages/agb_de.html',
    '/gd/help/agb_pages/agb_de.xhtml.bak',
    '/gd/help/agb_pages/agb_de',
    '/gd/help/agb_pages/agb_deu.xhtml',
    '/gd/help/agb_pages/agb_.xhtml',
    '/gd/help/agb_pages/agb-de.xhtml',
    '/gd/help/agb_pages/withdrawal_de.xhtml',
    '/gd/help/withdrawal_pages/agb_de.xhtml',
    '/gd/help/privacy_pages/imprint_de.xhtml',
    '/gd/help/terms_pages/terms_de.xhtml',
    '/gd/help/agb_pages/',
    '/gd/help/agb_pages',
    '/gd/help/agb_de.xhtml',
    '/gd/help/agb_pages/agb_de.xhtml/extra',
    '/gd/help/agb_pages/%20agb_de.xhtml',
    '/gd/help/agb_pages/agb_de.xhtml%20',
  ])('answers 404 for the bad file name %s', async (url) => {
    await expectNotFound(url);
  });

  it.each([
    '/gd/help/agb_pages/..%2F..%2F..%2Fpackage.json',
    '/gd/help/agb_pages/..%2fagb_pages%2fagb_de.xhtml',
    '/gd/help/agb_pages/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
    '/gd/help/agb_pages/..%5c..%5cwindows%5cwin.ini',
    '/gd/help/agb_pages/agb_de.xhtml%2f..%2f..%2fetc%2fpasswd',
    '/gd/help/agb_pages/agb_..%2fde.xhtml',
    '/gd/help/agb_pages/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
    '/gd/help/agb_pages/....//....//etc/passwd',
    '/gd/help/agb_pages/agb_de.xhtml/../../../../etc/passwd',
    '/gd/help/agb_pages/../../../apps/server/package.json',
    '/gd/help/agb_pages/..\\..\\package.json',
  ])('answers 404 for the path traversal attempt %s', async (path) => {
    const response = await rawGet(path);
    expect(response.status).toBe(404);
    expect(response.contentType).toMatch(/^application\/json/);
    expect(JSON.parse(response.body)).toEqual(['not-found']);
  });

  it('refuses a NUL in the file name with 400 before looking for a file (plugins/body-limits.ts)', async () => {
    const response = await rawGet('/gd/help/agb_pages/agb_de.xhtml%00');
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body)).toEqual(['unexpected']);
  });

  it('serves a page over a real socket too', async () => {
    const response = await rawGet('/gd/help/imprint_pages/imprint_se.xhtml');
    expect(response.status).toBe(200);
    expect(response.body).toContain('<h1>Företagsinformation</h1>');
  });
});
