// The fake PSP's refunds (docs/psp-sandbox-api.md POST /v1/payments/:ref/refunds, refund.updated): idempotent by
// key per payment, never more than the payment's amount in total, steered by the tests (outcome, injected
// failures), with call counters.
import type { FastifyInstance } from 'fastify';
import {
  type CreateRefusal,
  createAnswerer,
  type InjectedFailure,
  itemAnswer,
  signedUpdate,
} from './fake-psp-creations.ts';

export interface FakeRefund {
  pspReference: string;
  paymentPspReference: string;
  reference: string;
  amount: { value: number; currency: string };
  status: 'REFUNDED' | 'REFUSED';
  failureReason: string | null;
  idempotencyKey: string | undefined;
}

export interface FakeRefunds {
  all: Map<string, FakeRefund>;
  counts: { calls: number; created: number };
  /** The next refund call: 500 before or after creating it, or refused as a request (422), once. */
  failNext: InjectedFailure | null;
  /** The outcome of new refunds. */
  outcome: 'REFUNDED' | 'REFUSED';
  find(reference: string): FakeRefund | undefined;
  /** A signed refund.updated about a refund, ready for app.inject. */
  notification(
    refund: FakeRefund,
    fields?: Partial<{ id: string; status: string }>,
    /** Signed at this instant (the app's clock when a test moves it), else now. */
    timestampSeconds?: number,
  ): {
    payload: string;
    headers: Record<string, string>;
  };
}

let nextId = 1;

export function createFakeRefunds(secret: string): FakeRefunds {
  const refunds: FakeRefunds = {
    all: new Map(),
    counts: { calls: 0, created: 0 },
    failNext: null,
    outcome: 'REFUNDED',
    find: (reference) => [...refunds.all.values()].find((refund) => refund.reference === reference),
    notification: (refund, fields = {}, timestampSeconds = Math.floor(Date.now() / 1000)) =>
      signedUpdate(
        { type: 'refund.updated', newId: () => `evt_rf_${nextId++}`, secret, timestampSeconds },
        refund,
        fields,
        { failureReason: refund.failureReason, paymentPspReference: refund.paymentPspReference },
      ),
  };
  return refunds;
}

export function registerFakeRefundRoutes(
  app: FastifyInstance,
  refunds: FakeRefunds,
  paymentAmount: (pspReference: string) => { value: number; currency: string } | undefined,
): void {
  const answerOf = (refund: FakeRefund) =>
    itemAnswer(refund, ['pspReference', 'paymentPspReference', 'reference', 'status', 'amount']);

  const answerCreate = createAnswerer(refunds, answerOf, { status: 422, error: 'PAYMENT_NOT_REFUNDABLE' });
  app.post<{ Params: { ref: string } }>('/v1/payments/:ref/refunds', async (request, reply) => {
    const header = request.headers['idempotency-key'];
    const key = typeof header === 'string' ? `${request.params.ref}:${header}` : undefined;
    return answerCreate(reply, key, (): FakeRefund | CreateRefusal => {
      const captured = paymentAmount(request.params.ref);
      if (captured === undefined) return { status: 404, error: 'NOT_FOUND' };
      const body = request.body as { reference: string; amount: { value: number; currency: string } };
      const refunded = [...refunds.all.values()]
        .filter((refund) => refund.paymentPspReference === request.params.ref && refund.status === 'REFUNDED')
        .reduce((sum, refund) => sum + refund.amount.value, 0);
      if (refunded + body.amount.value > captured.value) return { status: 422, error: 'REFUND_EXCEEDS_CAPTURED' };
      return {
        pspReference: `rf_${nextId++}`,
        paymentPspReference: request.params.ref,
        reference: String(body.reference),
        amount: body.amount,
        status: refunds.outcome,
        failureReason: refunds.outcome === 'REFUSED' ? 'REFUND_REJECTED' : null,
        idempotencyKey: typeof header === 'string' ? header : undefined,
      };
    });
  });

  app.get<{ Params: { ref: string } }>('/v1/refunds/:ref', async (request, reply) => {
    const refund = refunds.all.get(request.params.ref);
    if (refund === undefined) return reply.status(404).send({ error: 'NOT_FOUND' });
    return answerOf(refund);
  });
}
