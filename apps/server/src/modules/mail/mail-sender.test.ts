import { beforeEach, describe, expect, it } from 'vitest';
import { createJobScheduler, createManualTicker } from '../../lib/job-scheduler.ts';
import { mailSenderDepsFor, recordingTransport, SAMPLE_MAIL_PARAMS, sendQueuedMails } from '../../test/mail-helpers.ts';
import { setUpSuiteDatabase } from '../../test/suite-database.ts';
import { manualClock } from '../../test/test-app.ts';
import { DATABASE_KINDS } from '../../test/test-database.ts';
import { claimDueMails } from './mail-outbox.repository.ts';
import { enqueueMail, type MailKind } from './mail-outbox.ts';
import { MAIL_MAX_ATTEMPTS, MAIL_SENDING_LEASE_MS, mailRetryDelayMs, runMailOutboxOnce } from './mail-sender.ts';

describe('mail back-off', () => {
  it('doubles from 30 seconds and stops at an hour', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(mailRetryDelayMs)).toEqual(
      [30, 60, 120, 240, 480, 960, 1920].map((s) => s * 1000),
    );
    expect(mailRetryDelayMs(20)).toBe(3_600_000);
  });
});

describe.each(DATABASE_KINDS)('mail sender on %s', (kind) => {
  const database = setUpSuiteDatabase(kind);

  beforeEach(async () => {
    await database.db.deleteFrom('mail_outbox').execute();
  });

  const userId = async (userName: string) =>
    (await database.db.selectFrom('users').select('id').where('user_name', '=', userName).executeTakeFirstOrThrow()).id;
  const queue = async (
    userName: string,
    mailKind: MailKind = 'subscription_confirm',
    dedupeKey = `test:${userName}:${mailKind}`,
  ) => {
    const id = await userId(userName);
    return database.db.transaction().execute((trx) =>
      enqueueMail(trx, {
        at: new Date(),
        userId: id,
        kind: mailKind,
        params: SAMPLE_MAIL_PARAMS[mailKind],
        dedupeKey,
      }),
    );
  };
  const rows = () => database.db.selectFrom('mail_outbox').selectAll().orderBy('id').execute();
  const onlyRow = async () => {
    const all = await rows();
    expect(all).toHaveLength(1);
    return all[0] as (typeof all)[number];
  };

  it('sends a queued mail in the player language and stores what it sent', async () => {
    // A clock far behind the database's: a new mail is due whatever the clock says.
    const clock = manualClock(new Date('2020-01-01T10:00:00Z'));
    const transport = recordingTransport();
    const deps = mailSenderDepsFor(database.db, { clock, transport });
    await queue('money-de');

    expect(await runMailOutboxOnce(deps)).toBe(1);
    expect(transport.sent).toHaveLength(1);
    const [message] = transport.sent;
    expect(message?.to).toBe('money-de@players.example');
    expect(message?.subject).toBe('Bitte bestätige dein Sparpaket');
    expect(message?.text).toContain('20,00\u00a0€');
    expect(message?.messageId).toMatch(/^<[0-9a-f]{32}@players\.example>$/);

    const row = await onlyRow();
    expect(row).toMatchObject({
      state: 'sent',
      attempts: 1,
      subject: 'Bitte bestätige dein Sparpaket',
      transport: 'smtp',
      last_error: null,
    });
    expect(row.body_text).toBe(message?.text);
    expect(row.body_html).toBe(message?.html);
    expect(row.sent_at?.toISOString()).toBe('2020-01-01T10:00:00.000Z');
    expect(await runMailOutboxOnce(deps)).toBe(0);
    expect(transport.sent).toHaveLength(1);
  });

  it('queues an event once: the dedupe key is honoured', async () => {
    expect(await queue('money-de', 'booking_succeeded', 'booking:B1:succeeded')).toBe(true);
    expect(await queue('money-de', 'booking_succeeded', 'booking:B1:succeeded')).toBe(false);
    expect(await rows()).toHaveLength(1);
    expect(await sendQueuedMails(database.db)).toBe(1);
  });

  it('retries with back-off and keeps the error', async () => {
    const clock = manualClock(new Date('2030-05-01T08:00:00Z'));
    const transport = recordingTransport();
    transport.failures = 1;
    const deps = mailSenderDepsFor(database.db, { clock, transport });
    await queue('money-gb');

    expect(await runMailOutboxOnce(deps)).toBe(1);
    let row = await onlyRow();
    expect(row).toMatchObject({ state: 'queued', attempts: 1, last_error: '451 try again later', sent_at: null });
    expect(row.next_attempt_at.toISOString()).toBe('2030-05-01T08:00:30.000Z');

    clock.advanceSeconds(29);
    expect(await runMailOutboxOnce(deps)).toBe(0);
    clock.advanceSeconds(1);
    expect(await runMailOutboxOnce(deps)).toBe(1);
    row = await onlyRow();
    expect(row).toMatchObject({ state: 'sent', attempts: 2, last_error: null });
    expect(transport.sent.map((message) => message.subject)).toEqual(['Please confirm your saver package']);
  });

  it(`gives up after ${MAIL_MAX_ATTEMPTS} attempts`, async () => {
    const clock = manualClock(new Date('2030-05-01T08:00:00Z'));
    const transport = recordingTransport();
    transport.failures = 100;
    const deps = mailSenderDepsFor(database.db, { clock, transport });
    await queue('money-se');

    const delays: number[] = [];
    for (let attempt = 1; attempt <= MAIL_MAX_ATTEMPTS; attempt += 1) {
      expect(await runMailOutboxOnce(deps)).toBe(1);
      const row = await onlyRow();
      expect(row.attempts).toBe(attempt);
      if (attempt < MAIL_MAX_ATTEMPTS) {
        expect(row.state).toBe('queued');
        delays.push((row.next_attempt_at.getTime() - clock.now().getTime()) / 1000);
        clock.advanceSeconds(delays.at(-1) ?? 0);
      }
    }
    expect(delays).toEqual([30, 60, 120, 240, 480, 960, 1920]);
    expect(await onlyRow()).toMatchObject({
      state: 'failed',
      attempts: MAIL_MAX_ATTEMPTS,
      last_error: '451 try again later',
    });
    clock.advanceSeconds(86_400);
    expect(await runMailOutboxOnce(deps)).toBe(0);
    expect(transport.sent).toHaveLength(0);
  });

  it('claims a mail again when its sender crashed while sending', async () => {
    const clock = manualClock(new Date('2030-05-01T08:00:00Z'));
    const transport = recordingTransport();
    const deps = mailSenderDepsFor(database.db, { clock, transport });
    await queue('money-dk');

    // An instance claims the mail and dies before it records anything.
    const now = clock.now();
    const claim = {
      now,
      leaseUntil: new Date(now.getTime() + MAIL_SENDING_LEASE_MS),
      limit: 5,
      maxAttempts: MAIL_MAX_ATTEMPTS,
    };
    expect(await claimDueMails(database.db, claim)).toHaveLength(1);
    expect(await onlyRow()).toMatchObject({ state: 'sending', attempts: 1 });

    clock.advanceSeconds(5 * 60 - 1);
    expect(await runMailOutboxOnce(deps)).toBe(0);
    clock.advanceSeconds(1);
    expect(await runMailOutboxOnce(deps)).toBe(1);
    expect(await onlyRow()).toMatchObject({ state: 'sent', attempts: 2 });
    expect(transport.sent.map((message) => message.subject)).toEqual(['Bekræft venligst din sparepakke']);
  });

  it('gives up a mail whose last attempt was interrupted', async () => {
    const clock = manualClock(new Date('2030-05-01T08:00:00Z'));
    await queue('money-de');
    await database.db
      .updateTable('mail_outbox')
      .set({ state: 'sending', attempts: MAIL_MAX_ATTEMPTS, next_attempt_at: clock.now() })
      .execute();
    const transport = recordingTransport();
    expect(await runMailOutboxOnce(mailSenderDepsFor(database.db, { clock, transport }))).toBe(0);
    expect(await onlyRow()).toMatchObject({ state: 'failed', last_error: 'the last attempt was interrupted' });
    expect(transport.sent).toHaveLength(0);
  });

  it('fails a mail without a template at once', async () => {
    await database.db
      .insertInto('mail_outbox')
      .values({
        created_at: new Date(),
        next_attempt_at: new Date(),
        user_id: await userId('money-de'),
        recipient: 'x@players.example',
        kind: 'newsletter',
        lang: 'de',
        params: '{}',
        dedupe_key: 'test:newsletter',
      })
      .execute();
    const transport = recordingTransport();
    expect(await runMailOutboxOnce(mailSenderDepsFor(database.db, { transport }))).toBe(1);
    expect(await onlyRow()).toMatchObject({
      state: 'failed',
      attempts: 1,
      last_error: 'no e-mail template for kind "newsletter"',
    });
    expect(transport.sent).toHaveLength(0);
  });

  it('sends in batches of the given limit, oldest first', async () => {
    for (const userName of ['money-de', 'money-gb', 'money-us']) await queue(userName);
    const transport = recordingTransport();
    const deps = mailSenderDepsFor(database.db, { transport });
    expect(await runMailOutboxOnce(deps, { limit: 2 })).toBe(2);
    expect(await runMailOutboxOnce(deps, { limit: 2 })).toBe(1);
    expect(transport.sent.map((message) => message.to)).toEqual([
      'money-de@players.example',
      'money-gb@players.example',
      'money-us@players.example',
    ]);
  });

  describe('the recurring job', () => {
    it('sends on each tick and stops', async () => {
      const ticker = createManualTicker();
      const transport = recordingTransport();
      const deps = mailSenderDepsFor(database.db, { transport });
      const scheduler = createJobScheduler(
        [{ name: 'mail outbox', intervalMs: 5000, runRound: () => runMailOutboxOnce(deps) }],
        { log: { error: () => undefined, debug: () => undefined }, ticker },
      );
      await queue('money-de');
      scheduler.start();
      await ticker.tick();
      await scheduler.stop();
      expect(transport.sent).toHaveLength(1);
      await queue('money-gb');
      await ticker.tick();
      expect(transport.sent).toHaveLength(1);
    });
  });

  it.runIf(kind === 'postgres')('sends every mail exactly once with two instances in parallel', async () => {
    const players = ['money-de', 'money-gb', 'money-us', 'money-dk', 'money-se', 'money-ca'];
    const keys: string[] = [];
    for (let index = 0; index < 36; index += 1) {
      const key = `parallel:${index}`;
      keys.push(key);
      await queue(players[index % players.length] ?? 'money-de', 'booking_succeeded', key);
    }
    // Each send yields, so the two instances' claims and sends interleave.
    const slowTransport = () => {
      const transport = recordingTransport();
      const send = transport.send.bind(transport);
      transport.send = async (message) => {
        await new Promise((resolve) => setImmediate(resolve));
        await send(message);
      };
      return transport;
    };
    const first = slowTransport();
    const second = slowTransport();
    const drain = async (transport: ReturnType<typeof recordingTransport>) => {
      const deps = mailSenderDepsFor(database.db, { transport });
      while ((await runMailOutboxOnce(deps, { limit: 3 })) > 0) {
        // next batch
      }
    };
    await Promise.all([drain(first), drain(second)]);

    const sent = [...first.sent, ...second.sent].map((message) => message.messageId);
    expect(sent).toHaveLength(keys.length);
    expect(new Set(sent).size).toBe(keys.length);
    expect(first.sent.length).toBeGreaterThan(0);
    expect(second.sent.length).toBeGreaterThan(0);
    const states = await database.db.selectFrom('mail_outbox').select(['state', 'attempts']).execute();
    expect(states.every((row) => row.state === 'sent' && row.attempts === 1)).toBe(true);
  });
});
