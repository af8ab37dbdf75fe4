// HEAD/POST /deposit/shop/limitIncrease/{paytype}[/pendingApproval] (bearer) and the blank form as PDF.
import { errorListSchema } from '@shop/contracts/errors';
import { limitIncreaseRequestResultSchema } from '@shop/contracts/limit-increase';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { depositUserIdOf, requireDepositToken } from '../../plugins/bearer-auth.ts';
import { file, json, noBody, pathParams } from '../../plugins/openapi.ts';
import {
  hasPendingLimitIncrease,
  isLimitIncreaseProvider,
  limitIncreaseFormPdf,
  requestLimitIncrease,
} from './limit-increase.service.ts';

type PaytypeParams = { Params: { paytype: string } };
const params = pathParams('paytype');

export async function limitIncreaseFormRoutes(app: FastifyInstance): Promise<void> {
  // A plain link in the page: no bearer token, and the form holds no personal data.
  const formSchema = {
    params,
    security: [],
    response: {
      200: file('application/pdf', 'The blank limit-increase form'),
      404: json(errorListSchema, '["not-found"]: no limit increase for this provider'),
    },
  };
  const formRoute = { schema: formSchema };
  app.get<PaytypeParams>('/deposit/shop/limitIncrease/:paytype/form.pdf', formRoute, async (request, reply) => {
    if (!isLimitIncreaseProvider(request.params.paytype)) return reply.status(404).send(['not-found']);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="limit-increase-${request.params.paytype}.pdf"`)
      .send(limitIncreaseFormPdf(request.params.paytype));
  });
}

export async function limitIncreaseRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  requireDepositToken(app, deps);

  const pendingSchema = {
    params,
    response: {
      200: noBody('A request is pending'),
      404: noBody('None pending, or no limit increase for this provider'),
    },
  };
  const headRoute = { schema: pendingSchema };
  app.head<PaytypeParams>('/deposit/shop/limitIncrease/:paytype/pendingApproval', headRoute, async (request, reply) => {
    const { paytype } = request.params;
    if (!isLimitIncreaseProvider(paytype)) return reply.status(404).send();
    const pending = await hasPendingLimitIncrease(deps.db, depositUserIdOf(request), paytype);
    return reply.status(pending ? 200 : 404).send();
  });

  const requestSchema = {
    params,
    response: {
      200: json(limitIncreaseRequestResultSchema, 'The form was mailed to this recipient'),
      404: json(errorListSchema, '["provider-not-available"]: no limit increase for this provider'),
    },
  };
  app.post<PaytypeParams>('/deposit/shop/limitIncrease/:paytype', { schema: requestSchema }, async (request, reply) => {
    const { paytype } = request.params;
    if (!isLimitIncreaseProvider(paytype)) return reply.status(404).send(['provider-not-available']);
    const recipient = await requestLimitIncrease(deps.db, depositUserIdOf(request), paytype, deps.clock.now());
    if (recipient === null) return reply.status(401).send(['not-authenticated']);
    return reply.send({ recipient });
  });
}
