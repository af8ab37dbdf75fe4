import { shopResponseSchema } from '@shop/contracts/shop';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedPort, FAKE_ISSUERS, type FakePsp, startFakePsp } from '../../test/fake-psp.ts';
import { DUTCH_EUR, insertTestPlayer } from '../../test/player-fixtures.ts';
import { buildPaymentTestApp } from '../../test/purchase-helpers.ts';
import { depositAuthFor } from '../../test/test-app.ts';
import { DATABASE_KINDS, openTestDatabase, type TestDatabase } from '../../test/test-database.ts';

describe.each(DATABASE_KINDS)('iDEAL issuers in the shop answer on %s', (kind) => {
  let database: TestDatabase;
  let fake: FakePsp;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    fake = await startFakePsp();
    await insertTestPlayer(database.db, 'dutch', DUTCH_EUR);
  });
  afterAll(async () => {
    await fake.close();
    await database.close();
  });

  async function providersOf(app: FastifyInstance, userName: string) {
    const { authorization } = await depositAuthFor(app, userName);
    const response = await app.inject({
      method: 'GET',
      url: '/deposit/shop?currencyType=REAL',
      headers: { authorization },
    });
    // The issuers' entry is serialised per call, the others come from the catalogue's cache: the same bytes either way.
    expect(response.body).toBe(JSON.stringify(response.json()));
    return shopResponseSchema.parse(response.json()).providers;
  }

  it('gives usable BIC providers the PSP’s issuers, asked once and cached', async () => {
    const app = await buildPaymentTestApp(database.db, fake);
    try {
      const before = fake.counts.issuers;
      for (let round = 0; round < 3; round += 1) {
        const ideal = (await providersOf(app, 'dutch')).find((provider) => provider.code === 'adyen-ideal');
        expect(ideal).toMatchObject({ inputType: 'BIC', usable: true, issuers: FAKE_ISSUERS });
      }
      expect(fake.counts.issuers).toBe(before + 1);
      // Players who cannot use iDEAL anyway never wait for the PSP.
      const german = (await providersOf(app, 'money-de')).find((provider) => provider.code === 'adyen-ideal');
      expect(german).toMatchObject({ usable: false });
      expect(german?.issuers).toBeUndefined();
    } finally {
      await app.close();
    }
  });

  it('makes BIC providers unusable when the PSP cannot name its issuers', async () => {
    const app = await buildPaymentTestApp(database.db, fake);
    fake.failIssuers = true;
    try {
      const providers = await providersOf(app, 'dutch');
      const ideal = providers.filter((provider) => provider.inputType === 'BIC');
      expect(ideal.map((provider) => [provider.code, provider.usable, provider.issuers])).toEqual([
        ['adyen-ideal', false, undefined],
        ['checkout-ideal', false, undefined],
      ]);
      expect(providers.some((provider) => provider.usable)).toBe(true);
    } finally {
      fake.failIssuers = false;
      await app.close();
    }
  });

  it('marks every provider unusable while the PSP is unreachable, and logs why on one msg key', async () => {
    const lines: string[] = [];
    const app = await buildPaymentTestApp(database.db, fake, {
      config: { pspSandboxUrl: `http://127.0.0.1:${await closedPort()}`, logLevel: 'warn' },
      logStream: { write: (line) => lines.push(line) },
    });
    try {
      const { authorization } = await depositAuthFor(app, 'money-de');
      const response = await app.inject({
        method: 'GET',
        url: '/deposit/shop?currencyType=REAL',
        headers: { authorization },
      });
      // Not the "no providers" 503: the amounts and the providers show, none of them can be chosen.
      expect(response.statusCode).toBe(200);
      const { providers } = shopResponseSchema.parse(response.json());
      expect(providers.length).toBeGreaterThan(0);
      expect(providers.filter((provider) => provider.usable)).toEqual([]);

      const line = lines.find((candidate) => candidate.includes('PSP not available'));
      expect(line).toBeDefined();
      // pino writes a second "msg" when the context object has one, and JSON.parse keeps only the last.
      expect(line?.match(/"msg":/g)).toHaveLength(1);
      expect(JSON.parse(line ?? '{}')).toMatchObject({
        level: 40,
        msg: 'PSP not available',
        what: 'sandbox availability',
        cause: expect.stringContaining('ECONNREFUSED'),
      });
    } finally {
      await app.close();
    }
  });

  it('offers the providers again as soon as the PSP answers', async () => {
    const app = await buildPaymentTestApp(database.db, fake);
    try {
      fake.unavailable = true;
      expect((await providersOf(app, 'money-de')).some((provider) => provider.usable)).toBe(false);
      fake.unavailable = false;
      expect((await providersOf(app, 'money-de')).some((provider) => provider.usable)).toBe(true);
    } finally {
      fake.unavailable = false;
      await app.close();
    }
  });
});
