// Adyen's dialect (issue 23 point 5): the Checkout API paths, headers and bodies the official
// @adyen/api-library sends and reads, on top of the sandbox's own payments, so the shop's Adyen adapter runs
// unchanged against ${publicUrl}/adyen/checkout with only its base URL changed. The magic values are the
// sandbox's (README): a card's `encryptedCard` is a sandbox card token, `storedPaymentMethodId` a recurring
// reference. Calls need `X-API-Key` (PSP_SANDBOX_ADYEN_API_KEY); writes honour `Idempotency-Key`; errors come as
// Adyen's { status, errorCode, message, errorType }.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxDeps } from '../../app-deps.ts';
import { checkIdempotency, idempotencyShortcut, rememberAnswer } from '../../lib/idempotency.ts';
import { newId } from '../../lib/ids.ts';
import type { Dispute, Payment, PaymentMethod } from '../../store/store.ts';
import { notifyDispute } from '../disputes/disputes.routes.ts';
import { IDEAL_ISSUERS } from '../ideal/ideal-issuers.ts';
import type { NotificationEvent } from '../notifications/notifier.ts';
import type { PaymentRequest } from '../payments/payment-request.ts';
import { createPayment } from '../payments/payments.service.ts';
import { createRefund } from '../refunds/refunds.service.ts';
import { createSecurityCodeToken, createToken } from '../tokens/tokens.service.ts';
import { adyenDisputeRoutes } from './adyen-disputes.ts';
import { BLOB_PREFIX, decryptField } from './adyen-field-encryption.ts';
import { adyenMarkerOf, isAdyenMarker } from './adyen-notifications.ts';
import { adyenRefusalOf } from './adyen-refusals.ts';

/** The Checkout API versions the dialect answers (the SDK 32.x sends v72; v71 is the issue's). */
const VERSIONS = new Set(['v71', 'v72']);

type Json = Record<string, unknown>;

function adyenError(reply: FastifyReply, status: number, errorCode: string, message: string, errorType = 'validation') {
  return reply.status(status).send({ status, errorCode, message, errorType });
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

function object(value: unknown): Json | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : undefined;
}

/** Whether the shopper is sent back from a payment made in Adyen's dialect (redirectResult instead of pspReference). */
export function isAdyenPayment(payment: Payment): boolean {
  return isAdyenMarker(payment.notificationUrl);
}

/** The redirectResult the shopper brings back: opaque to the merchant, as Adyen's is. */
export function redirectResultOf(payment: Payment): string {
  return Buffer.from(JSON.stringify({ p: payment.pspReference }), 'utf8').toString('base64url');
}

function paymentOfRedirectResult(deps: SandboxDeps, redirectResult: string): Payment | undefined {
  try {
    const decoded = JSON.parse(Buffer.from(redirectResult, 'base64url').toString('utf8')) as { p?: unknown };
    return typeof decoded.p === 'string' ? deps.store.payments.get(decoded.p) : undefined;
  } catch {
    return undefined;
  }
}

/** The sandbox's payment request of an Adyen PaymentRequest, or Adyen's validation error. */
type Refusal = { ok: false; code: string; message: string };

const UNDECRYPTABLE: Refusal = { ok: false, code: '174', message: 'Unable to decrypt data' };

/**
 * A card from the secured fields' blobs (adyen-web.js): decrypted here, then tokenized as the sandbox's own fields
 * would be, so the magic card numbers and CVCs decide as everywhere. Blobs that do not decrypt are Adyen's 174.
 */
function cardOfSecuredFields(
  deps: SandboxDeps,
  paymentMethod: Json,
  holder: string,
  now: Date,
): { ok: true; token: string } | Refusal {
  const number = decryptField('encryptedCardNumber', paymentMethod.encryptedCardNumber);
  const expiryMonth = decryptField('encryptedExpiryMonth', paymentMethod.encryptedExpiryMonth);
  const expiryYear = decryptField('encryptedExpiryYear', paymentMethod.encryptedExpiryYear);
  const cvc =
    paymentMethod.encryptedSecurityCode === undefined
      ? ''
      : decryptField('encryptedSecurityCode', paymentMethod.encryptedSecurityCode);
  if (number === undefined || expiryMonth === undefined || expiryYear === undefined || cvc === undefined) {
    return UNDECRYPTABLE;
  }
  const result = createToken(deps.store, { holder, number, expiryMonth, expiryYear, cvc }, now);
  if (!result.ok) return { ok: false, code: '101', message: `Invalid card (${result.error})` };
  return { ok: true, token: result.card.token };
}

