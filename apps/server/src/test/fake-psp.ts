// A small in-process HTTP PSP implementing docs/psp-sandbox-api.md for the server's tests, so they do not
// depend on apps/psp-sandbox. Outcomes come from the card token or method; tests steer it and count calls.
import Fastify, { type FastifyInstance } from 'fastify';
import { signedUpdate } from './fake-psp-creations.ts';
import { createFakePayouts, type FakePayouts, registerFakePayoutRoutes } from './fake-psp-payouts.ts';
import { createFakeRefunds, type FakeRefunds, registerFakeRefundRoutes } from './fake-psp-refunds.ts';

export { closedPort, portToListenOn } from './free-port.ts';

/** The tests' secrets, shared by the shop's test config, this fake and the real sandbox when tests load it. */
export const FAKE_API_KEY = 'sk_shop_tests_only';
export const FAKE_WEBHOOK_SECRET = 'whsec_shop_tests_only';
export const TEST_PAYMENT_DATA_KEY = '7465737473206f6e6c793a206e6f7420612070726f64756374696f6e206b6579';
export const FAKE_ISSUERS = [
  { bic: 'INGBNL2A', name: 'ING' },
  { bic: 'RABONL2U', name: 'Rabobank' },
];
export const MANDATE_REFUSED_IBAN = 'DE35370400440532013002';

export type FakeStatus = 'AUTHORISED' | 'REFUSED' | 'BLOCKED' | 'PENDING' | 'REDIRECT' | 'CANCELLED';

export interface FakePayment {
  pspReference: string;
  reference: string;
  method: string;
  amount: { value: number; currency: string };
  status: FakeStatus;
  refusalCode: string | null;
  action: { type: 'redirect'; url: string; method: 'GET' } | null;
  bankTransfer: Record<string, string> | null;
  card: { last4: string; brand: string } | null;
  request: Record<string, unknown>;
}

/** Card tokens: tok_<outcome>[_<code>], e.g. tok_success, tok_challenge, tok_refused_8, tok_blocked, tok_pending. */
function cardOutcome(token: string): { status: FakeStatus; refusalCode: string | null } {
  const [, outcome = 'success', code = null] = token.split('_');
  if (outcome === 'refused') return { status: 'REFUSED', refusalCode: code ?? '8' };
  if (outcome === 'blocked') return { status: 'BLOCKED', refusalCode: '47' };
  if (outcome === 'challenge') return { status: 'REDIRECT', refusalCode: null };
  if (outcome === 'pending') return { status: 'PENDING', refusalCode: null };
  if (outcome === 'cancelled') return { status: 'CANCELLED', refusalCode: null };
  return { status: 'AUTHORISED', refusalCode: null };
}

function outcomeOf(body: Record<string, unknown>): { status: FakeStatus; refusalCode: string | null } {
  const card = body.card as { token?: string } | undefined;
  switch (body.method) {
    case 'card':
      return cardOutcome(card?.token ?? '');
    case 'sepa':
    case 'dummy':
      return { status: 'AUTHORISED', refusalCode: null };
    case 'banktransfer':
      return { status: 'PENDING', refusalCode: null };
    default:
      return { status: 'REDIRECT', refusalCode: null };
  }
}

export interface FakePsp {
  url: string;
  app: FastifyInstance;
  payments: Map<string, FakePayment>;
  /** POST /v1/payments calls (including idempotent repeats) and payments really created. */
  counts: {
    paymentCalls: number;
    paymentsCreated: number;
    mandates: number;
    statusReads: number;
    issuers: number;
    /** GET /v1/payments?reference= calls. */
    lookups: number;
  };
  /** Idempotency-Key and authorization of every POST /v1/payments. */
  paymentHeaders: { idempotencyKey: string | undefined; authorization: string | undefined }[];
  /** The next POST /v1/payments fails this way (once): a 500 after creating the payment, or a 500 before. */
  failNextPayment: 'after-create' | 'before-create' | null;
  /** Answers every call with 503 while set. */
  unavailable: boolean;
  /** Answers only the iDEAL issuers call with 503 while set (the PSP is up but cannot name them). */
  failIssuers: boolean;
  /** Milliseconds every answer waits. */
  delayMs: number;
  /** While set, every request waits unanswered (a PSP that hangs) until `releaseHeld()`. */
  holdRequests: boolean;
  /** Resolves once `count` requests are waiting unanswered. */
  whenHeld(count: number): Promise<void>;
  /** Lets every waiting request go on. */
  releaseHeld(): void;
  setStatus(pspReference: string, status: FakeStatus, refusalCode?: string | null): void;
  paymentFor(reference: string): FakePayment | undefined;
  /** A signed notification about a payment, ready for app.inject. */
  notification(
    payment: FakePayment,
    fields?: Partial<{ id: string; status: string; refusalCode: string | null; reference: string; amount: unknown }>,
    options?: { secret?: string; timestampSeconds?: number },
  ): { payload: string; headers: Record<string, string> };
  /** POST /v1/payouts and GET /v1/payouts/:ref. */
  payouts: FakePayouts;
  refunds: FakeRefunds;
  /** The dispute answers received (POST /v1/disputes/:id/respond), oldest first. */
  disputeResponses: { disputeId: string; decision: string; note: string | null }[];
  close(): Promise<void>;
}

