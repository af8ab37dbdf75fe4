// The saver package's confirmation token is never kept in clear (issue 22 point 5): the subscriptions table holds
// its SHA-256, the outbox holds the link only sealed with PAYMENT_DATA_KEY; the mail goes out with the link, the
// stored rendering has none; after an SMTP delivery not even the sealed copy stays, while the demo mailbox (the
// player's inbox when no SMTP server is set) keeps it sealed and shows the link to its owner. Rows an older version
// left in clear are sealed at start. Against the real PSP sandbox, on PGlite and PostgreSQL.
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.ts';
import { prepareDatabase } from '../../db/prepare-database.ts';
import { TEST_PAYMENT_DATA_KEY } from '../../test/fake-psp.ts';
import { confirmLinkOf, recordingTransport, SAMPLE_MAIL_PARAMS, sendQueuedMails } from '../../test/mail-helpers.ts';
import { sandboxAvailable, setUpSandboxHarness } from '../../test/sandbox-harness.ts';
import {
  callSignup,
  confirmByMail,
  confirmTokenOf,
  elvDetails,
  newPlayer,
  signUpFor,
} from '../../test/subscription-helpers.ts';
import { setUpSuiteDatabase } from '../../test/suite-database.ts';
import { loginAs, shopOriginOf } from '../../test/test-app.ts';
import { DATABASE_KINDS } from '../../test/test-database.ts';
import { enqueueMail } from './mail-outbox.ts';

/** Every column of the player's outbox rows and subscriptions, as text: where a clear token would show. */
async function storedTextOf(db: Db, userId: number): Promise<string> {
  const { rows } = await sql<{ text: string }>`
    select m::text as text from mail_outbox m where m.user_id = ${userId}
    union all select s::text from subscriptions s where s.user_id = ${userId}`.execute(db);
  return rows.map((row) => row.text).join('\n');
}

async function confirmMailRow(db: Db, userId: number) {
  return db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('user_id', '=', userId)
    .where('kind', '=', 'subscription_confirm')
    .executeTakeFirstOrThrow();
}