/** A stored card's CVC from its secured field, as the sandbox's single-use CVC token. */
function securityCodeOfSecuredField(deps: SandboxDeps, blob: unknown): { ok: true; token: string } | Refusal {
  const cvc = decryptField('encryptedSecurityCode', blob);
  if (cvc === undefined) return UNDECRYPTABLE;
  const code = createSecurityCodeToken(deps.store, { cvc });
  if (!code.ok) return { ok: false, code: '101', message: `Invalid security code (${code.error})` };
  return { ok: true, token: code.code.token };
}

/** The shopperReference a stored payment method was stored for (the payment that stored it), if known. */
function shopperReferenceOfStored(deps: SandboxDeps, storedPaymentMethodId: string): string | undefined {
  for (const payment of deps.store.payments.values()) {
    if (payment.storePaymentMethod && payment.recurringReference === storedPaymentMethodId) {
      return deps.store.adyenShopperReferences.get(payment.pspReference);
    }
  }
  return undefined;
}

function internalRequestOf(deps: SandboxDeps, body: Json, now: Date): { ok: true; request: PaymentRequest } | Refusal {
  const merchantAccount = text(body.merchantAccount);
  const reference = text(body.reference);
  const amount = object(body.amount);
  const paymentMethod = object(body.paymentMethod);
  if (merchantAccount === undefined)
    return { ok: false, code: '14_005', message: 'Required field merchantAccount is missing' };
  if (reference === undefined) return { ok: false, code: '130', message: 'Required field reference is missing' };
  if (amount === undefined || typeof amount.value !== 'number' || typeof amount.currency !== 'string') {
    return { ok: false, code: '100', message: 'Required field amount is missing' };
  }
  if (paymentMethod === undefined)
    return { ok: false, code: '14_0414', message: 'Required field paymentMethod is missing' };
  const type = text(paymentMethod.type);
  const stored = text(paymentMethod.storedPaymentMethodId);
  const shopperName = object(body.shopperName);
  const name = [text(shopperName?.firstName), text(shopperName?.lastName)].filter(Boolean).join(' ');
  let method: PaymentMethod;
  const parts: Partial<PaymentRequest> = {};
  let storedSecurityCodeToken: string | undefined;
  if (stored !== undefined) {
    // As at Adyen, a stored payment method is charged only for the shopper it was stored for.
    const owner = shopperReferenceOfStored(deps, stored);
    if (owner !== undefined && owner !== text(body.shopperReference)) {
      return { ok: false, code: '803', message: 'PaymentDetail not found' };
    }
  }
  if (type === 'scheme') {
    method = 'card';
    const token = text(paymentMethod.encryptedCard);
    if (token !== undefined) {
      // A saved card's CVC: the secured CVC field's blob (or a CVC token of the sandbox's own script).
      let securityCodeToken = text(paymentMethod.encryptedSecurityCode);
      if (securityCodeToken?.startsWith(BLOB_PREFIX)) {
        const cvc = securityCodeOfSecuredField(deps, securityCodeToken);
        if (!cvc.ok) return cvc;
        securityCodeToken = cvc.token;
      }
      parts.card = { token, ...(securityCodeToken === undefined ? {} : { securityCodeToken }) };
    } else if (stored !== undefined) {
      // A stored card with the shopper present (card-on-file): its CVC as the secured CVC field's blob.
      const blob = text(paymentMethod.encryptedSecurityCode);
      if (blob !== undefined) {
        const cvc = securityCodeOfSecuredField(deps, blob);
        if (!cvc.ok) return cvc;
        storedSecurityCodeToken = cvc.token;
      }
    } else if (paymentMethod.encryptedCardNumber !== undefined) {
      const card = cardOfSecuredFields(deps, paymentMethod, text(paymentMethod.holderName) ?? name, now);
      if (!card.ok) return card;
      parts.card = { token: card.token };
    }
  } else if (type === 'sepadirectdebit') {
    method = 'sepa';
    const iban = text(paymentMethod.iban);
    const holder = text(paymentMethod.ownerName);
    if (iban !== undefined && holder !== undefined) parts.sepa = { iban, holder };
  } else if (type === 'ideal') {
    method = 'ideal';
    // iDEAL 2.0 names no issuer: the bank is chosen on iDEAL's own page (here the sandbox's).
    parts.ideal = { issuer: text(paymentMethod.issuer) ?? IDEAL_ISSUERS[0]?.bic ?? 'INGBNL2A' };
  } else {
    return { ok: false, code: '14_0413', message: `Payment method ${String(type)} not supported here` };
  }
  const interaction = text(body.shopperInteraction);
  // A stored method is charged merchant-initiated (no redirect, no challenge), as a ContAuth charge is.
  const merchantInitiated = stored !== undefined;
  const model = text(body.recurringProcessingModel);
  const request = {
    reference,
    method,
    amount: { value: amount.value, currency: amount.currency },
    ...parts,
    shopper: {
      ...(name === '' ? {} : { name }),
      ...(text(body.countryCode) === undefined ? {} : { country: text(body.countryCode) }),
    },
    ...(text(body.shopperLocale) === undefined ? {} : { shopperLocale: text(body.shopperLocale) }),
    ...(text(body.returnUrl) === undefined ? {} : { returnUrl: text(body.returnUrl) }),
    notificationUrl: adyenMarkerOf(merchantAccount),
    ...(body.storePaymentMethod === true ? { storePaymentMethod: true } : {}),
    ...(model === 'Subscription' || model === 'CardOnFile' || model === 'UnscheduledCardOnFile'
      ? { recurringProcessingModel: model }
      : {}),
    ...(merchantInitiated
      ? {
          shopperInteraction: 'ContAuth' as const,
          recurring: {
            reference: stored,
            ...(storedSecurityCodeToken === undefined ? {} : { securityCodeToken: storedSecurityCodeToken }),
          },
        }
      : {}),
  } as PaymentRequest;
  if (interaction === 'ContAuth' && !merchantInitiated) {
    return { ok: false, code: '14_0416', message: 'ContAuth needs a storedPaymentMethodId' };
  }
  return { ok: true, request };
}

