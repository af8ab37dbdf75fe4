// Provider details and purchases (SPEC §7), behind the bearer token. Purchase failures answer a plain-text
// SPEC §8 code (several joined with "|"); details failures a JSON list, like the other /deposit calls.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { depositUserIdOf, requireDepositToken } from '../../plugins/bearer-auth.ts';
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

  app.get('/deposit/shop/details/:paytypeKey', async (request, reply) => {
    const params = detailsParamsSchema.safeParse(request.params);
    if (!params.success) return reply.status(404).send(['provider-not-available']);
    const result = await getProviderDetails(deps, depositUserIdOf(request), params.data.paytypeKey);
    if (!result.ok) return reply.status(result.status).send([result.code]);
    return reply.send(result.details);
  });

  app.post('/deposit/shop/purchases', async (request, reply) => {
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

  app.get('/deposit/shop/purchases/:tid', async (request, reply) => {
    const { tid } = request.params as { tid?: unknown };
    if (typeof tid !== 'string' || tid.length > MAX_TID_LENGTH) return sendCodes(reply, 404, ['unsure']);
    return sendOutcome(reply, await getPurchaseStatus(deps, depositUserIdOf(request), tid));
  });
}
