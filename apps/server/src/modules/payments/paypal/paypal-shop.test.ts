// The shop on PayPal: `paypal` and PayPal payouts routed (PSP_ROUTES) to the PayPal adapter, against the sandbox's PayPal
// dialect; webhooks from the dialect to the shop's PayPal notification route. A PayPal deposit credits once however often PayPal repeats its webhooks; a saver package books
// its next month with the vaulted token; a PayPal payout is paid. On PGlite and PostgreSQL.
import { purchaseResultSchema } from '@shop/contracts/purchase';
import { describe, expect, it } from 'vitest';
import { opsHeaders } from '../../../test/operator-helpers.ts';
import {
  financeSession,
  newPlayer as newPayoutPlayer,
  payOutApproved,
  payoutRow,
  paypalPayout,
} from '../../../test/payout-helpers.ts';
import { balanceOf, pay, purchaseBody, purchaseStatus, shopPackage } from '../../../test/purchase-helpers.ts';
import { sandboxAvailable, setUpSandboxHarness, TEST_PAYPAL } from '../../../test/sandbox-harness.ts';
import {
  bookingsOf,
  callSignup,
  confirmByMail,
  ledgerBalanced,
  newPlayer,
  signUpFor,
} from '../../../test/subscription-helpers.ts';
import { depositAuthFor } from '../../../test/test-app.ts';
import { DATABASE_KINDS } from '../../../test/test-database.ts';

const { clientId: CLIENT_ID, clientSecret: CLIENT_SECRET } = TEST_PAYPAL;
const START = new Date('2027-06-01T08:00:00.000Z');

