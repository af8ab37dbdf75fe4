// The PayPal dialect of the sandbox (issue 23 point 5), under /paypal: PayPal's REST wire format — OAuth 2.0
// client credentials, Orders v2, Payments (captures, refunds), Vault v3 payment tokens, Payouts v1, webhooks
// (registration, events, verify-webhook-signature), PayPal's error bodies and PayPal-Request-Id idempotency — and
// the approve page, so the shop's PayPal adapter runs unchanged against `http://<sandbox>/paypal`. Magic values as
// the sandbox's own dialect (README, "PayPal dialect"). Nothing here is shared with the sandbox's own dialect but
// the clock, the scheduler and the page layout.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { SandboxDeps } from '../../app-deps.ts';
import { PAGE_SECURITY_POLICY } from '../../lib/html.ts';
import type { Money } from '../../lib/money.ts';
import {
  amountStaysPending,
  PAYOUT_FAILING_AMOUNT_ENDING,
  PAYOUT_FAILING_PAYPAL_SUFFIX,
  REFUND_FAILING_AMOUNT_ENDING,
} from '../../magic/magic-values.ts';
import { DECLINE_ISSUES, renderApprovePage } from './paypal-page.ts';
import {
  captureJson,
  disputeJson,
  errorJson,
  minorOf,
  orderJson,
  payoutBatchJson,
  payoutItemJson,
  refundJson,
} from './paypal-resources.ts';
import {
  accessTokenValue,
  createPaypalStore,
  type PaypalCapture,
  type PaypalDispute,
  type PaypalOrder,
  type PaypalStore,
  paypalId,
  type VaultBehaviour,
} from './paypal-store.ts';
import { CERT_PATH, createPaypalWebhookSender, type PaypalWebhookSender } from './paypal-webhooks.ts';

export const PAYPAL_PREFIX = '/paypal';
const TOKEN_LIFETIME_SECONDS = 32_400;

export interface PaypalDialectConfig {
  /** The app's client id and secret the shop's PAYPAL_CLIENT_ID / PAYPAL_CLIENT_SECRET must match. */
  clientId: string;
  clientSecret: string;
  /** A webhook registered from the start (as one set up in PayPal's dashboard), or none. */
  webhook: { id: string; url: string } | null;
}

/** From the environment: PSP_SANDBOX_PAYPAL_CLIENT_ID / _CLIENT_SECRET / _WEBHOOK_ID / _WEBHOOK_URL. */
export function paypalDialectConfigOf(env: NodeJS.ProcessEnv, apiKey: string): PaypalDialectConfig {
  const value = (name: string) => {
    const given = env[name]?.trim();
    return given === undefined || given === '' ? undefined : given;
  };
  const url = value('PSP_SANDBOX_PAYPAL_WEBHOOK_URL');
  return {
    clientId: value('PSP_SANDBOX_PAYPAL_CLIENT_ID') ?? 'psp-sandbox-paypal',
    // The sandbox's API key unless set: no second secret to hand out.
    clientSecret: value('PSP_SANDBOX_PAYPAL_CLIENT_SECRET') ?? apiKey,
    webhook: url === undefined ? null : { id: value('PSP_SANDBOX_PAYPAL_WEBHOOK_ID') ?? 'WH-PSP-SANDBOX', url },
  };
}

const moneySchema = z.object({ currency_code: z.string().regex(/^[A-Z]{3}$/), value: z.string() });
const orderRequestSchema = z.object({
  intent: z.enum(['CAPTURE', 'AUTHORIZE']),
  purchase_units: z
    .array(z.object({ amount: moneySchema, custom_id: z.string().max(127).optional() }).loose())
    .min(1)
    .max(1),
  payment_source: z
    .object({
      paypal: z
        .object({
          vault_id: z.string().optional(),
          experience_context: z
            .object({
              return_url: z.url().optional(),
              cancel_url: z.url().optional(),
              locale: z.string().optional(),
            })
            .loose()
            .optional(),
          attributes: z
            .object({
              vault: z
                .object({
                  store_in_vault: z.literal('ON_SUCCESS'),
                  usage_type: z.string(),
                  usage_pattern: z.string().optional(),
                })
                .loose()
                .optional(),
            })
            .loose()
            .optional(),
          stored_credential: z.object({ payment_initiator: z.string() }).loose().optional(),
        })
        .loose(),
    })
    .loose()
    .optional(),
});
const refundRequestSchema = z
  .object({ amount: moneySchema.optional(), custom_id: z.string().max(127).optional() })
  .loose();