/** Adyen's PaymentResponse (or PaymentDetailsResponse) of a sandbox payment. */
function paymentResponseOf(deps: SandboxDeps, payment: Payment): Json {
  const base: Json = {
    pspReference: payment.pspReference,
    merchantReference: payment.reference,
    amount: payment.amount,
  };
  const additionalData: Record<string, string> = {};
  if (payment.card !== null) {
    additionalData.cardSummary = payment.card.last4;
    additionalData.expiryDate = `${payment.card.expiryMonth}/${payment.card.expiryYear}`;
    additionalData.cardHolderName = payment.card.holder;
    additionalData.paymentMethod = payment.card.brand;
  }
  const shopperReference = deps.store.adyenShopperReferences.get(payment.pspReference);
  if (payment.recurringReference !== null && shopperReference !== undefined && payment.storePaymentMethod) {
    additionalData['tokenization.storedPaymentMethodId'] = payment.recurringReference;
    additionalData['tokenization.shopperReference'] = shopperReference;
  }
  const withData = Object.keys(additionalData).length === 0 ? base : { ...base, additionalData };
  switch (payment.status) {
    case 'AUTHORISED':
      // A SEPA debit is Received at once; its AUTHORISATION notification follows (as at Adyen).
      if (payment.method === 'sepa' && payment.recurringReference === null)
        return { ...withData, resultCode: 'Received' };
      return { ...withData, resultCode: 'Authorised' };
    case 'REFUSED':
    case 'BLOCKED': {
      const refusal = adyenRefusalOf(payment.status, payment.refusalCode);
      return { ...withData, resultCode: 'Refused', refusalReason: refusal.reason, refusalReasonCode: refusal.code };
    }
    case 'CANCELLED':
      return { ...withData, resultCode: 'Cancelled' };
    case 'REDIRECT':
      return {
        ...withData,
        resultCode: 'RedirectShopper',
        action: {
          type: 'redirect',
          method: 'GET',
          url: `${deps.config.publicUrl}/pay/${payment.pspReference}`,
          paymentMethodType: payment.method === 'card' ? 'scheme' : payment.method,
        },
      };
    case 'RETURNED':
      return { ...withData, resultCode: 'Authorised' };
    default:
      return { ...withData, resultCode: payment.method === 'sepa' ? 'Received' : 'Pending' };
  }
}

/** The sandbox's rejections in Adyen's words. */
function rejection(reply: FastifyReply, statusCode: number, error: string) {
  if (statusCode === 404) return adyenError(reply, 422, '167', 'Original pspReference required for this operation');
  return adyenError(reply, statusCode >= 500 ? statusCode : 422, '14_030', error);
}