let nextId = 1;

/** PSP time-outs a test fires itself: pass `signal` as SandboxAdapterOptions.requestSignal. */
export interface ManualPspTimeout {
  signal: () => AbortSignal;
  /** Times out every PSP request still waiting, as AbortSignal.timeout would. */
  fire(): void;
}

export function manualPspTimeout(): ManualPspTimeout {
  let controller = new AbortController();
  return {
    signal: () => controller.signal,
    fire() {
      controller.abort(new DOMException('The PSP request timed out', 'TimeoutError'));
      controller = new AbortController();
    },
  };
}

export async function startFakePsp(): Promise<FakePsp> {
  const app = Fastify({ logger: false });
  const byKey = new Map<string, string>();
  const held: (() => void)[] = [];
  const heldWatchers: { count: number; resolve: () => void }[] = [];
  const notifyHeldWatchers = () => {
    for (const watcher of heldWatchers.filter((candidate) => held.length >= candidate.count)) {
      heldWatchers.splice(heldWatchers.indexOf(watcher), 1);
      watcher.resolve();
    }
  };
  const fake: FakePsp = {
    url: '',
    app,
    payments: new Map(),
    counts: { paymentCalls: 0, paymentsCreated: 0, mandates: 0, statusReads: 0, issuers: 0, lookups: 0 },
    paymentHeaders: [],
    failNextPayment: null,
    unavailable: false,
    failIssuers: false,
    delayMs: 0,
    holdRequests: false,
    whenHeld: (count) =>
      new Promise((resolve) => {
        heldWatchers.push({ count, resolve });
        notifyHeldWatchers();
      }),
    releaseHeld() {
      for (const release of held.splice(0)) release();
    },
    setStatus(pspReference, status, refusalCode = null) {
      const payment = fake.payments.get(pspReference);
      if (payment === undefined) throw new Error(`no fake payment ${pspReference}`);
      Object.assign(payment, { status, refusalCode, action: status === 'REDIRECT' ? payment.action : null });
    },
    paymentFor: (reference) => [...fake.payments.values()].find((payment) => payment.reference === reference),
    notification: (payment, fields = {}, options = {}) =>
      signedUpdate(
        {
          type: 'payment.updated',
          newId: () => `evt_${nextId++}`,
          secret: options.secret ?? FAKE_WEBHOOK_SECRET,
          timestampSeconds: options.timestampSeconds ?? Math.floor(Date.now() / 1000),
        },
        payment,
        fields,
      ),
    close: async () => {
      fake.holdRequests = false;
      fake.releaseHeld();
      const closed = app.close();
      // A kept-alive connection whose request was refused before its body was read would hold close() open.
      app.server.closeAllConnections();
      await closed;
    },
    payouts: createFakePayouts(FAKE_WEBHOOK_SECRET),
    refunds: createFakeRefunds(FAKE_WEBHOOK_SECRET),
    disputeResponses: [],
  };

  app.addHook('onRequest', async (request, reply) => {
    if (fake.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, fake.delayMs));
    if (fake.holdRequests) {
      await new Promise<void>((resolve) => {
        held.push(resolve);
        notifyHeldWatchers();
      });
    }
    if (fake.unavailable) return reply.status(503).send({ error: 'UNAVAILABLE' });
    if (request.url !== '/health' && request.headers.authorization !== `Bearer ${FAKE_API_KEY}`) {
      return reply.status(401).send({ error: 'unauthorized' });
    }
  });
  app.get('/health', async () => ({ status: 'ok' }));
  app.get('/v1/ideal/issuers', async (_request, reply) => {
    fake.counts.issuers += 1;
    if (fake.failIssuers) return reply.status(503).send({ error: 'UNAVAILABLE' });
    return FAKE_ISSUERS;
  });
  app.post('/v1/mandates', async (request, reply) => {
    fake.counts.mandates += 1;
    const body = request.body as { iban?: string };
    if (body.iban === MANDATE_REFUSED_IBAN) return reply.status(422).send({ error: 'MANDATE_REFUSED' });
    return reply.status(201).send({ mandateId: `mdt_${nextId++}`, creditorId: 'DE98ZZZ09999999999', valid: true });
  });
  app.post('/v1/payments', async (request, reply) => {
    fake.counts.paymentCalls += 1;
    const key = request.headers['idempotency-key'];
    fake.paymentHeaders.push({
      idempotencyKey: typeof key === 'string' ? key : undefined,
      authorization: request.headers.authorization,
    });
    const failure = fake.failNextPayment;
    fake.failNextPayment = null;
    if (failure === 'before-create') return reply.status(500).send({ error: 'INTERNAL' });
    const known = typeof key === 'string' ? byKey.get(key) : undefined;
    if (known !== undefined) return reply.status(200).send(answerOf(fake.payments.get(known)));
    const body = request.body as Record<string, unknown>;
    const payment = createPayment(fake, body);
    if (typeof key === 'string') byKey.set(key, payment.pspReference);
    if (failure === 'after-create') return reply.status(500).send({ error: 'INTERNAL' });
    return reply.status(201).send(answerOf(payment));
  });
  app.get<{ Querystring: { reference?: string } }>('/v1/payments', async (request, reply) => {
    fake.counts.lookups += 1;
    const { reference } = request.query;
    if (reference === undefined || reference === '') return reply.status(400).send({ error: 'REFERENCE_REQUIRED' });
    const found = [...fake.payments.values()].filter((payment) => payment.reference === reference).reverse();
    return { payments: found.map(answerOf) };
  });
  app.get<{ Params: { ref: string } }>('/v1/payments/:ref', async (request, reply) => {
    fake.counts.statusReads += 1;
    const payment = fake.payments.get(request.params.ref);
    if (payment === undefined) return reply.status(404).send({ error: 'NOT_FOUND' });
    return answerOf(payment);
  });
  app.post<{ Params: { id: string } }>('/v1/disputes/:id/respond', async (request) => {
    const body = request.body as { decision: string; note?: string | null };
    fake.disputeResponses.push({ disputeId: request.params.id, decision: body.decision, note: body.note ?? null });
    return { id: request.params.id, response: { decision: body.decision, note: body.note ?? null } };
  });
  registerFakePayoutRoutes(app, fake.payouts);
  registerFakeRefundRoutes(app, fake.refunds, (ref) => fake.payments.get(ref)?.amount);

  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  fake.url = address;
  return fake;
}