const payoutRequestSchema = z.object({
  sender_batch_header: z.object({ sender_batch_id: z.string().min(1).max(256) }).loose(),
  items: z
    .array(
      z
        .object({
          recipient_type: z.literal('EMAIL').optional(),
          receiver: z.string().min(3).max(127),
          sender_item_id: z.string().max(63).optional(),
          amount: z.object({ currency: z.string().regex(/^[A-Z]{3}$/), value: z.string() }),
        })
        .loose(),
    )
    .length(1),
});
const verifyRequestSchema = z.object({
  auth_algo: z.string(),
  cert_url: z.string(),
  transmission_id: z.string(),
  transmission_sig: z.string(),
  transmission_time: z.string(),
  webhook_id: z.string(),
  webhook_event: z.unknown(),
});
const approveFormSchema = z.object({
  choice: z.enum(['approve', 'decline', 'cancel', 'pending']),
  refusalCode: z.string().optional(),
  vaultBehaviour: z.enum(['succeed', 'declineAll', 'declineOdd']).optional(),
});

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

function sendError(reply: FastifyReply, status: number, name: string, message: string, issue?: string) {
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .send(errorJson(name, message, issue));
}

function unprocessable(reply: FastifyReply, issue: string, message = 'The requested action could not be performed.') {
  return sendError(reply, 422, 'UNPROCESSABLE_ENTITY', message, issue);
}

function notFound(reply: FastifyReply) {
  return sendError(reply, 404, 'RESOURCE_NOT_FOUND', 'The specified resource does not exist.', 'INVALID_RESOURCE_ID');
}

function invalid(reply: FastifyReply, issue = 'MISSING_REQUIRED_PARAMETER') {
  return sendError(
    reply,
    400,
    'INVALID_REQUEST',
    'Request is not well-formed, syntactically incorrect, or violates schema.',
    issue,
  );
}

/** What an idempotent call answers: sent, and kept for a repeated PayPal-Request-Id, by `idempotent`. */
type Answer = { status: number; body: unknown };

function errorAnswer(status: number, name: string, message: string, issue: string): Answer {
  return { status, body: errorJson(name, message, issue) };
}

/** 422: the request is understood, but a rule refuses it; `issue` says which. */
function unprocessableAnswer(message: string, issue: string): Answer {
  return errorAnswer(422, 'UNPROCESSABLE_ENTITY', message, issue);
}

function notFoundAnswer(message = 'The specified resource does not exist.'): Answer {
  return errorAnswer(404, 'RESOURCE_NOT_FOUND', message, 'INVALID_RESOURCE_ID');
}

/** The Orders and Payments APIs' 400 for a body that is not well-formed. */
function malformedAnswer(issue: string): Answer {
  return errorAnswer(400, 'INVALID_REQUEST', 'Request is not well-formed.', issue);
}

/** The Payouts API's 400 for a body it refuses. */
function payoutValidationAnswer(issue: string): Answer {
  return errorAnswer(400, 'VALIDATION_ERROR', 'Invalid request - see details.', issue);
}

/** The HATEOAS answer of a seller's action on a dispute. */
function answerLinks(dispute: PaypalDispute) {
  return { links: [{ href: `/v1/customer/disputes/${dispute.id}`, rel: 'self', method: 'GET' }] };
}

/** The text of one named part of a multipart/form-data body, or undefined. */
export function multipartPart(contentType: string, body: string, name: string): string | undefined {
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (boundary === undefined) return undefined;
  for (const part of body.split(`--${boundary}`)) {
    const split = part.indexOf('\r\n\r\n');
    if (split < 0) continue;
    const head = part.slice(0, split);
    if (!new RegExp(`name="${name}"`, 'i').test(head)) continue;
    return part.slice(split + 4).replace(/\r\n$/, '');
  }
  return undefined;
}

