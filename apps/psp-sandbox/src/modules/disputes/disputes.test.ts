import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { AUTH, payWithCard, setupForEachTest, waitFor } from '../../test/harness.ts';

const setup = setupForEachTest();

const dispute = (app: FastifyInstance, pspReference: string, body: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: `/v1/test/payments/${pspReference}/dispute`, headers: AUTH, payload: body });

const respond = (app: FastifyInstance, disputeId: string, body: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: `/v1/disputes/${disputeId}/respond`, headers: AUTH, payload: body });

describe('disputes', () => {
  it('opens and advances a dispute on a payment, notifying each stage as chargeback.updated', async () => {
    const { app, receiver } = await setup();
    const payment = await payWithCard(app, '4242424242424242', { body: { notificationUrl: receiver.url } });
    await waitFor(() => receiver.received.length === 1);

    const opened = await dispute(app, payment.pspReference, { stage: 'NOTIFICATION_OF_CHARGEBACK' });
    expect(opened.statusCode).toBe(200);
    const id = `dp_${payment.pspReference}`;
    expect(opened.json()).toMatchObject({ id, stage: 'NOTIFICATION_OF_CHARGEBACK', defendable: true });
    expect((await dispute(app, payment.pspReference, { stage: 'CHARGEBACK', amount: 2000 })).statusCode).toBe(200);
    await waitFor(() => receiver.received.length === 3);
    const bodies = receiver.received.slice(1).map((item) => JSON.parse(item.body));
    expect(bodies).toEqual([
      expect.objectContaining({
        type: 'chargeback.updated',
        pspReference: payment.pspReference,
        status: 'NOTIFICATION_OF_CHARGEBACK',
        dispute: { id, reasonCode: '10.4', defendable: true },
      }),
      expect.objectContaining({ status: 'CHARGEBACK', amount: { value: 2000, currency: 'EUR' } }),
    ]);

    expect((await respond(app, id, { decision: 'defend', note: 'delivered' })).json()).toMatchObject({
      response: { decision: 'defend', note: 'delivered' },
    });
    expect((await respond(app, id, { decision: 'accept' })).json()).toEqual({ error: 'ALREADY_RESPONDED' });
    expect((await dispute(app, 'psp_unknown', { stage: 'CHARGEBACK' })).statusCode).toBe(404);
    expect((await dispute(app, payment.pspReference, { stage: 'LOST' })).statusCode).toBe(400);
  });

  it('refuses a defence where the dispute is not defendable', async () => {
    const { app } = await setup();
    const payment = await payWithCard(app, '4242424242424242');
    await dispute(app, payment.pspReference, { stage: 'CHARGEBACK', defendable: false });
    const answer = await respond(app, `dp_${payment.pspReference}`, { decision: 'defend', note: 'x' });
    expect([answer.statusCode, answer.json()]).toEqual([422, { error: 'NOT_DEFENDABLE' }]);
    expect((await respond(app, `dp_${payment.pspReference}`, { decision: 'accept' })).statusCode).toBe(200);
  });

  it('decides a defended dispute by the outcome test tool (won: reversed, lost: second chargeback), notified', async () => {
    const { app, receiver } = await setup();
    const payment = await payWithCard(app, '4242424242424242', { body: { notificationUrl: receiver.url } });
    await waitFor(() => receiver.received.length === 1);
    const id = `dp_${payment.pspReference}`;
    const outcome = (body: Record<string, unknown>) =>
      app.inject({ method: 'POST', url: `/v1/test/disputes/${id}/outcome`, headers: AUTH, payload: body });
    await dispute(app, payment.pspReference, { stage: 'CHARGEBACK' });
    const undefended = await outcome({ outcome: 'WON' });
    expect([undefended.statusCode, undefended.json()]).toEqual([409, { error: 'NOT_DEFENDED' }]);
    await respond(app, id, { decision: 'defend', note: 'delivered' });
    expect((await outcome({ outcome: 'MAYBE' })).statusCode).toBe(400);
    expect((await outcome({ outcome: 'WON' })).json()).toMatchObject({ stage: 'CHARGEBACK_REVERSED' });
    await waitFor(() => receiver.received.length === 3);
    expect(JSON.parse(receiver.received[2]?.body ?? '{}')).toMatchObject({
      type: 'chargeback.updated',
      status: 'CHARGEBACK_REVERSED',
      dispute: { id },
    });
    const again = await outcome({ outcome: 'LOST' });
    expect([again.statusCode, again.json()]).toEqual([409, { error: 'DISPUTE_CLOSED' }]);
    const unknown = await app.inject({
      method: 'POST',
      url: '/v1/test/disputes/dp_unknown/outcome',
      headers: AUTH,
      payload: { outcome: 'WON' },
    });
    expect(unknown.statusCode).toBe(404);
  });
});
