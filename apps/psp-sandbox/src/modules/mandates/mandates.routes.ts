// POST /v1/mandates (idempotent by Idempotency-Key): a SEPA direct-debit mandate for an IBAN and holder.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { SandboxDeps } from '../../app-deps.ts';
import { checkIdempotencyOrAnswer, rememberAnswer } from '../../lib/idempotency.ts';
import { invalidRequestBody } from '../payments/payment-request.ts';
import { rememberMandate } from './mandate-registry.ts';
import { createMandate } from './mandates.service.ts';

const mandateRequestSchema = z.object({ iban: z.string().min(1).max(64), holder: z.string().min(1).max(100) });

export async function mandateRoutes(app: FastifyInstance, deps: SandboxDeps): Promise<void> {
  app.post('/v1/mandates', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const idempotency = checkIdempotencyOrAnswer(deps.store, 'mandates', request, reply);
    if (idempotency === null) return reply;
    const parsed = mandateRequestSchema.safeParse(request.body);
    if (!parsed.success) return reply.status(400).send(invalidRequestBody(parsed.error));
    const result = createMandate(deps.config.webhookSecret, parsed.data);
    if (result.ok) rememberMandate(deps.store, result.mandate, null);
    const [statusCode, body] = result.ok ? [201, result.mandate] : [result.statusCode, { error: result.error }];
    rememberAnswer(deps.store, idempotency, statusCode, body);
    return reply.status(statusCode).send(body);
  });
}
