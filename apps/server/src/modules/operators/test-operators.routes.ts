// /platform/test/operators*: operators for the browser journeys of the console. Registered only with
// ENABLE_TEST_API (app.ts), like the rest of /platform/test/*; never in production.
import { randomBytes } from 'node:crypto';
import { OPERATOR_LANGUAGES, OPERATOR_ROLES } from '@shop/contracts/operator';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { neverCached } from '../../plugins/never-cached.ts';
import { createOperator } from './operators.service.ts';
import { totpCodeAt } from './totp.ts';

const newOperatorSchema = z.strictObject({
  roles: z.array(z.enum(OPERATOR_ROLES)).min(1).max(3),
  language: z.enum(OPERATOR_LANGUAGES).optional(),
});
const totpSchema = z.strictObject({ secret: z.string().regex(/^[A-Z2-7]{26,64}$/) });

export async function testOperatorRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  neverCached(app);

  /** A new operator with the given roles: its e-mail, password and TOTP secret (to compute codes with). */
  app.post('/platform/test/operators', async (request, reply) => {
    const body = newOperatorSchema.safeParse(request.body);
    if (!body.success) return reply.status(400).send(['unexpected']);
    const email = `op-${randomBytes(5).toString('hex')}@ops.example`;
    const password = `test-${randomBytes(9).toString('base64url')}`;
    const created = await createOperator(deps.db, deps.config.paymentDataKey, {
      email,
      displayName: `Test operator ${email.slice(3, 8)}`,
      password,
      roles: body.data.roles,
      language: body.data.language ?? 'en',
      at: deps.clock.now(),
    });
    if (!created.ok) return reply.status(409).send(['unexpected']);
    return reply.status(201).send({ id: created.id, email, password, totpSecret: created.totpSecret });
  });

  /**
   * The code an authenticator with this secret shows at the server's (test) clock's now — a journey that moved
   * the test clock cannot use its own wall clock. A code is accepted once: log in again after moving the clock
   * by 30 s.
   */
  app.post('/platform/test/operators/totp', async (request, reply) => {
    const body = totpSchema.safeParse(request.body);
    if (!body.success) return reply.status(400).send(['unexpected']);
    const now = deps.clock.now();
    return reply.send({ code: totpCodeAt(body.data.secret, now), at: now.toISOString() });
  });
}