export async function adyenRoutes(app: FastifyInstance, deps: SandboxDeps): Promise<void> {
  const adyen = deps.config.adyen;
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
    const given = request.headers['x-api-key'];
    const expected = adyen?.apiKey;
    const ok =
      expected !== undefined &&
      typeof given === 'string' &&
      given.length === expected.length &&
      timingSafeEqual(Buffer.from(given), Buffer.from(expected));
    if (!ok) return adyenError(reply, 401, '000', 'HTTP Status Response - Unauthorized', 'security');
    return undefined;
  });

  const versioned = (path: string) => `/adyen/checkout/:version${path}`;
  const checkVersion = (request: FastifyRequest<{ Params: { version: string } }>, reply: FastifyReply): boolean => {
    if (VERSIONS.has(request.params.version)) return true;
    void adyenError(reply, 404, '000', `Checkout API ${request.params.version} not offered here`, 'configuration');
    return false;
  };

  app.post<{ Params: { version: string } }>(versioned('/payments'), async (request, reply) => {
    if (!checkVersion(request, reply)) return reply;
    const idempotency = checkIdempotency(deps.store, 'adyen-payments', request);
    const shortcut = idempotencyShortcut(idempotency);
    if (shortcut !== null) {
      if (idempotency.kind === 'conflict')
        return adyenError(reply, 422, '704', 'request already processed or in progress');
      return reply.status(shortcut.statusCode === 201 ? 200 : shortcut.statusCode).send(shortcut.body);
    }
    const body = object(request.body) ?? {};
    const parsed = internalRequestOf(deps, body, deps.clock.now());
    if (!parsed.ok) return adyenError(reply, 422, parsed.code, parsed.message);
    const result = createPayment(deps, parsed.request, deps.clock.now());
    if (!result.ok) return rejection(reply, result.statusCode, result.error);
    const shopperReference = text(body.shopperReference);
    if (shopperReference !== undefined) {
      deps.store.adyenShopperReferences.set(result.payment.pspReference, shopperReference);
    }
    const answer = paymentResponseOf(deps, result.payment);
    rememberAnswer(deps.store, idempotency, 200, answer);
    request.log.info({ pspReference: result.payment.pspReference, status: result.payment.status }, 'adyen payment');
    return reply.send(answer);
  });

  app.post<{ Params: { version: string } }>(versioned('/payments/details'), async (request, reply) => {
    if (!checkVersion(request, reply)) return reply;
    const details = object(object(request.body)?.details);
    const redirectResult = text(details?.redirectResult);
    if (redirectResult === undefined)
      return adyenError(reply, 422, '14_0051', 'Required field details.redirectResult is missing');
    const payment = paymentOfRedirectResult(deps, redirectResult);
    if (payment === undefined || !isAdyenPayment(payment)) {
      return adyenError(reply, 422, '101', 'Invalid redirectResult');
    }
    // Back without a choice on the page: the shopper left it (Adyen answers Cancelled).
    if (payment.status === 'REDIRECT')
      return reply.send({ ...paymentResponseOf(deps, payment), resultCode: 'Cancelled', action: undefined });
    return reply.send(paymentResponseOf(deps, payment));
  });

  app.post<{ Params: { version: string; pspReference: string } }>(
    versioned('/payments/:pspReference/refunds'),
    async (request, reply) => {
      if (!checkVersion(request, reply)) return reply;
      const idempotency = checkIdempotency(deps.store, `adyen-refunds:${request.params.pspReference}`, request);
      const shortcut = idempotencyShortcut(idempotency);
      if (shortcut !== null)
        return reply.status(shortcut.statusCode === 201 ? 200 : shortcut.statusCode).send(shortcut.body);
      const body = object(request.body) ?? {};
      const amount = object(body.amount);
      const merchantAccount = text(body.merchantAccount);
      if (merchantAccount === undefined)
        return adyenError(reply, 422, '14_005', 'Required field merchantAccount is missing');
      if (amount === undefined || typeof amount.value !== 'number' || typeof amount.currency !== 'string') {
        return adyenError(reply, 422, '100', 'Required field amount is missing');
      }
      const reference = text(body.reference) ?? newId('ref');
      const result = createRefund(deps, request.params.pspReference, {
        reference,
        amount: { value: amount.value, currency: amount.currency },
      });
      if (!result.ok) return rejection(reply, result.statusCode, result.error);
      const answer = {
        merchantAccount,
        paymentPspReference: request.params.pspReference,
        pspReference: result.refund.pspReference,
        reference,
        amount: result.refund.amount,
        status: 'received',
      };
      rememberAnswer(deps.store, idempotency, 201, answer);
      return reply.status(201).send(answer);
    },
  );

  app.post<{ Params: { version: string; pspReference: string } }>(
    versioned('/payments/:pspReference/cancels'),
    async (request, reply) => {
      if (!checkVersion(request, reply)) return reply;
      const payment = deps.store.payments.get(request.params.pspReference);
      const merchantAccount = text(object(request.body)?.merchantAccount);
      if (merchantAccount === undefined)
        return adyenError(reply, 422, '14_005', 'Required field merchantAccount is missing');
      if (payment === undefined)
        return adyenError(reply, 422, '167', 'Original pspReference required for this operation');
      const cancelReference = newId('cancel');
      // Only what was not captured can be cancelled; the sandbox captures at once, so only open payments.
      const cancellable = payment.status === 'PENDING' || payment.status === 'REDIRECT';
      if (cancellable) {
        payment.status = 'CANCELLED';
        payment.updatedAt = deps.clock.now().toISOString();
      }
      const event: NotificationEvent = {
        type: 'payment.updated',
        pspReference: payment.pspReference,
        reference: payment.reference,
        status: payment.status,
        refusalCode: null,
        amount: payment.amount,
      };
      if (cancellable) deps.notifier.send(payment.notificationUrl, event);
      return reply.status(201).send({
        merchantAccount,
        paymentPspReference: payment.pspReference,
        pspReference: cancelReference,
        reference: text(object(request.body)?.reference) ?? cancelReference,
        status: 'received',
      });
    },
  );

  app.post<{ Params: { version: string } }>(versioned('/paymentMethods'), async (request, reply) => {
    if (!checkVersion(request, reply)) return reply;
    return reply.send({
      paymentMethods: [
        { type: 'scheme', name: 'Cards', brands: ['visa', 'mc', 'cartebancaire', 'maestro_uk'] },
        { type: 'sepadirectdebit', name: 'SEPA Direct Debit' },
        {
          type: 'ideal',
          name: 'iDEAL',
          issuers: IDEAL_ISSUERS.map((issuer) => ({ id: issuer.bic, name: issuer.name })),
        },
      ],
    });
  });

  // Test tool (not Adyen's): a dispute on a payment, notified as Adyen would (NOTIFICATION_OF_CHARGEBACK,
  // CHARGEBACK, CHARGEBACK_REVERSED, SECOND_CHARGEBACK).
  app.post<{ Params: { pspReference: string } }>(
    '/adyen/test/payments/:pspReference/dispute',
    async (request, reply) => {
      const payment = deps.store.payments.get(request.params.pspReference);
      if (payment === undefined || !isAdyenPayment(payment))
        return adyenError(reply, 404, '000', 'no such Adyen payment');
      const body = object(request.body) ?? {};
      const stage = text(body.eventCode);
      const stages = ['NOTIFICATION_OF_CHARGEBACK', 'CHARGEBACK', 'CHARGEBACK_REVERSED', 'SECOND_CHARGEBACK'];
      if (stage === undefined || !stages.includes(stage)) {
        return adyenError(reply, 422, '000', `eventCode must be one of ${stages.join(', ')}`);
      }
      const amount = object(body.amount);
      const disputeReference = text(body.disputePspReference) ?? newId('dsp');
      const existing = deps.store.disputes.get(disputeReference);
      if (existing !== undefined && existing.paymentPspReference !== payment.pspReference) {
        return adyenError(reply, 422, '000', 'disputePspReference names another payment');
      }
      // Kept, so the Disputes API (adyen-disputes.ts) can answer it.
      const dispute = {
        id: disputeReference,
        paymentPspReference: payment.pspReference,
        stage: stage as Dispute['stage'],
        amount:
          amount !== undefined && typeof amount.value === 'number' && typeof amount.currency === 'string'
            ? { value: amount.value, currency: amount.currency }
            : payment.amount,
        reasonCode: text(body.reasonCode) ?? existing?.reasonCode ?? '10.4',
        defendable: typeof body.defendable === 'boolean' ? body.defendable : (existing?.defendable ?? true),
        response: existing?.response ?? null,
        ...(existing?.documents === undefined ? {} : { documents: existing.documents }),
      };
      deps.store.disputes.set(disputeReference, dispute);
      notifyDispute(deps, dispute);
      return reply.status(202).send({ disputePspReference: disputeReference });
    },
  );

  await adyenDisputeRoutes(app, deps);
}
