// Disputes (chargebacks) in the sandbox's own dialect (docs/chargebacks.md):
// - POST /v1/test/payments/:pspReference/dispute (test tool): opens or advances the payment's dispute to `stage`
//   and sends the chargeback.updated notification to the payment's notificationUrl. Any stage, in any order and
//   as often as asked: tests use it to repeat and reorder notifications.
// - POST /v1/disputes/:disputeId/respond: the merchant accepts the dispute or defends it with a note (defend only
//   where the dispute is defendable).
// - GET /v1/disputes/:disputeId.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { SandboxDeps } from '../../app-deps.ts';
import type { Dispute } from '../../store/store.ts';

const STAGES = ['NOTIFICATION_OF_CHARGEBACK', 'CHARGEBACK', 'CHARGEBACK_REVERSED', 'SECOND_CHARGEBACK'] as const;

const disputeRequestSchema = z.object({
  stage: z.enum(STAGES),
  /** Minor units of the payment's currency; default: the whole payment. */
  amount: z.number().int().positive().optional(),
  reasonCode: z.string().min(1).max(20).optional(),
  /** Whether the merchant may defend it; default true. Kept from the first call when not given. */
  defendable: z.boolean().optional(),
});

const respondSchema = z.object({
  decision: z.enum(['accept', 'defend']),
  note: z.string().max(2000).nullish(),
});

export const disputeIdOf = (paymentPspReference: string) => `dp_${paymentPspReference}`;

/** Sends the dispute's current stage to its payment's notification URL (in the payment's dialect). */
export function notifyDispute(deps: SandboxDeps, dispute: Dispute): void {
  const payment = deps.store.payments.get(dispute.paymentPspReference);
  if (payment === undefined) return;
  deps.notifier.send(payment.notificationUrl, {
    type: 'chargeback.updated',
    pspReference: payment.pspReference,
    reference: payment.reference,
    status: dispute.stage,
    refusalCode: null,
    amount: dispute.amount,
    dispute: { id: dispute.id, reasonCode: dispute.reasonCode, defendable: dispute.defendable },
  });
}

/** Whether the dispute is decided for good (won: reversed; lost: second chargeback). */
export function isDisputeClosed(dispute: Dispute): boolean {
  return dispute.stage === 'CHARGEBACK_REVERSED' || dispute.stage === 'SECOND_CHARGEBACK';
}

const outcomeSchema = z.object({ outcome: z.enum(['WON', 'LOST']) });

function toDisputeAnswer(dispute: Dispute) {
  return { ...dispute };
}

type DisputeRoute = { Params: { disputeId: string } };

export async function disputeRoutes(app: FastifyInstance, deps: SandboxDeps): Promise<void> {
  /** A call on one dispute (never cached): 404 when there is none, 400 when `schema` refuses the body. */
  function onDispute<Body>(
    schema: z.ZodType<Body>,
    handle: (dispute: Dispute, body: Body, request: FastifyRequest<DisputeRoute>, reply: FastifyReply) => FastifyReply,
  ) {
    return async (request: FastifyRequest<DisputeRoute>, reply: FastifyReply) => {
      reply.header('cache-control', 'no-store');
      const dispute = deps.store.disputes.get(request.params.disputeId);
      if (dispute === undefined) return reply.status(404).send({ error: 'NOT_FOUND' });
      const body = schema.safeParse(request.body ?? {});
      if (!body.success) return reply.status(400).send({ error: 'INVALID_REQUEST' });
      return handle(dispute, body.data, request, reply);
    };
  }

  app.post<{ Params: { pspReference: string } }>('/v1/test/payments/:pspReference/dispute', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const payment = deps.store.payments.get(request.params.pspReference);
    if (payment === undefined) return reply.status(404).send({ error: 'NOT_FOUND' });
    if (payment.status !== 'AUTHORISED') return reply.status(409).send({ error: 'NOT_AUTHORISED' });
    const body = disputeRequestSchema.safeParse(request.body ?? {});
    if (!body.success) return reply.status(400).send({ error: 'INVALID_REQUEST' });
    const amount = body.data.amount ?? payment.amount.value;
    if (amount > payment.amount.value) return reply.status(400).send({ error: 'AMOUNT_TOO_HIGH' });
    const id = disputeIdOf(payment.pspReference);
    const existing = deps.store.disputes.get(id);
    const dispute: Dispute = {
      id,
      paymentPspReference: payment.pspReference,
      stage: body.data.stage,
      amount: { value: amount, currency: payment.amount.currency },
      reasonCode: body.data.reasonCode ?? existing?.reasonCode ?? '10.4',
      defendable: body.data.defendable ?? existing?.defendable ?? true,
      response: existing?.response ?? null,
    };
    deps.store.disputes.set(id, dispute);
    notifyDispute(deps, dispute);
    request.log.info({ pspReference: payment.pspReference, stage: dispute.stage }, 'dispute advanced');
    return reply.send(toDisputeAnswer(dispute));
  });

  app.post<DisputeRoute>(
    '/v1/disputes/:disputeId/respond',
    onDispute(respondSchema, (dispute, body, request, reply) => {
      if (body.decision === 'defend' && !dispute.defendable) {
        return reply.status(422).send({ error: 'NOT_DEFENDABLE' });
      }
      if (isDisputeClosed(dispute)) return reply.status(422).send({ error: 'DISPUTE_CLOSED' });
      // The same answer again is answered again (a retried call); another answer once one was given is refused.
      if (dispute.response !== null && dispute.response.decision !== body.decision) {
        return reply.status(409).send({ error: 'ALREADY_RESPONDED' });
      }
      dispute.response = { decision: body.decision, note: body.note ?? null };
      request.log.info({ disputeId: dispute.id, decision: body.decision }, 'dispute answered');
      return reply.send(toDisputeAnswer(dispute));
    }),
  );

  // Test tool: the scheme decides a defended dispute (any dialect's: the own one's dp_…, Adyen's disputePspReference).
  // WON → CHARGEBACK_REVERSED, LOST → SECOND_CHARGEBACK, notified as the payment's dialect does.
  app.post<DisputeRoute>(
    '/v1/test/disputes/:disputeId/outcome',
    onDispute(outcomeSchema, (dispute, body, request, reply) => {
      if (dispute.response?.decision !== 'defend') return reply.status(409).send({ error: 'NOT_DEFENDED' });
      if (isDisputeClosed(dispute)) return reply.status(409).send({ error: 'DISPUTE_CLOSED' });
      dispute.stage = body.outcome === 'WON' ? 'CHARGEBACK_REVERSED' : 'SECOND_CHARGEBACK';
      notifyDispute(deps, dispute);
      request.log.info({ disputeId: dispute.id, stage: dispute.stage }, 'dispute decided');
      return reply.send(toDisputeAnswer(dispute));
    }),
  );

  app.get<{ Params: { disputeId: string } }>('/v1/disputes/:disputeId', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const dispute = deps.store.disputes.get(request.params.disputeId);
    if (dispute === undefined) return reply.status(404).send({ error: 'NOT_FOUND' });
    return reply.send(toDisputeAnswer(dispute));
  });
}