export async function paypalDialect(
  app: FastifyInstance,
  deps: SandboxDeps,
  dialectConfig: PaypalDialectConfig,
): Promise<void> {
  const store: PaypalStore = createPaypalStore();
  const publicBase = `${deps.config.publicUrl}${PAYPAL_PREFIX}`;
  if (dialectConfig.webhook !== null) store.webhooks.set(dialectConfig.webhook.id, { ...dialectConfig.webhook });
  const webhooks: PaypalWebhookSender = createPaypalWebhookSender({
    config: deps.config,
    store,
    clock: deps.clock,
    scheduler: deps.scheduler,
    log: app.log,
    publicBase,
  });
  const now = () => deps.clock.now().toISOString();
  const expectedBasic = digest(
    `Basic ${Buffer.from(`${dialectConfig.clientId}:${dialectConfig.clientSecret}`).toString('base64')}`,
  );

  // PayPal takes a capture's POST with an empty body (the SDK sends one with a JSON content type).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 65_536 }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    try {
      done(null, JSON.parse(text));
    } catch {
      done(Object.assign(new Error('malformed JSON'), { statusCode: 400 }), undefined);
    }
  });

  // provide-evidence's multipart/form-data body, kept as text: its `input` part is read by multipartPart.
  app.addContentTypeParser('multipart/form-data', { parseAs: 'string', bodyLimit: 1_048_576 }, (_request, body, done) =>
    done(null, typeof body === 'string' ? body : body.toString('utf8')),
  );

  // PayPal's answers to broken JSON and to anything unexpected.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = typeof error.statusCode === 'number' && error.statusCode < 500 ? 400 : 500;
    if (status === 500) request.log.error({ err: error }, 'unexpected error');
    return status === 400
      ? invalid(reply, 'MALFORMED_REQUEST_JSON')
      : sendError(reply, 500, 'INTERNAL_SERVER_ERROR', 'An internal server error has occurred.');
  });

  const PUBLIC = new Set([
    `${PAYPAL_PREFIX}/v1/oauth2/token`,
    `${PAYPAL_PREFIX}${CERT_PATH}`,
    `${PAYPAL_PREFIX}/checkoutnow`,
  ]);
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (PUBLIC.has(path)) return;
    const given = request.headers.authorization ?? '';
    const token = given.startsWith('Bearer ') ? store.tokens.get(given.slice(7)) : undefined;
    if (token !== undefined && token.expiresAt > Date.now()) return;
    return reply
      .status(401)
      .header('cache-control', 'no-store')
      .send({ error: 'invalid_token', error_description: 'Token signature verification failed' });
  });

  /** Answers a PayPal-Request-Id seen before with its first answer; else runs the call and keeps the answer. */
  async function idempotent(request: FastifyRequest, reply: FastifyReply, call: string, run: () => Answer) {
    const header = request.headers['paypal-request-id'];
    const key = typeof header === 'string' && header !== '' ? `${call}:${header}` : null;
    const seen = key === null ? undefined : store.requests.get(key);
    const answer = seen ?? run();
    if (key !== null && seen === undefined && answer.status < 500) store.requests.set(key, answer);
    return reply.status(answer.status).header('cache-control', 'no-store').send(answer.body);
  }

  // --- OAuth ----------------------------------------------------------------------------------------------
  app.post(`/v1/oauth2/token`, async (request, reply) => {
    const given = request.headers.authorization ?? '';
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (!timingSafeEqual(digest(given), expectedBasic)) {
      return reply
        .status(401)
        .header('cache-control', 'no-store')
        .send({ error: 'invalid_client', error_description: 'Client Authentication failed' });
    }
    if (body.grant_type !== 'client_credentials') {
      return reply
        .status(400)
        .send({ error: 'unsupported_grant_type', error_description: 'Grant Type is NULL or not supported' });
    }
    const accessToken = accessTokenValue();
    store.tokens.set(accessToken, { expiresAt: Date.now() + TOKEN_LIFETIME_SECONDS * 1000 });
    return reply.header('cache-control', 'no-store').send({
      scope: 'https://uri.paypal.com/services/payments/payment https://uri.paypal.com/services/payments/payouts',
      access_token: accessToken,
      token_type: 'Bearer',
      app_id: 'APP-PSP-SANDBOX',
      expires_in: TOKEN_LIFETIME_SECONDS,
      nonce: `${now()}${paypalId(8)}`,
    });
  });

  // --- Orders ---------------------------------------------------------------------------------------------
  const orderAnswer = (order: PaypalOrder) => orderJson(publicBase, publicBase, order, store);

  function newCapture(order: PaypalOrder, status: PaypalCapture['status']): PaypalCapture {
    const capture: PaypalCapture = {
      id: paypalId(),
      orderId: order.id,
      status,
      amount: order.amount,
      refunded: 0,
      customId: order.customId,
      createTime: now(),
    };
    store.captures.set(capture.id, capture);
    order.captureId = capture.id;
    order.status = 'COMPLETED';
    return capture;
  }

  function announceCapture(capture: PaypalCapture) {
    const eventType =
      capture.status === 'COMPLETED'
        ? 'PAYMENT.CAPTURE.COMPLETED'
        : capture.status === 'DECLINED'
          ? 'PAYMENT.CAPTURE.DENIED'
          : 'PAYMENT.CAPTURE.PENDING';
    webhooks.send(eventType, 'capture', `Payment ${capture.status.toLowerCase()}`, captureJson(publicBase, capture));
  }

  app.post('/v2/checkout/orders', async (request, reply) =>
    idempotent(request, reply, 'orders', () => {
      const parsed = orderRequestSchema.safeParse(request.body);
      if (!parsed.success) return malformedAnswer('MISSING_REQUIRED_PARAMETER');
      const body = parsed.data;
      const unit = body.purchase_units[0];
      const paypal = body.payment_source?.paypal;
      if (unit === undefined || paypal === undefined) {
        return unprocessableAnswer('Payment source required.', 'PAYMENT_SOURCE_INFO_CANNOT_BE_VERIFIED');
      }
      if (body.intent !== 'CAPTURE') {
        return unprocessableAnswer('Only CAPTURE here.', 'INTENT_NOT_SUPPORTED');
      }
      const currency = unit.amount.currency_code;
      const value = minorOf(unit.amount.value, currency);
      if (value === null || value <= 0) {
        return unprocessableAnswer('Invalid amount.', 'DECIMAL_PRECISION');
      }
      const amount: Money = { value, currency };
      const context = paypal.experience_context;
      const order: PaypalOrder = {
        id: paypalId(),
        status: 'PAYER_ACTION_REQUIRED',
        amount,
        customId: unit.custom_id ?? null,
        returnUrl: context?.return_url ?? null,
        cancelUrl: context?.cancel_url ?? null,
        locale: context?.locale ?? null,
        storeInVault: paypal.attributes?.vault?.store_in_vault === 'ON_SUCCESS',
        vaultUsagePattern: paypal.attributes?.vault?.usage_pattern ?? null,
        vaultId: null,
        approval: null,
        vaultBehaviour: 'succeed',
        payerId: null,
        captureId: null,
        createTime: now(),
      };
      if (paypal.vault_id !== undefined) {
        // A vaulted PayPal account, no payer present: created and captured at once.
        const token = store.vault.get(paypal.vault_id);
        if (token === undefined) {
          return notFoundAnswer('The vault id does not exist.');
        }
        if (token.deleted) {
          return unprocessableAnswer('The token was deleted.', 'AGREEMENT_ALREADY_CANCELLED');
        }
        token.charges += 1;
        order.vaultId = token.id;
        order.payerId = token.customerId;
        store.orders.set(order.id, order);
        const declined =
          token.behaviour === 'declineAll' || (token.behaviour === 'declineOdd' && token.charges % 2 === 1);
        const capture = newCapture(order, declined ? 'DECLINED' : amountStaysPending(amount) ? 'PENDING' : 'COMPLETED');
        announceCapture(capture);
        return { status: 201, body: orderAnswer(order) };
      }
      if (order.returnUrl === null || order.cancelUrl === null) {
        return unprocessableAnswer('return_url and cancel_url are required.', 'MISSING_RETURN_URL');
      }
      store.orders.set(order.id, order);
      return { status: 200, body: orderAnswer(order) };
    }),
  );

  app.get<{ Params: { id: string } }>('/v2/checkout/orders/:id', async (request, reply) => {
    const order = store.orders.get(request.params.id);
    if (order === undefined) return notFound(reply);
    return reply.header('cache-control', 'no-store').send(orderAnswer(order));
  });

  app.post<{ Params: { id: string } }>('/v2/checkout/orders/:id/capture', async (request, reply) =>
    idempotent(request, reply, `capture:${request.params.id}`, () => {
      const order = store.orders.get(request.params.id);
      if (order === undefined) {
        return notFoundAnswer();
      }
      if (order.status === 'COMPLETED') {
        return unprocessableAnswer('Order already captured.', 'ORDER_ALREADY_CAPTURED');
      }
      if (order.status !== 'APPROVED' || order.approval === null) {
        return unprocessableAnswer('Payer has not approved the order.', 'ORDER_NOT_APPROVED');
      }
      if (order.approval.kind === 'decline') {
        return unprocessableAnswer('The instrument was declined.', order.approval.issue);
      }
      const pending = order.approval.kind === 'pending' || amountStaysPending(order.amount);
      if (order.storeInVault) {
        const token = {
          id: paypalId(8).toLowerCase(),
          customerId: order.payerId ?? paypalId(10),
          payerEmail: 'payer@personal.example',
          behaviour: order.vaultBehaviour,
          charges: 0,
          deleted: false,
        };
        store.vault.set(token.id, token);
        order.vaultId = token.id;
      }
      const capture = newCapture(order, pending ? 'PENDING' : 'COMPLETED');
      announceCapture(capture);
      return { status: 201, body: orderAnswer(order) };
    }),
  );

  // --- Payments -------------------------------------------------------------------------------------------
  app.get<{ Params: { id: string } }>('/v2/payments/captures/:id', async (request, reply) => {
    const capture = store.captures.get(request.params.id);
    if (capture === undefined) return notFound(reply);
    return reply.header('cache-control', 'no-store').send(captureJson(publicBase, capture));
  });

  app.post<{ Params: { id: string } }>('/v2/payments/captures/:id/refund', async (request, reply) =>
    idempotent(request, reply, `refund:${request.params.id}`, () => {
      const capture = store.captures.get(request.params.id);
      if (capture === undefined) {
        return notFoundAnswer();
      }
      const parsed = refundRequestSchema.safeParse(request.body ?? {});
      if (!parsed.success) return malformedAnswer('INVALID_PARAMETER_VALUE');
      if (capture.status !== 'COMPLETED' && capture.status !== 'PARTIALLY_REFUNDED') {
        return unprocessableAnswer('The capture cannot be refunded.', 'CAPTURE_FULLY_REFUNDED');
      }
      const left = capture.amount.value - capture.refunded;
      const given = parsed.data.amount;
      const value = given === undefined ? left : minorOf(given.value, given.currency_code);
      if (value === null || value <= 0 || (given !== undefined && given.currency_code !== capture.amount.currency)) {
        return unprocessableAnswer('Invalid amount.', 'INVALID_CURRENCY_CODE');
      }
      if (value > left) {
        return unprocessableAnswer('The refund amount exceeds what is left.', 'REFUND_AMOUNT_EXCEEDED');
      }
      const failed = value % 100 === REFUND_FAILING_AMOUNT_ENDING;
      const refund = {
        id: paypalId(),
        captureId: capture.id,
        status: failed ? ('FAILED' as const) : ('COMPLETED' as const),
        amount: { value, currency: capture.amount.currency },
        customId: parsed.data.custom_id ?? null,
        createTime: now(),
      };
      store.refunds.set(refund.id, refund);
      if (!failed) {
        capture.refunded += value;
        capture.status = capture.refunded >= capture.amount.value ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
        webhooks.send('PAYMENT.CAPTURE.REFUNDED', 'refund', 'A capture was refunded', refundJson(publicBase, refund));
      }
      return { status: 201, body: refundJson(publicBase, refund) };
    }),
  );

  app.get<{ Params: { id: string } }>('/v2/payments/refunds/:id', async (request, reply) => {
    const refund = store.refunds.get(request.params.id);
    if (refund === undefined) return notFound(reply);
    return reply.header('cache-control', 'no-store').send(refundJson(publicBase, refund));
  });

  // --- Vault ----------------------------------------------------------------------------------------------
  app.get<{ Params: { id: string } }>('/v3/vault/payment-tokens/:id', async (request, reply) => {
    const token = store.vault.get(request.params.id);
    if (token === undefined || token.deleted) return notFound(reply);
    return reply.send({
      id: token.id,
      customer: { id: token.customerId },
      payment_source: { paypal: { email_address: token.payerEmail, usage_type: 'MERCHANT' } },
      links: [{ href: `${publicBase}/v3/vault/payment-tokens/${token.id}`, rel: 'self', method: 'GET' }],
    });
  });

  app.delete<{ Params: { id: string } }>('/v3/vault/payment-tokens/:id', async (request, reply) => {
    const token = store.vault.get(request.params.id);
    if (token === undefined || token.deleted) return notFound(reply);
    token.deleted = true;
    return reply.status(204).send();
  });

  // --- Payouts --------------------------------------------------------------------------------------------
  app.post('/v1/payments/payouts', async (request, reply) =>
    idempotent(request, reply, 'payouts', () => {
      const parsed = payoutRequestSchema.safeParse(request.body);
      const item = parsed.success ? parsed.data.items[0] : undefined;
      if (!parsed.success || item === undefined) return payoutValidationAnswer('REQUIRED_FIELD_MISSING');
      const senderBatchId = parsed.data.sender_batch_header.sender_batch_id;
      if ([...store.payouts.values()].some((payout) => payout.senderBatchId === senderBatchId)) {
        return errorAnswer(
          400,
          'USER_BUSINESS_ERROR',
          'Batch with given sender_batch_id already exists',
          'DUPLICATE_REQUEST_ID',
        );
      }
      const value = minorOf(item.amount.value, item.amount.currency);
      if (value === null || value <= 0) {
        return payoutValidationAnswer('INVALID_AMOUNT');
      }
      const payout = {
        batchId: paypalId(13),
        itemId: paypalId(13),
        senderBatchId,
        senderItemId: item.sender_item_id ?? null,
        receiver: item.receiver,
        amount: { value, currency: item.amount.currency },
        status: 'PENDING' as 'PENDING' | 'SUCCESS' | 'FAILED',
        errorName: null as string | null,
        createTime: now(),
      };
      store.payouts.set(payout.batchId, payout);
      deps.scheduler.schedule(deps.config.payoutSettleMs, () => {
        if (payout.receiver.toLowerCase().endsWith(PAYOUT_FAILING_PAYPAL_SUFFIX)) {
          payout.status = 'FAILED';
          payout.errorName = 'RECEIVER_ACCOUNT_LOCKED';
        } else if (value % 100 === PAYOUT_FAILING_AMOUNT_ENDING) {
          payout.status = 'FAILED';
          payout.errorName = 'TRANSACTION_LIMIT_EXCEEDED';
        } else {
          payout.status = 'SUCCESS';
        }
        const eventType =
          payout.status === 'SUCCESS' ? 'PAYMENT.PAYOUTS-ITEM.SUCCEEDED' : 'PAYMENT.PAYOUTS-ITEM.FAILED';
        webhooks.send(
          eventType,
          'payouts_item',
          `A payout item ${payout.status.toLowerCase()}`,
          payoutItemJson(publicBase, payout),
        );
      });
      return { status: 201, body: payoutBatchJson(publicBase, payout, false) };
    }),
  );

  app.get<{ Params: { id: string } }>('/v1/payments/payouts/:id', async (request, reply) => {
    const payout = store.payouts.get(request.params.id);
    if (payout === undefined) return notFound(reply);
    return reply.header('cache-control', 'no-store').send(payoutBatchJson(publicBase, payout, true));
  });

  app.get<{ Params: { id: string } }>('/v1/payments/payouts-item/:id', async (request, reply) => {
    const payout = [...store.payouts.values()].find((candidate) => candidate.itemId === request.params.id);
    if (payout === undefined) return notFound(reply);
    return reply.header('cache-control', 'no-store').send(payoutItemJson(publicBase, payout));
  });

  // --- Disputes -------------------------------------------------------------------------------------------
  app.get<{ Querystring: { disputed_transaction_id?: string } }>('/v1/customer/disputes', async (request, reply) => {
    const captureId = request.query.disputed_transaction_id;
    const items = [...store.disputes.values()]
      .filter((dispute) => captureId === undefined || dispute.captureId === captureId)
      .reverse()
      .flatMap((dispute) => {
        const capture = store.captures.get(dispute.captureId);
        return capture === undefined ? [] : [disputeJson(publicBase, dispute, capture)];
      });
    return reply.header('cache-control', 'no-store').send({ items });
  });

  app.get<{ Params: { id: string } }>('/v1/customer/disputes/:id', async (request, reply) => {
    const dispute = store.disputes.get(request.params.id);
    const capture = dispute === undefined ? undefined : store.captures.get(dispute.captureId);
    if (dispute === undefined || capture === undefined) return notFound(reply);
    return reply.header('cache-control', 'no-store').send(disputeJson(publicBase, dispute, capture));
  });

  // The seller's answers (PayPal's Disputes API v1). accept-claim: the seller refunds the buyer, the dispute is
  // resolved in the buyer's favour (CUSTOMER.DISPUTE.RESOLVED). provide-evidence (multipart/form-data, the JSON in
  // its `input` part): the dispute waits for PayPal's decision (UNDER_REVIEW), which the test tool
  // /v1/test/disputes/:id/resolve gives. Each only while the dispute's HATEOAS links offer it; the same answer
  // again is answered again.
  app.post<{ Params: { id: string } }>('/v1/customer/disputes/:id/accept-claim', async (request, reply) => {
    const dispute = store.disputes.get(request.params.id);
    const capture = dispute === undefined ? undefined : store.captures.get(dispute.captureId);
    if (dispute === undefined || capture === undefined) return notFound(reply);
    const parsed = z
      .object({
        note: z.string().min(1).max(2000),
        accept_claim_type: z.enum(['REFUND', 'REFUND_WITH_RETURN', 'PARTIAL_REFUND']).optional(),
      })
      .loose()
      .safeParse(request.body ?? {});
    if (!parsed.success) return invalid(reply);
    if (dispute.response?.decision === 'accept')
      return reply.header('cache-control', 'no-store').send(answerLinks(dispute));
    if (dispute.status !== 'OPEN') {
      return unprocessable(reply, 'NOT_ELIGIBLE', 'The dispute does not accept this action in its current state.');
    }
    dispute.response = { decision: 'accept', note: parsed.data.note };
    dispute.status = 'RESOLVED';
    dispute.outcome = 'RESOLVED_BUYER_FAVOUR';
    webhooks.send(
      'CUSTOMER.DISPUTE.RESOLVED',
      'dispute',
      'A dispute was resolved',
      disputeJson(publicBase, dispute, capture),
    );
    return reply.header('cache-control', 'no-store').send(answerLinks(dispute));
  });

  app.post<{ Params: { id: string } }>('/v1/customer/disputes/:id/provide-evidence', async (request, reply) => {
    const dispute = store.disputes.get(request.params.id);
    const capture = dispute === undefined ? undefined : store.captures.get(dispute.captureId);
    if (dispute === undefined || capture === undefined) return notFound(reply);
    const contentType = request.headers['content-type'] ?? '';
    if (!contentType.startsWith('multipart/form-data')) return invalid(reply, 'INVALID_CONTENT_TYPE');
    const input = multipartPart(contentType, typeof request.body === 'string' ? request.body : '', 'input');
    let json: unknown;
    try {
      json = input === undefined ? undefined : JSON.parse(input);
    } catch {
      return invalid(reply, 'MALFORMED_REQUEST_JSON');
    }
    const parsed = z
      .object({
        evidences: z
          .array(z.object({ evidence_type: z.string().min(1), notes: z.string().max(2000).optional() }).loose())
          .min(1),
      })
      .safeParse(json);
    if (!parsed.success) return invalid(reply);
    const notes = parsed.data.evidences.map((evidence) => evidence.notes ?? '').join('\n');
    if (dispute.response?.decision === 'defend' && dispute.response.note === notes) {
      return reply.header('cache-control', 'no-store').send(answerLinks(dispute));
    }
    if (dispute.status !== 'OPEN' || dispute.stage !== 'INQUIRY') {
      return unprocessable(reply, 'NOT_ELIGIBLE', 'The dispute does not accept evidence in its current state.');
    }
    dispute.response = { decision: 'defend', note: notes };
    dispute.evidences = parsed.data.evidences.map((evidence) => ({
      evidence_type: evidence.evidence_type,
      notes: evidence.notes ?? null,
    }));
    dispute.status = 'UNDER_REVIEW';
    return reply.header('cache-control', 'no-store').send(answerLinks(dispute));
  });

  // --- Webhooks -------------------------------------------------------------------------------------------
  app.post('/v1/notifications/webhooks', async (request, reply) => {
    const parsed = z
      .object({ url: z.url({ protocol: /^https?$/ }) })
      .loose()
      .safeParse(request.body);
    if (!parsed.success) return invalid(reply, 'INVALID_PARAMETER_SYNTAX');
    const webhook = { id: paypalId(17), url: parsed.data.url };
    store.webhooks.set(webhook.id, webhook);
    return reply.status(201).send({ id: webhook.id, url: webhook.url, event_types: [{ name: '*' }] });
  });

  app.get('/v1/notifications/webhooks', async (_request, reply) =>
    reply.send({
      webhooks: [...store.webhooks.values()].map((webhook) => ({ ...webhook, event_types: [{ name: '*' }] })),
    }),
  );

  app.get('/v1/notifications/webhooks-events', async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({
      events: [...store.events.values()].map((event) => ({
        ...(JSON.parse(event.body) as object),
        transmissions: event.attempts.map((attempt) => ({
          webhook_url: event.url,
          http_status: attempt.statusCode,
          time: attempt.at,
        })),
        status: event.state === 'delivered' ? 'SUCCESS' : event.state === 'failed' ? 'FAILURE' : 'PENDING',
      })),
    }),
  );

  app.post<{ Params: { id: string } }>('/v1/notifications/webhooks-events/:id/resend', async (request, reply) => {
    if (!webhooks.resend(request.params.id)) return notFound(reply);
    return reply.status(202).send({ id: request.params.id });
  });

  app.get(CERT_PATH, async (_request, reply) => reply.type('application/x-pem-file').send(webhooks.publicKeyPem()));

  app.post('/v1/notifications/verify-webhook-signature', async (request, reply) => {
    const parsed = verifyRequestSchema.safeParse(request.body);
    if (!parsed.success) return invalid(reply);
    const body = parsed.data;
    const known = store.webhooks.has(body.webhook_id);
    // The event as the dialect sent it: compact JSON, so parsing and writing it again gives the same bytes.
    const verified =
      known &&
      body.auth_algo === 'SHA256withRSA' &&
      body.cert_url === `${publicBase}${CERT_PATH}` &&
      webhooks.verify({
        transmissionId: body.transmission_id,
        transmissionTime: body.transmission_time,
        webhookId: body.webhook_id,
        body: JSON.stringify(body.webhook_event),
        signature: body.transmission_sig,
      });
    return reply.header('cache-control', 'no-store').send({ verification_status: verified ? 'SUCCESS' : 'FAILURE' });
  });

  // --- Test tools (the dialect's OAuth token; PayPal's sandbox has its own dashboard for these) ------------
  app.post<{ Params: { id: string } }>('/v1/test/captures/:id/complete', async (request, reply) => {
    const capture = store.captures.get(request.params.id);
    if (capture === undefined) return notFound(reply);
    if (capture.status !== 'PENDING') return unprocessable(reply, 'CAPTURE_NOT_PENDING');
    capture.status = 'COMPLETED';
    announceCapture(capture);
    return reply.send(captureJson(publicBase, capture));
  });

  app.post<{ Params: { id: string } }>('/v1/test/captures/:id/dispute', async (request, reply) => {
    const capture = store.captures.get(request.params.id);
    if (capture === undefined) return notFound(reply);
    const stage = z
      .object({ stage: z.enum(['INQUIRY', 'CHARGEBACK']).optional(), reason: z.string().optional() })
      .safeParse(request.body ?? {});
    if (!stage.success) return invalid(reply);
    const dispute = {
      id: `PP-D-${paypalId(5)}`,
      captureId: capture.id,
      status: 'OPEN' as 'OPEN' | 'RESOLVED',
      outcome: null as string | null,
      reason: stage.data.reason ?? 'UNAUTHORISED',
      stage: stage.data.stage ?? 'CHARGEBACK',
      createTime: now(),
    };
    store.disputes.set(dispute.id, dispute);
    webhooks.send(
      'CUSTOMER.DISPUTE.CREATED',
      'dispute',
      'A new dispute opened',
      disputeJson(publicBase, dispute, capture),
    );
    return reply.status(201).send(disputeJson(publicBase, dispute, capture));
  });

  app.post<{ Params: { id: string } }>('/v1/test/disputes/:id/resolve', async (request, reply) => {
    const dispute = store.disputes.get(request.params.id);
    const capture = dispute === undefined ? undefined : store.captures.get(dispute.captureId);
    if (dispute === undefined || capture === undefined) return notFound(reply);
    const parsed = z
      .object({ outcome: z.enum(['RESOLVED_SELLER_FAVOUR', 'RESOLVED_BUYER_FAVOUR', 'CANCELED_BY_BUYER']) })
      .safeParse(request.body ?? {});
    if (!parsed.success) return invalid(reply);
    dispute.status = 'RESOLVED';
    dispute.outcome = parsed.data.outcome;
    webhooks.send(
      'CUSTOMER.DISPUTE.RESOLVED',
      'dispute',
      'A dispute was resolved',
      disputeJson(publicBase, dispute, capture),
    );
    return reply.send(disputeJson(publicBase, dispute, capture));
  });

  app.post<{ Params: { id: string } }>('/v1/test/captures/:id/reverse', async (request, reply) => {
    const capture = store.captures.get(request.params.id);
    if (capture === undefined) return notFound(reply);
    const reversal = {
      id: paypalId(),
      captureId: capture.id,
      status: 'COMPLETED' as const,
      amount: capture.amount,
      customId: capture.customId,
      createTime: now(),
    };
    webhooks.send('PAYMENT.CAPTURE.REVERSED', 'refund', 'A payment was reversed', refundJson(publicBase, reversal));
    return reply.status(201).send(refundJson(publicBase, reversal));
  });

  // --- The approve page (browser) -------------------------------------------------------------------------
  const sendHtml = (reply: FastifyReply, status: number, html: string) =>
    reply
      .status(status)
      .header('cache-control', 'no-store')
      .header('content-security-policy', PAGE_SECURITY_POLICY)
      .header('referrer-policy', 'no-referrer')
      .type('text/html; charset=utf-8')
      .send(html);

  app.get<{ Querystring: { token?: string } }>('/checkoutnow', async (request, reply) => {
    const order = store.orders.get(String(request.query.token ?? ''));
    if (order === undefined) return notFound(reply);
    return sendHtml(reply, 200, renderApprovePage(order, `${PAYPAL_PREFIX}/checkoutnow?token=${order.id}`));
  });

  app.post<{ Querystring: { token?: string } }>('/checkoutnow', async (request, reply) => {
    const order = store.orders.get(String(request.query.token ?? ''));
    if (order === undefined) return notFound(reply);
    const parsed = approveFormSchema.safeParse(request.body);
    if (!parsed.success) return invalid(reply);
    const { choice, refusalCode, vaultBehaviour } = parsed.data;
    if (order.status !== 'PAYER_ACTION_REQUIRED') {
      return sendHtml(reply, 200, renderApprovePage(order, `${PAYPAL_PREFIX}/checkoutnow?token=${order.id}`));
    }
    request.log.info({ orderId: order.id, choice }, 'paypal approve page choice');
    if (choice === 'cancel') {
      // PayPal leaves a cancelled order as it was; the payer goes back to cancel_url with the token.
      const target = new URL(order.cancelUrl ?? deps.config.publicUrl);
      target.searchParams.set('token', order.id);
      return reply.header('cache-control', 'no-store').redirect(target.toString(), 303);
    }
    order.status = 'APPROVED';
    order.payerId = paypalId(13);
    order.vaultBehaviour = (vaultBehaviour ?? 'succeed') satisfies VaultBehaviour;
    order.approval =
      choice === 'decline'
        ? { kind: 'decline', issue: DECLINE_ISSUES[refusalCode ?? '8'] ?? 'INSTRUMENT_DECLINED' }
        : choice === 'pending'
          ? { kind: 'pending' }
          : { kind: 'capture' };
    webhooks.send(
      'CHECKOUT.ORDER.APPROVED',
      'checkout-order',
      'An order has been approved by buyer',
      orderAnswer(order),
    );
    const target = new URL(order.returnUrl ?? deps.config.publicUrl);
    target.searchParams.set('token', order.id);
    target.searchParams.set('PayerID', order.payerId);
    return reply.header('cache-control', 'no-store').redirect(target.toString(), 303);
  });
}