describe.skipIf(!sandboxAvailable).each(DATABASE_KINDS)('the confirmation token at rest (%s)', (kind) => {
  const h = setUpSandboxHarness(kind, new Date('2027-03-10T08:00:00.000Z'));

  async function pendingPackage() {
    const player = await newPlayer(h.shop);
    const signUp = await signUpFor(h.shop, player.userName, {
      provider: 'micropayment-elv',
      price: 2000,
      details: elvDetails(),
    });
    expect((await callSignup(h.shop, signUp, 'micropayment-elv', 2000)).statusCode).toBe(200);
    return player;
  }

  const confirm = (token: string) =>
    h.shop.inject({
      method: 'POST',
      url: '/platform/subscription/confirm',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: shopOriginOf(h.shop) },
      payload: new URLSearchParams({ token }).toString(),
    });

  it('sends the link by SMTP, then keeps neither the token nor its sealed copy; the link confirms', async () => {
    const { userId } = await pendingPackage();
    const db = h.database.db;
    const token = await confirmTokenOf(db, userId);
    const stored = await storedTextOf(db, userId);
    expect(stored).not.toContain(token);
    const subscription = await db
      .selectFrom('subscriptions')
      .select('confirm_token_hash')
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(subscription.confirm_token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect((await confirmMailRow(db, userId)).sealed_params).toMatch(/^v1\./);

    const smtp = recordingTransport();
    await sendQueuedMails(db, { transport: smtp });
    const sent = smtp.sent.find((message) => message.text.includes('/platform/subscription/confirm'));
    const link = `${h.shopUrl}/platform/subscription/confirm?token=${token}`;
    expect(sent?.text).toContain(link);
    expect(sent?.html).toContain(`href="${link}"`);

    const row = await confirmMailRow(db, userId);
    expect(row.state).toBe('sent');
    expect(row.sealed_params).toBeNull();
    expect(row.body_text).not.toBeNull();
    expect(await storedTextOf(db, userId)).not.toContain(token);
    expect(row.body_text).not.toContain('/platform/subscription/confirm');

    // The player follows the link from their own inbox.
    const confirmed = await confirm(token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toContain('data-testid="confirm-result"');
    const state = await db.selectFrom('subscriptions').select('state').where('user_id', '=', userId).executeTakeFirst();
    expect(state?.state).toBe('ACTIVE');
  });

  it('keeps the link sealed in the demo mailbox, shows it to its owner only, and it confirms', async () => {
    const player = await pendingPackage();
    const db = h.database.db;
    await sendQueuedMails(db);
    const row = await confirmMailRow(db, player.userId);
    expect(row.state).toBe('sent');
    expect(row.sealed_params).toMatch(/^v1\./);
    const token = await confirmTokenOf(db, player.userId);
    expect(await storedTextOf(db, player.userId)).not.toContain(token);

    const page = (cookie: string) =>
      h.shop.inject({ method: 'GET', url: `/platform/mailbox/${row.id}`, headers: { cookie } });
    const own = await page(await loginAs(h.shop, player.userName));
    expect(own.statusCode).toBe(200);
    expect(own.body).toContain(`data-testid="mail-link">${h.shopUrl}/platform/subscription/confirm?token=${token}`);
    expect((await page(await loginAs(h.shop, 'money-gb'))).statusCode).toBe(404);

    expect((await confirmByMail(h.shop, db, player.userId)).statusCode).toBe(200);
  });
});

/** What a server start does to the database (without demo data), its log's info fields kept in `logged`. */
async function startOn(db: Db, logged: object[]) {
  await prepareDatabase(
    db,
    {
      seedDemoData: false,
      databaseUrl: null,
      dataDir: '/nonexistent',
      paymentDataKey: TEST_PAYMENT_DATA_KEY,
      databaseAppRole: null,
    },
    { info: (fields) => logged.push(fields) },
  );
}

describe.each(DATABASE_KINDS)('confirmation links an older version kept in clear (%s)', (kind) => {
  const database = setUpSuiteDatabase(kind);

  it('are sealed at start: the mailbox still shows the link, a mail sent by SMTP keeps none', async () => {
    const { db } = database;
    const users = await db
      .selectFrom('users')
      .select(['id', 'user_name'])
      .where('user_name', 'in', ['money-de', 'money-gb'])
      .orderBy('user_name')
      .execute();
    const [de, gb] = users;
    if (de === undefined || gb === undefined) throw new Error('demo players missing');
    const url = String(SAMPLE_MAIL_PARAMS.subscription_confirm.confirmUrl);
    const token = new URL(url).searchParams.get('token') ?? '';
    // As the version before the sealed parameters wrote them: the link in params, then in the stored bodies.
    for (const user of [de, gb]) {
      await db.transaction().execute((trx) =>
        enqueueMail(trx, {
          at: new Date(),
          userId: user.id,
          kind: 'subscription_confirm',
          params: SAMPLE_MAIL_PARAMS.subscription_confirm,
          dedupeKey: `legacy:${user.id}:confirm`,
        }),
      );
    }
    await sendQueuedMails(db);
    await db.updateTable('mail_outbox').set({ transport: 'smtp' }).where('user_id', '=', gb.id).execute();
    expect(await storedTextOf(db, de.id)).toContain(url);

    const logged: object[] = [];
    await startOn(db, logged);
    expect(logged).toContainEqual({ sealed: 2 });

    for (const user of [de, gb]) expect(await storedTextOf(db, user.id)).not.toContain(`token=${token}`);
    expect(await confirmLinkOf(db, de.user_name)).toBe(url);
    expect((await confirmMailRow(db, gb.id)).sealed_params).toBeNull();
    // A second start finds nothing left to seal.
    const again: object[] = [];
    await startOn(db, again);
    expect(again).not.toContainEqual(expect.objectContaining({ sealed: expect.anything() }));
  });
});
