// POST /v1/mandates (idempotent by Idempotency-Key): a SEPA direct-debit mandate for an IBAN and holder.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { SandboxDeps } from '../../app-deps.ts';
import { answerIdempotentCreate } from '../../lib/idempotency.ts';
import { rememberMandate } from './mandate-registry.ts';
import { createMandate } from './mandates.service.ts';

const mandateRequestSchema = z.object({ iban: z.string().min(1).max(64), holder: z.string().min(1).max(100) });

export async function mandateRoutes(app: FastifyInstance, deps: SandboxDeps): Promise<void> {
  app.post('/v1/mandates', async (request, reply) =>
    answerIdempotentCreate(deps.store, 'mandates', request, reply, {
      schema: mandateRequestSchema,
      create: (input) => {
        const result = createMandate(deps.config.webhookSecret, input);
        if (!result.ok) return [result.statusCode, { error: result.error }];
        rememberMandate(deps.store, result.mandate, null);
        return [201, result.mandate];
      },
    }),
  );
}
