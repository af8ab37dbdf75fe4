// The fake PSP's payouts (docs/psp-sandbox-api.md POST /v1/payouts, GET /v1/payouts/:ref, payout.updated):
// idempotent by key, steered by the tests (initial status, injected failures), with call counters.
import type { FastifyInstance } from 'fastify';
import { createAnswerer, type InjectedFailure, itemAnswer, signedUpdate } from './fake-psp-creations.ts';

export type FakePayoutStatus = 'PENDING' | 'SETTLED' | 'FAILED';

export interface FakePayout {
  pspReference: string;
  reference: string;
  method: string;
  amount: { value: number; currency: string };
  account: Record<string, string>;
  status: FakePayoutStatus;
  failureReason: string | null;
  idempotencyKey: string | undefined;
}

export interface FakePayouts {
  all: Map<string, FakePayout>;
  counts: { calls: number; created: number; reads: number };
  /** The next POST /v1/payouts: 500 before or after creating it, or a 400 INVALID_IBAN refusal (once). */
  failNext: InjectedFailure | null;
  /** The status a new payout answers with. */
  initialStatus: FakePayoutStatus;
  find(reference: string): FakePayout | undefined;
  setStatus(pspReference: string, status: FakePayoutStatus, failureReason?: string | null): FakePayout;
  /** A signed payout.updated about a payout, ready for app.inject. */
  notification(
    payout: FakePayout,
    fields?: Partial<{ id: string; status: string; reference: string; amount: unknown; failureReason: string | null }>,
  ): { payload: string; headers: Record<string, string> };
}

let nextId = 1;

export function createFakePayouts(secret: string): FakePayouts {
  const payouts: FakePayouts = {
    all: new Map(),
    counts: { calls: 0, created: 0, reads: 0 },
    failNext: null,
    initialStatus: 'PENDING',
    find: (reference) => [...payouts.all.values()].find((payout) => payout.reference === reference),
    setStatus(pspReference, status, failureReason = null) {
      const payout = payouts.all.get(pspReference);
      if (payout === undefined) throw new Error(`no fake payout ${pspReference}`);
      Object.assign(payout, { status, failureReason });
      return payout;
    },
    notification: (payout, fields = {}) =>
      signedUpdate(
        {
          type: 'payout.updated',
          newId: () => `evt_po_${nextId++}`,
          secret,
          timestampSeconds: Math.floor(Date.now() / 1000),
        },
        payout,
        fields,
        { failureReason: fields.failureReason === undefined ? payout.failureReason : fields.failureReason },
      ),
  };
  return payouts;
}

export function registerFakePayoutRoutes(app: FastifyInstance, payouts: FakePayouts): void {
  const answerOf = (payout: FakePayout) =>
    itemAnswer(payout, ['pspReference', 'reference', 'method', 'status', 'amount']);

  const answerCreate = createAnswerer(payouts, answerOf, { status: 400, error: 'INVALID_IBAN' });
  app.post('/v1/payouts', async (request, reply) => {
    const header = request.headers['idempotency-key'];
    const key = typeof header === 'string' ? header : undefined;
    return answerCreate(reply, key, (): FakePayout => {
      const body = request.body as Record<string, unknown>;
      return {
        pspReference: `po_${nextId++}`,
        reference: String(body.reference),
        method: String(body.method),
        amount: body.amount as FakePayout['amount'],
        account: body.account as Record<string, string>,
        status: payouts.initialStatus,
        failureReason: payouts.initialStatus === 'FAILED' ? 'AMOUNT_REJECTED' : null,
        idempotencyKey: key,
      };
    });
  });

  app.get<{ Params: { ref: string } }>('/v1/payouts/:ref', async (request, reply) => {
    payouts.counts.reads += 1;
    const payout = payouts.all.get(request.params.ref);
    if (payout === undefined) return reply.status(404).send({ error: 'NOT_FOUND' });
    return answerOf(payout);
  });
}
