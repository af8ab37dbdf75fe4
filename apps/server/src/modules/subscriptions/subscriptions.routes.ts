// GET /deposit/subscription and POST /deposit/subscription/{paytype}?transactionid={tid}&referer=shop
// (SPEC §7), bearer-authenticated like every shop call. Failures are a JSON list whose first item is the code.
import { providerCodeSchema, purchasableSchema } from '@shop/contracts/shop';
import { subscriptionDetailsSchema, subscriptionErrorBodySchema } from '@shop/contracts/subscription';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { depositUserIdOf, requireDepositToken } from '../../plugins/bearer-auth.ts';
import { json } from '../../plugins/openapi.ts';
import { toSubscriptionDetails } from './subscription-record.ts';
import { signUpAfterPurchase } from './subscription-signup.ts';
import { findShownSubscription } from './subscriptions.repository.ts';

const signupQuerySchema = z.object({
  transactionid: z.string().trim().min(1).max(64),
  referer: z.string().max(40).optional(),
});
const signupParamsSchema = z.object({ paytype: providerCodeSchema });

export async function subscriptionRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  requireDepositToken(app, deps);

  const details = json(subscriptionDetailsSchema, 'The saver package');
  const detailsSchema = {
    response: { 200: details, 404: json(subscriptionErrorBodySchema, '["subscription-not-available"]') },
  };
  app.get('/deposit/subscription', { schema: detailsSchema }, async (request, reply) => {
    const row = await findShownSubscription(deps.db, depositUserIdOf(request));
    const details = row === undefined ? null : toSubscriptionDetails(row, deps.clock.now());
    if (details === null) return reply.status(404).send(['subscription-not-available']);
    return reply.send(details);
  });

  const signupSchema = {
    params: signupParamsSchema,
    querystring: signupQuerySchema,
    body: purchasableSchema,
    response: {
      200: details,
      400: json(subscriptionErrorBodySchema, 'subscription-purchase-invalid, subscription-package-mismatch'),
      404: json(subscriptionErrorBodySchema, '["provider-not-available"]: not a saver-package method'),
      409: json(
        subscriptionErrorBodySchema,
        'subscription-purchase-invalid, subscription-not-available, or subscription-already-active and its start date',
      ),
    },
  };
  app.post('/deposit/subscription/:paytype', { schema: signupSchema }, async (request, reply) => {
    const params = signupParamsSchema.safeParse(request.params);
    if (!params.success) return reply.status(404).send(['provider-not-available']);
    const query = signupQuerySchema.safeParse(request.query);
    const body = purchasableSchema.safeParse(request.body);
    if (!query.success || !body.success) return reply.status(400).send(['subscription-purchase-invalid']);
    const answer = await signUpAfterPurchase(deps, {
      userId: depositUserIdOf(request),
      paytype: params.data.paytype,
      tid: query.data.transactionid,
      body: body.data,
    });
    if (!answer.ok) return reply.status(answer.status).send(answer.codes);
    return reply.send(answer.details);
  });
}