function createPayment(fake: FakePsp, body: Record<string, unknown>): FakePayment {
  fake.counts.paymentsCreated += 1;
  const pspReference = `psp_${nextId++}`;
  const { status, refusalCode } = outcomeOf(body);
  const shopper = body.shopper as { country?: string } | undefined;
  const card = body.card as { token?: string } | undefined;
  const payment: FakePayment = {
    pspReference,
    reference: String(body.reference),
    method: String(body.method),
    amount: body.amount as FakePayment['amount'],
    status,
    refusalCode,
    action: status === 'REDIRECT' ? { type: 'redirect', url: `${fake.url}/pay/${pspReference}`, method: 'GET' } : null,
    bankTransfer:
      body.method === 'banktransfer'
        ? shopper?.country === 'US'
          ? {
              reference: 'GD-US1',
              accountHolder: 'PSP Sandbox Inc.',
              routingNumber: '021000021',
              accountNumber: '1234567',
            }
          : {
              reference: 'GD-EU1',
              accountHolder: 'PSP Sandbox GmbH',
              iban: 'DE02120300000000202051',
              bic: 'BYLADEM1001',
            }
        : null,
    card: body.method === 'card' ? { last4: '4242', brand: card?.token === 'tok_mc' ? 'mastercard' : 'visa' } : null,
    request: body,
  };
  fake.payments.set(pspReference, payment);
  return payment;
}

function answerOf(payment: FakePayment | undefined) {
  if (payment === undefined) return { error: 'NOT_FOUND' };
  const { request: _request, method: _method, amount: _amount, ...answer } = payment;
  return answer;
}
