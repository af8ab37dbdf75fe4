// GET /pay/:pspReference shows the hosted or 3-D Secure page; POST applies the button pressed and
// answers 303 to the shop's returnUrl (cancelUrl for Cancel) with ?pspReference=.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { SandboxDeps } from '../../app-deps.ts';
import { PAGE_SECURITY_POLICY } from '../../lib/html.ts';
import { DECLINE_CODES } from '../../magic/magic-values.ts';
import type { Payment } from '../../store/store.ts';
import { isAdyenPayment, redirectResultOf } from '../adyen/adyen.routes.ts';
import { applyHostedChoice } from '../payments/payments.service.ts';
import { renderNotFoundPage, renderPaymentPage } from './pay-page.html.ts';

const choiceSchema = z.object({
  choice: z.enum(['approve', 'decline', 'cancel', 'pending']),
  refusalCode: z.enum(DECLINE_CODES).optional(),
});

/** Where the shopper goes back to: the cancel URL after a cancel, the return URL otherwise. */
export function backUrl(payment: Payment): string | null {
  // Adyen sends the shopper back to the returnUrl with an opaque redirectResult, cancelled or not.
  if (isAdyenPayment(payment)) {
    if (payment.returnUrl === null) return null;
    const url = new URL(payment.returnUrl);
    url.searchParams.set('redirectResult', redirectResultOf(payment));
    return url.toString();
  }
  const target = payment.status === 'CANCELLED' ? payment.cancelUrl : payment.returnUrl;
  if (target === null) return null;
  const url = new URL(target);
  url.searchParams.set('pspReference', payment.pspReference);
  return url.toString();
}

function sendHtml(reply: FastifyReply, statusCode: number, html: string): FastifyReply {
  return reply
    .status(statusCode)
    .header('cache-control', 'no-store')
    .header('content-security-policy', PAGE_SECURITY_POLICY)
    .header('referrer-policy', 'no-referrer')
    .type('text/html; charset=utf-8')
    .send(html);
}

export async function payPageRoutes(app: FastifyInstance, deps: SandboxDeps): Promise<void> {
  app.get<{ Params: { pspReference: string } }>('/pay/:pspReference', async (request, reply) => {
    const payment = deps.store.payments.get(request.params.pspReference);
    if (payment === undefined) return sendHtml(reply, 404, renderNotFoundPage());
    return sendHtml(reply, 200, renderPaymentPage(payment, backUrl(payment)));
  });

  app.post<{ Params: { pspReference: string } }>('/pay/:pspReference', async (request, reply) => {
    const payment = deps.store.payments.get(request.params.pspReference);
    if (payment === undefined) return sendHtml(reply, 404, renderNotFoundPage());
    const parsed = choiceSchema.safeParse(request.body);
    if (!parsed.success) return reply.status(400).send({ error: 'INVALID_REQUEST' });
    const { choice, refusalCode } = parsed.data;
    const before = payment.status;
    applyHostedChoice(deps, payment, choice, refusalCode);
    request.log.info(
      { pspReference: payment.pspReference, choice, before, after: payment.status },
      'hosted page choice',
    );
    const target = backUrl(payment);
    if (target === null) return sendHtml(reply, 200, renderPaymentPage(payment, null));
    return reply.header('cache-control', 'no-store').redirect(target, 303);
  });
}