describe.skipIf(!sandboxAvailable).each(DATABASE_KINDS)('the shop on PayPal’s dialect (%s)', (kind) => {
  const h = setUpSandboxHarness(kind, START, { paypal: true });

  async function days(count: number) {
    for (let day = 0; day < count; day += 1) {
      await h.advanceDays(1);
      await h.runJobs();
    }
  }

  async function paypalToken(): Promise<string> {
    const response = await fetch(`${h.sandboxUrl}/paypal/v1/oauth2/token`, {
      method: 'POST',
      headers: { authorization: `Basic ${Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString('base64')}` },
      body: new URLSearchParams({ grant_type: 'client_credentials' }),
    });
    return String(Reflect.get(Object(await response.json()), 'access_token'));
  }

  async function dialect<T>(token: string, method: 'GET' | 'POST', path: string): Promise<T> {
    const response = await fetch(`${h.sandboxUrl}/paypal${path}`, {
      method,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status, path).toBeLessThan(300);
    return (await response.json()) as T;
  }

  const notificationsOf = (pspReference: string) =>
    h.database.db
      .selectFrom('processed_notifications')
      .select(['type', 'status', 'outcome'])
      .where('psp_reference', '=', pspReference)
      .execute();

  /** The payer's Approve on PayPal's page; the webhook of the approval captures the order. */
  async function approve(url: string, form: Record<string, string> = { choice: 'approve' }) {
    const approved = await fetch(url, { method: 'POST', body: new URLSearchParams(form), redirect: 'manual' });
    expect(approved.status).toBe(303);
  }

  it('credits a PayPal deposit once: captured on the approval webhook, then the capture webhook changes nothing', async () => {
    const player = await newPlayer(h.shop);
    const { authorization } = await depositAuthFor(h.shop, player.userName);
    const before = await balanceOf(h.database.db, player.userName);
    const started = purchaseResultSchema.parse(
      (await pay(h.shop, authorization, purchaseBody('paypal', await shopPackage(h.shop, authorization, 2000)))).json(),
    );
    expect(started.visit?.url).toContain('/paypal/checkoutnow?token=');
    const orderId = new URL(started.visit?.url ?? '').searchParams.get('token') ?? '';
    await approve(started.visit?.url ?? '');
    // Nobody polls: the CHECKOUT.ORDER.APPROVED webhook alone captures and credits.
    const processed = await h.eventually(
      () => notificationsOf(orderId),
      (rows) => rows.length >= 2 && rows.every((row) => row.outcome !== 'received'),
    );
    expect(processed.map((row) => row.status)).toEqual(['AUTHORISED', 'AUTHORISED']);
    const result = purchaseResultSchema.parse((await purchaseStatus(h.shop, authorization, started.tid)).json());
    expect(result.state).toBe('SUCCESS');
    const after = await balanceOf(h.database.db, player.userName);
    expect(after.withdrawable - before.withdrawable).toBe(2000);

    // PayPal sends an event again (its retries, or "resend" in the dashboard): three times each, at once.
    const token = await paypalToken();
    const events = await dialect<{ events: { id: string; resource: { id?: string; supplementary_data?: unknown } }[] }>(
      token,
      'GET',
      '/v1/notifications/webhooks-events',
    );
    const ofOrder = events.events.filter((event) => JSON.stringify(event.resource).includes(orderId));
    expect(ofOrder.length).toBeGreaterThanOrEqual(2);
    await Promise.all(
      ofOrder.flatMap((event) =>
        [1, 2, 3].map(() => dialect(token, 'POST', `/v1/notifications/webhooks-events/${event.id}/resend`)),
      ),
    );
    await h.eventually(
      () => dialect<{ events: { id: string; status: string }[] }>(token, 'GET', '/v1/notifications/webhooks-events'),
      (list) => list.events.every((event) => event.status !== 'PENDING'),
    );
    expect((await notificationsOf(orderId)).length).toBe(processed.length);
    expect(await balanceOf(h.database.db, player.userName)).toEqual(after);
    expect(await ledgerBalanced(h.database.db)).toBe(true);
  });

  // Issue 23: a PayPal dispute through the shop — its webhooks booked once however often PayPal repeats them, the
  // operator's defence sent to PayPal as evidence, PayPal's decision for the seller giving the credit back.
  it('books a PayPal dispute once, sends the operator’s defence as evidence, and credits back when PayPal decides for the shop', async () => {
    const player = await newPlayer(h.shop);
    const { authorization } = await depositAuthFor(h.shop, player.userName);
    const started = purchaseResultSchema.parse(
      (await pay(h.shop, authorization, purchaseBody('paypal', await shopPackage(h.shop, authorization, 2000)))).json(),
    );
    const orderId = new URL(started.visit?.url ?? '').searchParams.get('token') ?? '';
    await approve(started.visit?.url ?? '');
    await h.eventually(
      () =>
        purchaseStatus(h.shop, authorization, started.tid).then((answer) => purchaseResultSchema.parse(answer.json())),
      (result) => result.state === 'SUCCESS',
    );
    const credited = await balanceOf(h.database.db, player.userName);
    const token = await paypalToken();
    const order = await dialect<{ purchase_units: { payments: { captures: { id: string }[] } }[] }>(
      token,
      'GET',
      `/v2/checkout/orders/${orderId}`,
    );
    const captureId = order.purchase_units[0]?.payments.captures[0]?.id ?? '';
    const tool = async (path: string, body: unknown) => {
      const response = await fetch(`${h.sandboxUrl}/paypal/v1/test${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(response.status, path).toBeLessThan(300);
      return (await response.json()) as { dispute_id: string };
    };
    const { dispute_id: disputeId } = await tool(`/captures/${captureId}/dispute`, { stage: 'INQUIRY' });
    await tool(`/captures/${captureId}/reverse`, {});
    const dispute = () =>
      h.database.db.selectFrom('disputes').selectAll().where('psp_dispute_id', '=', disputeId).executeTakeFirst();
    const debited = await h.eventually(dispute, (row) => row?.stage === 'CHARGEBACK');
    expect(debited).toMatchObject({ debited: true, owed_amount: 2000, defendable: true });
    const afterDebit = await balanceOf(h.database.db, player.userName);
    expect(afterDebit.withdrawable).toBe(credited.withdrawable - (debited?.deposit_debited ?? 0));
    // PayPal sends the dispute's events again, three times each at once: nothing moves twice.
    const events = await dialect<{ events: { id: string; event_type: string; resource: unknown }[] }>(
      token,
      'GET',
      '/v1/notifications/webhooks-events',
    );
    const ofDispute = events.events.filter(
      (event) => event.event_type.startsWith('CUSTOMER.DISPUTE') || JSON.stringify(event.resource).includes(captureId),
    );
    await Promise.all(
      ofDispute.flatMap((event) =>
        [1, 2, 3].map(() => dialect(token, 'POST', `/v1/notifications/webhooks-events/${event.id}/resend`)),
      ),
    );
    await h.eventually(
      () => dialect<{ events: { status: string }[] }>(token, 'GET', '/v1/notifications/webhooks-events'),
      (list) => list.events.every((event) => event.status !== 'PENDING'),
    );
    expect(await balanceOf(h.database.db, player.userName)).toEqual(afterDebit);

    const cookie = await h.financeCookie();
    const defended = await h.shop.inject({
      method: 'POST',
      url: `/ops/api/disputes/${debited?.id}/decision`,
      headers: opsHeaders(h.shop, cookie),
      payload: { decision: 'defend', note: 'Credit delivered and played.' },
    });
    expect(defended.statusCode, defended.body).toBe(200);
    expect(await dialect(token, 'GET', `/v1/customer/disputes/${disputeId}`)).toMatchObject({
      status: 'UNDER_REVIEW',
      evidences: [{ evidence_type: 'OTHER', notes: 'Credit delivered and played.' }],
    });
    await tool(`/disputes/${disputeId}/resolve`, { outcome: 'RESOLVED_SELLER_FAVOUR' });
    await h.eventually(dispute, (row) => row?.stage === 'CHARGEBACK_REVERSED');
    expect(await balanceOf(h.database.db, player.userName)).toEqual(credited);
    expect(await ledgerBalanced(h.database.db)).toBe(true);
  });

  it('pays a PayPal payout through the Payouts API', async () => {
    const finance = await financeSession(h.shop, h.database.db, { now: () => START });
    const player = await newPayoutPlayer(h.shop, 'money-de', { paypalAccounts: ['player@example.com'] });
    const answer = await payOutApproved(h.shop, finance, player, paypalPayout(2000, 'player@example.com'));
    expect(answer.payout?.state).toBe('PENDING');
    const row = await h.eventually(
      () => payoutRow(h.database.db, answer.payout?.id ?? ''),
      (current) => current.state !== 'PENDING',
    );
    expect(row).toMatchObject({ state: 'SETTLED' });
  });

  it('books a saver package’s next month with the PayPal account vaulted on approval', async () => {
    const player = await newPlayer(h.shop);
    const signUp = await signUpFor(h.shop, player.userName, { provider: 'paypal', price: 1000 });
    const result = (await purchaseStatus(h.shop, signUp.authorization, signUp.tid)).json();
    const visit = String(Reflect.get(Object(Reflect.get(Object(result), 'visit')), 'url'));
    await approve(visit);
    await h.eventually(
      async () => (await purchaseStatus(h.shop, signUp.authorization, signUp.tid)).json(),
      (body) => Reflect.get(Object(body), 'state') === 'SUCCESS',
    );
    expect((await callSignup(h.shop, signUp, 'paypal', 1000)).json()).toMatchObject({ state: 'PENDING' });
    expect((await confirmByMail(h.shop, h.database.db, player.userId)).statusCode).toBe(200);
    const { recurring_reference } = await h.database.db
      .selectFrom('subscriptions')
      .select('recurring_reference')
      .where('user_id', '=', player.userId)
      .executeTakeFirstOrThrow();
    // PayPal's vault payment token, not the sandbox dialect's BA- agreement.
    expect(recurring_reference).toMatch(/^[a-z0-9]{8}$/);
    await days(31);
    expect((await bookingsOf(h.database.db, player.userId)).map((booking) => booking.state)).toEqual([
      'SUCCESS',
      'SUCCESS',
    ]);
    expect(await ledgerBalanced(h.database.db)).toBe(true);
  });
});
