// HEAD/POST /deposit/shop/limitIncrease/{paytype}[/pendingApproval] (bearer) and the blank form as PDF.
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { depositUserIdOf, requireDepositToken } from '../../plugins/bearer-auth.ts';
import {
  hasPendingLimitIncrease,
  isLimitIncreaseProvider,
  limitIncreaseFormPdf,
  requestLimitIncrease,
} from './limit-increase.service.ts';

type PaytypeParams = { Params: { paytype: string } };

export async function limitIncreaseFormRoutes(app: FastifyInstance): Promise<void> {
  // A plain link in the page: no bearer token, and the form holds no personal data.
  app.get<PaytypeParams>('/deposit/shop/limitIncrease/:paytype/form.pdf', async (request, reply) => {
    if (!isLimitIncreaseProvider(request.params.paytype)) return reply.status(404).send(['not-found']);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="limit-increase-${request.params.paytype}.pdf"`)
      .send(limitIncreaseFormPdf(request.params.paytype));
  });
}

export async function limitIncreaseRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  requireDepositToken(app, deps);

  app.head<PaytypeParams>('/deposit/shop/limitIncrease/:paytype/pendingApproval', async (request, reply) => {
    const { paytype } = request.params;
    if (!isLimitIncreaseProvider(paytype)) return reply.status(404).send();
    const pending = await hasPendingLimitIncrease(deps.db, depositUserIdOf(request), paytype);
    return reply.status(pending ? 200 : 404).send();
  });

  app.post<PaytypeParams>('/deposit/shop/limitIncrease/:paytype', async (request, reply) => {
    const { paytype } = request.params;
    if (!isLimitIncreaseProvider(paytype)) return reply.status(404).send(['provider-not-available']);
    const recipient = await requestLimitIncrease(deps.db, depositUserIdOf(request), paytype);
    if (recipient === null) return reply.status(401).send(['not-authenticated']);
    return reply.send({ recipient });
  });
}
