// GET|POST /deposit/psp/return/:psp/:tid: where a PSP that finishes a payment with what the shopper brings back
// (the adapter's completeReturn: Adyen's redirectResult after a redirect or a 3-D Secure challenge) sends the
// shopper. The payment is completed with the PSP, applied like any pay answer (credited once), and the shopper
// goes on to the purchase's own result page, which shows the outcome. No session: the PSP's answer decides, and
// it must name this purchase. Bad input changes nothing and still goes on to the result page.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { isPspName } from '../../config/psp-routes.ts';
import { noBody, pathParams } from '../../plugins/openapi.ts';
import { PaymentProviderError } from '../payments/payment-provider.ts';
import { isOpen } from './purchase-record.ts';
import { applyPayment } from './purchase-submission.ts';
import { findPurchaseByTid } from './purchases.repository.ts';

const MAX_PARAM_LENGTH = 8192;

function paramsOf(...sources: unknown[]): Record<string, string> {
  const params: Record<string, string> = {};
  for (const source of sources) {
    if (source === null || typeof source !== 'object') continue;
    for (const [name, value] of Object.entries(source)) {
      if (typeof value === 'string' && value.length <= MAX_PARAM_LENGTH) params[name] = value;
    }
  }
  return params;
}

export async function pspReturnRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const handle = async (
    request: FastifyRequest<{ Params: { psp: string; tid: string } }>,
    reply: FastifyReply,
  ): Promise<FastifyReply> => {
    reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
    const { psp, tid } = request.params;
    const purchase = tid.length <= 64 ? await findPurchaseByTid(deps.db, tid) : undefined;
    if (purchase === undefined || !isPspName(psp) || purchase.psp !== psp) {
      return reply.redirect(`${deps.config.publicUrl}/`, 303);
    }
    const adapter = deps.payments.adapterFor(purchase.psp);
    if (isOpen(purchase) && adapter.completeReturn !== undefined) {
      try {
        const payment = await adapter.completeReturn({
          pspReference: purchase.psp_reference,
          reference: purchase.tid,
          params: paramsOf(request.query, request.body),
        });
        const samePayment = purchase.psp_reference === null || payment.pspReference === purchase.psp_reference;
        if (payment.reference === purchase.tid && samePayment) await applyPayment(deps, purchase.id, payment);
        else deps.log.error({ tid, pspReference: payment.pspReference }, 'PSP return names another payment: ignored');
      } catch (error) {
        if (!(error instanceof PaymentProviderError)) throw error;
        // The notification (or the next return) settles it; the result page keeps showing it open.
        deps.log.warn({ tid, kind: error.kind, cause: error.message }, 'PSP return could not be completed');
      }
    }
    return reply.redirect(purchase.return_url, 303);
  };
  // The PSP's return parameters (query or form) are its own (e.g. Adyen's redirectResult), passed to its adapter.
  const schema = {
    params: pathParams('psp', 'tid'),
    security: [],
    response: { 303: noBody('On to the purchase’s result page (or the shop’s start for an unknown purchase)') },
  };
  app.get('/deposit/psp/return/:psp/:tid', { schema }, handle);
  app.post('/deposit/psp/return/:psp/:tid', { schema }, handle);
}
