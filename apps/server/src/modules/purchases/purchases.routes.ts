// Provider details and purchases (SPEC §7), behind the bearer token. Purchase failures answer a plain-text
// SPEC §8 code (several joined with "|"); details failures a JSON list, like the other /deposit calls.
import { errorListSchema } from '@shop/contracts/errors';
import { providerDetailsSchema, purchaseRequestSchema, purchaseResultSchema } from '@shop/contracts/purchase';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { depositUserIdOf, requireDepositToken } from '../../plugins/bearer-auth.ts';
import { json, pathParams, text } from '../../plugins/openapi.ts';
import { getProviderDetails } from '../instruments/instruments.service.ts';
import { containsCardData, idempotencyKeyOf } from './purchase-request.ts';
import { createPurchase, getPurchaseStatus, type PurchaseOutcome } from './purchases.service.ts';

const detailsParamsSchema = z.object({ paytypeKey: z.string().max(100) });
/** The status poll's tid: at most 100 characters (checked without a schema: every poll runs this, issue 11). */
const MAX_TID_LENGTH = 100;

function sendCodes(reply: FastifyReply, status: number, codes: readonly string[]) {
  return reply.status(status).type('text/plain; charset=utf-8').send(codes.join('|'));
}

function sendOutcome(reply: FastifyReply, outcome: PurchaseOutcome) {
  if (!outcome.ok) return sendCodes(reply, outcome.status, outcome.codes);
  return reply.send(outcome.result);
}

export async function purchasesRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  requireDepositToken(app, deps);

  const detailsSchema = {
    params: detailsParamsSchema,
    response: {
      200: json(providerDetailsSchema, 'CARD or ELV details of the provider'),
      400: json(errorListSchema, '["wrong_input_type"]: the provider takes no details'),
      404: json(errorListSchema, '["provider-not-available"]: unknown provider'),
      503: json(errorListSchema, '["provider-not-available"]: the PSP is not reachable (SPEC §8)'),
    },
  };
  const purchaseAnswers = {
    200: json(purchaseResultSchema, 'The purchase and its state (SUCCESS, PROCESSING, GOTO, BLOCKED, …)'),
    400: text('Refused: the SPEC §8 code, several joined with "|" (e.g. 11|13, wrong_input_type)'),
    404: text('unsure: no such purchase of this player'),
    409: text('unexpected (another request under the same Idempotency-Key), or repeat_purchase'),
  };
  app.get('/deposit/shop/details/:paytypeKey', { schema: detailsSchema }, async (request, reply) => {
    const params = detailsParamsSchema.safeParse(request.params);
    if (!params.success) return reply.status(404).send(['provider-not-available']);
    const result = await getProviderDetails(deps, depositUserIdOf(request), params.data.paytypeKey);
    if (!result.ok) return reply.status(result.status).send([result.code]);
    return reply.send(result.details);
  });

  const createSchema = { body: purchaseRequestSchema, response: purchaseAnswers };
  app.post('/deposit/shop/purchases', { schema: createSchema }, async (request, reply) => {
    // Card numbers and CVCs go to the PSP's script, never here: such a body is refused unread (and unlogged).
    if (containsCardData(request.body)) {
      request.log.warn('purchase request with card data refused');
      return sendCodes(reply, 400, ['wrong_input_type']);
    }
    const idempotencyKey = idempotencyKeyOf(request.headers['idempotency-key']);
    if (idempotencyKey === null) return sendCodes(reply, 400, ['unexpected']);
    const outcome = await createPurchase(deps, {
      userId: depositUserIdOf(request),
      idempotencyKey,
      body: request.body,
    });
    return sendOutcome(reply, outcome);
  });

  const statusSchema = { params: pathParams('tid'), response: purchaseAnswers };
  app.get('/deposit/shop/purchases/:tid', { schema: statusSchema }, async (request, reply) => {
    const { tid } = request.params as { tid?: unknown };
    if (typeof tid !== 'string' || tid.length > MAX_TID_LENGTH) return sendCodes(reply, 404, ['unsure']);
    return sendOutcome(reply, await getPurchaseStatus(deps, depositUserIdOf(request), tid));
  });
}
