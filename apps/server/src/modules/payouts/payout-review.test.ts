// The payout review queue (issue 12 point 3): a first payout waits, approve sends it once, reject returns the
// money with a reason the player reads, the threshold's boundary, and who may do what.
import { beforeEach, describe, expect, it } from 'vitest';
import { createTestOperator, operatorCookie, opsHeaders } from '../../test/operator-helpers.ts';
import {
  appDepsFor,
  approveInReview,
  bankPayout,
  financeSession,
  GOOD_IBAN,
  newPlayer,
  payOut,
  payOutApproved,
  payoutBalances,
  payoutInfo,
  payoutRow,
  rejectInReview,
  type TestPlayer,
} from '../../test/payout-helpers.ts';
import { setUpPaymentApp } from '../../test/purchase-helpers.ts';
import { loginAs, manualClock, shopOriginOf } from '../../test/test-app.ts';
import { DATABASE_KINDS } from '../../test/test-database.ts';
import { getPlayerPage } from '../back-office/player-page.service.ts';
import { renderMail } from '../mail/mail-templates.ts';
import { reconcilePendingPayouts } from './payout-submission.ts';

/** Low enough for the seeded 123,45 € of a test player. */
const THRESHOLD = 5000;

describe.each(DATABASE_KINDS)('payout review queue on %s', (kind) => {
  let finance: string;
  const clock = manualClock();
  const t = setUpPaymentApp(kind, { clock, config: { enableTestApi: true, payoutReviewThreshold: THRESHOLD } });
  // A session per test: a test that moves the clock by hours would leave the next one's TOTP code stale for money
  // decisions (OPERATOR_TOTP_FRESH_SECONDS; fresh-totp.test.ts checks that rule).
  beforeEach(async () => {
    finance = await financeSession(t.app, t.db, clock);
  });

  const list = (cookie: string, query = '?state=REVIEW') =>
    t.app.inject({ method: 'GET', url: `/ops/api/payouts${query}`, headers: { cookie } });
  const auditOf = (publicId: string) =>
    t.db
      .selectFrom('operator_audit_log')
      .selectAll()
      .where('subject_type', '=', 'payout')
      .where('subject_id', '=', publicId)
      .orderBy('id')
      .execute();
  const mailsOf = (player: TestPlayer) =>
    t.db.selectFrom('mail_outbox').selectAll().where('user_id', '=', player.userId).execute();

  /** A player whose first payout (of `amount`) is waiting in review. */
  async function waitingPayout(amount = 3000, template = 'money-de') {
    const player = await newPlayer(t.app, template);
    const answer = await payOut(t.app, player, bankPayout(amount));
    const id = answer.payout?.id ?? '';
    return { player, id, answer };
  }

  it('keeps a first payout in REVIEW: money reserved, nothing at the PSP, the reconciler leaves it alone', async () => {
    const callsBefore = t.fake.payouts.counts.calls;
    const { player, id, answer } = await waitingPayout(3000);
    expect(answer.payout).toMatchObject({ amount: 3000, fee: 100, finalAmount: 2900, state: 'REVIEW' });
    expect(await payoutBalances(t.db, player)).toEqual({ withdrawable: 9345, pending: 2900 });
    expect(await t.ledgerBalanced()).toBe(true);
    expect(t.fake.payouts.find(id)).toBeUndefined();
    expect(await payoutRow(t.db, id)).toMatchObject({ state: 'REVIEW', review_cause: 'first_payout' });

    // The player sees it open and in review; a second payout waits for it.
    expect(await payoutInfo(t.app, player.cookie)).toMatchObject({
      withdrawable: 9345,
      pendingPayout: true,
      pendingPayoutInReview: true,
      rejectedPayout: null,
    });
    const second = await payOut(t.app, player, bankPayout(1000));
    expect(second).toEqual({ payoutErrors: ['pendingPayout'], payout: null });

    // Hours later the background round (which looks at anything not checked since now) has still not sent it.
    clock.advanceSeconds(2 * 3600);
    const deps = appDepsFor(t.app, t.db, t.fake.url, { clock });
    await reconcilePendingPayouts(deps, { minAgeMs: 0 });
    expect(t.fake.payouts.counts.calls).toBe(callsBefore);
    expect((await payoutRow(t.db, id)).state).toBe('REVIEW');
  });

  it('lists the queue oldest first for any operator, with the first-payout mark and a masked account', async () => {
    const older = await waitingPayout(2000);
    clock.advanceSeconds(60);
    const newer = await waitingPayout(2500, 'money-gb');
    const support = await operatorCookie(t.app, await createTestOperator(t.db, { roles: ['support'] }), clock);
    const response = await list(support);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const payouts = response.json().payouts as Array<Record<string, unknown>>;
    const ids = payouts.map((payout) => payout.publicId);
    expect(ids.indexOf(older.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(older.id)).toBeLessThan(ids.indexOf(newer.id));
    expect(payouts.every((payout) => payout.state === 'REVIEW')).toBe(true);
    expect(payouts.find((payout) => payout.publicId === newer.id)).toMatchObject({
      userId: newer.player.userId,
      userName: newer.player.userName,
      paytype: 'banktransfer',
      amount: 2500,
      fee: 150,
      finalAmount: 2350,
      currency: 'GGBP',
      currencyReal: 'GBP',
      firstPayout: true,
      reviewCause: 'first_payout',
      destination: 'Max Mustermann, DE89 •••• •••• •••• ••30 00',
      pspReference: null,
      reviewReason: null,
    });
    expect(response.body).not.toContain(GOOD_IBAN);
    // No state given: the queue.
    expect((await list(support, '')).json().payouts.map((payout: { publicId: string }) => payout.publicId)).toEqual(
      ids,
    );
    for (const query of ['?state=review', '?state=DONE', '?state=REVIEW&state=PENDING']) {
      const refused = await list(support, query);
      expect([refused.statusCode, refused.json().code], query).toEqual([400, 'invalid_body']);
    }
  });

  it('approves once: sent to the PSP with its key, a second approval answers payout_not_in_review', async () => {
    const { player, id } = await waitingPayout(3000);
    const callsBefore = t.fake.payouts.counts.calls;
    const approved = await approveInReview(t.app, finance, id);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().payout).toMatchObject({ publicId: id, state: 'PENDING', firstPayout: true });
    const atPsp = t.fake.payouts.find(id);
    expect(atPsp).toMatchObject({
      amount: { value: 2900, currency: 'EUR' },
      account: { iban: GOOD_IBAN, holder: 'Max Mustermann' },
      idempotencyKey: `payout:${id}`,
    });
    expect(approved.json().payout.pspReference).toBe(atPsp?.pspReference);
    expect(t.fake.payouts.counts.calls).toBe(callsBefore + 1);

    const again = await approveInReview(t.app, finance, id);
    expect([again.statusCode, again.json().code]).toEqual([409, 'payout_not_in_review']);
    expect(t.fake.payouts.counts.calls).toBe(callsBefore + 1);
    // The money stays reserved for the PSP; the player now sees a payout on its way, no longer in review.
    expect(await payoutBalances(t.db, player)).toEqual({ withdrawable: 9345, pending: 2900 });
    expect(await payoutInfo(t.app, player.cookie)).toMatchObject({ pendingPayout: true, pendingPayoutInReview: false });

    const audit = await auditOf(id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'payout.approve' });
    const row = await payoutRow(t.db, id);
    expect(row.reviewed_by).toBe(audit[0]?.operator_id);
    expect(row.reviewed_at).not.toBeNull();
  });

  it('rejects: amount and fee back in the withdrawable balance, reason code and note stored, mailed in the player’s language and shown to the player', async () => {
    const player = await newPlayer(t.app, 'money-de', { lang: 'de' });
    const feesBefore = await platformFees();
    const id = (await payOut(t.app, player, bankPayout(3000))).payout?.id ?? '';
    expect(await platformFees()).toBe(feesBefore + 100);
    const note = 'Please use an account in your own name.';
    const rejected = await rejectInReview(t.app, finance, id, `  ${note} `, 'account_holder_mismatch');
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().payout).toMatchObject({
      publicId: id,
      state: 'REJECTED',
      reviewReasonCode: 'account_holder_mismatch',
      reviewReason: note,
    });

    expect(await payoutBalances(t.db, player)).toEqual({ withdrawable: 12_345, pending: 0 });
    expect(await platformFees()).toBe(feesBefore);
    expect(await t.ledgerBalanced()).toBe(true);
    expect(t.fake.payouts.find(id)).toBeUndefined();
    expect(await payoutRow(t.db, id)).toMatchObject({
      state: 'REJECTED',
      review_reason_code: 'account_holder_mismatch',
      review_reason: note,
    });

    // The player's next visit to /payout shows why, and they may pay out again (still a first payout).
    const info = await payoutInfo(t.app, player.cookie);
    expect(info).toMatchObject({ withdrawable: 12_345, pendingPayout: false, pendingPayoutInReview: false });
    expect(info.rejectedPayout).toEqual({
      id,
      amount: 3000,
      currency: 'EUR',
      reasonCode: 'account_holder_mismatch',
      reason: note,
      rejectedAt: clock.now().toISOString(),
    });

    // One e-mail in the player's language: the reason in German, the team's note as typed and labelled as such.
    const mails = await mailsOf(player);
    expect(mails.map((mail) => [mail.kind, mail.lang])).toEqual([['payout_rejected', 'de']]);
    const mail = renderMail({ kind: 'payout_rejected', lang: mails[0]?.lang ?? '', params: mails[0]?.params });
    expect(mail.subject).toBe('Deine Auszahlung konnte nicht ausgeführt werden');
    expect(mail.text).toContain(
      'Der Grund: Der Kontoinhaber stimmt nicht mit dem Namen in deinem Spielerkonto überein.',
    );
    expect(mail.text).toContain(`Nachricht unseres Teams: ${note}`);
    expect(mail.html).toContain(`Nachricht unseres Teams: ${note}`);
    expect(mail.text).not.toContain('account holder');
    expect(mail.text).toMatch(/Der volle Betrag von 30,00\s€ samt Gebühr ist wieder in deinem auszahlbaren Guthaben/);

    const audit = await auditOf(id);
    expect(audit.map((entry) => [entry.action, entry.reason])).toEqual([
      ['payout.reject', `account_holder_mismatch: ${note}`],
    ]);
    expect(audit[0]?.after).toMatchObject({ state: 'REJECTED', reviewReasonCode: 'account_holder_mismatch' });
    // The operator's player page shows it too.
    expect((await getPlayerPage(t.db, player.userId))?.payouts).toMatchObject([
      { publicId: id, state: 'REJECTED', reviewReasonCode: 'account_holder_mismatch', reviewReason: note },
    ]);

    // Decided is decided: neither a second rejection nor an approval changes anything.
    for (const response of [
      await rejectInReview(t.app, finance, id, 'again'),
      await approveInReview(t.app, finance, id),
    ]) {
      expect([response.statusCode, response.json().code]).toEqual([409, 'payout_not_in_review']);
    }
    expect(await payoutBalances(t.db, player)).toEqual({ withdrawable: 12_345, pending: 0 });
    expect(await mailsOf(player)).toHaveLength(1);

    const next = await payOut(t.app, player, bankPayout(2000));
    expect(next.payout?.state).toBe('REVIEW');
    expect((await payoutInfo(t.app, player.cookie)).rejectedPayout).toBeNull();
  });

  it('sends a later payout below the threshold straight through and holds one at the threshold', async () => {
    const player = await newPlayer(t.app, 'money-de');
    await payOutApproved(t.app, finance, player, bankPayout(1000));
    // The first one is on its way: the next one below the threshold needs no review.
    // The PSP pays it; the background round's status check learns so.
    const settle = async (id: string) => {
      const atPsp = t.fake.payouts.find(id);
      if (atPsp === undefined) throw new Error('not at the PSP');
      t.fake.payouts.setStatus(atPsp.pspReference, 'SETTLED');
      clock.advanceSeconds(1);
      await reconcilePendingPayouts(appDepsFor(t.app, t.db, t.fake.url, { clock }), { minAgeMs: 0 });
      expect((await payoutRow(t.db, id)).state).toBe('SETTLED');
    };
    const first = (await payoutRowsOf(player))[0];
    await settle(first?.public_id ?? '');

    const below = await payOut(t.app, player, bankPayout(THRESHOLD - 1));
    expect(below.payout?.state).toBe('PENDING');
    expect(t.fake.payouts.find(below.payout?.id ?? '')).toBeDefined();
    expect((await payoutRow(t.db, below.payout?.id ?? '')).review_cause).toBeNull();
    await settle(below.payout?.id ?? '');

    const at = await payOut(t.app, player, bankPayout(THRESHOLD));
    expect(at.payout?.state).toBe('REVIEW');
    expect(t.fake.payouts.find(at.payout?.id ?? '')).toBeUndefined();
    const queued = (await list(finance)).json().payouts.find((payout: { publicId: string }) => {
      return payout.publicId === at.payout?.id;
    });
    expect(queued).toMatchObject({ firstPayout: false, reviewCause: 'amount' });
  });

  it('counts a PENDING payout as paid or on its way, a FAILED or REJECTED one not', async () => {
    const player = await newPlayer(t.app, 'money-de');
    const first = await payOut(t.app, player, bankPayout(1000));
    await rejectInReview(t.app, finance, first.payout?.id ?? '', 'wrong account');
    // Rejected: the next is still a first payout.
    const second = await payOutApproved(t.app, finance, player, bankPayout(1000));
    expect(second.payout?.state).toBe('PENDING');
    // On its way (PENDING at the PSP): the next waits for it (one at a time), and would go through after it.
    expect((await payOut(t.app, player, bankPayout(1000))).payoutErrors).toEqual(['pendingPayout']);
  });

  it('refuses bad input with 4xx and changes nothing', async () => {
    const { player, id } = await waitingPayout(3000);
    // The code `other` needs a note; a note, when given, is 3–500 characters of text.
    for (const reason of [undefined, '', '  ab  ', 'x'.repeat(501), 42, 'a\u0000bc', 'ab\ud800c', ['reason']]) {
      const response = await rejectInReview(t.app, finance, id, reason);
      expect([response.statusCode, response.json().code], JSON.stringify(reason)).toEqual([400, 'invalid_body']);
    }
    // A code outside the fixed list, or none, is refused (issue 24 point 9); so is the free text alone.
    for (const payload of [
      { reasonCode: 'fraud', note: 'we think so' },
      { reasonCode: 'ACCOUNT_HOLDER_MISMATCH' },
      { reasonCode: null },
      { note: 'The account holder does not match.' },
      { reason: 'The account holder does not match.' },
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/ops/api/payouts/${id}/reject`,
        headers: opsHeaders(t.app, finance),
        payload,
      });
      expect([response.statusCode, response.json().code], JSON.stringify(payload)).toEqual([400, 'invalid_body']);
    }
    const noBody = await t.app.inject({
      method: 'POST',
      url: `/ops/api/payouts/${id}/reject`,
      headers: opsHeaders(t.app, finance),
    });
    expect(noBody.statusCode).toBeGreaterThanOrEqual(400);
    expect(noBody.statusCode).toBeLessThan(500);
    for (const publicId of ['no-such-payout', 'x'.repeat(65), '%E2%82%AC', `${id}%20`]) {
      const approve = await approveInReview(t.app, finance, publicId);
      expect([approve.statusCode, approve.json().code], publicId).toEqual([404, 'not_found']);
      const reject = await rejectInReview(t.app, finance, publicId, 'a reason');
      expect([reject.statusCode, reject.json().code], publicId).toEqual([404, 'not_found']);
    }
    // A NUL in the path is refused before any route runs (the server's central check).
    expect((await approveInReview(t.app, finance, `${id}%00`)).statusCode).toBe(400);
    expect(await payoutRow(t.db, id)).toMatchObject({ state: 'REVIEW', review_reason: null });
    expect(await payoutBalances(t.db, player)).toEqual({ withdrawable: 9345, pending: 2900 });
    expect(await auditOf(id)).toEqual([]);
  });

  it('answers 401 without an operator session (a player’s too), 403 to support for decisions, 403 cross-site', async () => {
    const { player, id } = await waitingPayout(3000);
    const support = await operatorCookie(t.app, await createTestOperator(t.db, { roles: ['support'] }), clock);
    const playerCookie = await loginAs(t.app, player.userName);
    const decide = (cookie: string | null, action: 'approve' | 'reject', origin = shopOriginOf(t.app)) =>
      t.app.inject({
        method: 'POST',
        url: `/ops/api/payouts/${id}/${action}`,
        headers: { origin, 'content-type': 'application/json', ...(cookie === null ? {} : { cookie }) },
        payload: { reasonCode: 'other', note: 'not allowed to' },
      });
    for (const cookie of [null, playerCookie, 'shop_ops=forged']) {
      expect((await list(cookie ?? '')).statusCode).toBe(401);
      for (const action of ['approve', 'reject'] as const) {
        const response = await decide(cookie, action);
        expect([response.statusCode, response.json().code]).toEqual([401, 'not_authenticated']);
      }
    }
    for (const action of ['approve', 'reject'] as const) {
      const response = await decide(support, action);
      expect([response.statusCode, response.json().code]).toEqual([403, 'forbidden']);
      const crossSite = await decide(finance, action, 'https://evil.example');
      expect(crossSite.statusCode).toBe(403);
    }
    expect((await payoutRow(t.db, id)).state).toBe('REVIEW');
    expect(await payoutBalances(t.db, player)).toEqual({ withdrawable: 9345, pending: 2900 });
    expect(await auditOf(id)).toEqual([]);
  });

  async function platformFees(): Promise<number> {
    const rows = await t.db
      .selectFrom('ledger_entries')
      .innerJoin('ledger_accounts', 'ledger_accounts.id', 'ledger_entries.account_id')
      .select('ledger_entries.amount')
      .where('ledger_accounts.user_id', 'is', null)
      .where('ledger_accounts.kind', '=', 'payout_fees')
      .where('ledger_accounts.currency', '=', 'EUR')
      .execute();
    return rows.reduce((sum, row) => sum + Number(row.amount), 0);
  }

  function payoutRowsOf(player: TestPlayer) {
    return t.db.selectFrom('payouts').selectAll().where('user_id', '=', player.userId).orderBy('id').execute();
  }
});
