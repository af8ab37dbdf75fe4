// /platform/test/*: the test-support API of the browser journeys. Registered only with ENABLE_TEST_API (see app.ts);
// without it every path here is a plain 404. No authentication: it must never run in production.
import { payoutBlockerSchema } from '@shop/contracts/payout';
import { gdCurrencySchema, languageSchema } from '@shop/contracts/user';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { neverCached } from '../../plugins/never-cached.ts';
import { advanceTestDispute } from './test-disputes.ts';
import { runJobsOnce, syncSandboxClock } from './test-jobs.ts';
import { createTestPlayer, getTestPlayerBalance, listTestPlayerPurchases } from './test-support.service.ts';

const userNameSchema = z.string().trim().min(1).max(200);

/** Unknown fields are refused: a misspelt override would otherwise be ignored silently. */
const newPlayerSchema = z.strictObject({
  template: userNameSchema,
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/)
    .transform((value) => value.toUpperCase())
    .optional(),
  locale: z
    .string()
    .regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/)
    .optional(),
  lang: z.optional(languageSchema),
  gdCurrency: z.optional(gdCurrencySchema),
  actorType: z.enum(['b', 'g']).optional(),
  withAddress: z.boolean().optional(),
  withdrawable: z.number().int().min(0).max(100_000_000).optional(),
  payoutBlocker: z.optional(payoutBlockerSchema),
  paypalAccounts: z.array(z.email().max(254)).max(10).optional(),
  pendingPayout: z.number().int().positive().optional(),
  reviewPayout: z.number().int().positive().optional(),
  returnedDebit: z.number().int().positive().max(100_000_000).optional(),
});

const balanceParamsSchema = z.object({ userName: userNameSchema });
/** Forward only, at most ten years at a time. */
const clockMoveSchema = z.union([
  z.strictObject({ advanceSeconds: z.number().int().min(0).max(315_360_000) }),
  z.strictObject({ advanceDays: z.number().int().min(0).max(3650) }),
  z.strictObject({ to: z.iso.datetime({ offset: true }) }),
]);
const purchasesQuerySchema = z.object({ userName: userNameSchema });
const disputeSchema = z.union([
  z.strictObject({
    stage: z.enum(['NOTIFICATION_OF_CHARGEBACK', 'CHARGEBACK', 'CHARGEBACK_REVERSED', 'SECOND_CHARGEBACK']),
    amount: z.number().int().positive().optional(),
    defendable: z.boolean().optional(),
  }),
  // The scheme's decision on the purchase's defended dispute (the sandbox's /v1/test/disputes/:id/outcome).
  z.strictObject({ outcome: z.enum(['WON', 'LOST']) }),
]);
const logLevelSchema = z.strictObject({
  level: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
});

/** What a test player's read found, or 404 when there is no such player. */
function sendFound(reply: FastifyReply, found: unknown) {
  return found === null ? reply.status(404).send(['not-found']) : reply.send(found);
}

export async function testSupportRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  neverCached(app);

  app.post('/platform/test/players', async (request, reply) => {
    const body = newPlayerSchema.safeParse(request.body);
    if (!body.success) return reply.status(400).send(['unexpected']);
    const result = await createTestPlayer(deps, body.data);
    if (result.kind === 'unknown-template') return reply.status(404).send(['not-found']);
    if (result.kind === 'invalid') return reply.status(400).send(['unexpected']);
    return reply.status(201).send(result.player);
  });

  app.get('/platform/test/players/:userName/balance', async (request, reply) => {
    const params = balanceParamsSchema.safeParse(request.params);
    if (!params.success) return reply.status(400).send(['unexpected']);
    return sendFound(reply, await getTestPlayerBalance(deps, params.data.userName));
  });

  // The log level of this process from now on (the bench compares `silent` and `info` in one process, issue 27).
  app.post('/platform/test/log-level', async (request, reply) => {
    const body = logLevelSchema.safeParse(request.body);
    if (!body.success) return reply.status(400).send(['unexpected']);
    app.log.level = body.data.level;
    return reply.status(204).send();
  });

  // The test clock (SPEC saver package: months in seconds). The sandbox's clock is moved to the same instant.
  app.get('/platform/test/clock', async (_request, reply) => reply.send({ now: deps.clock.now().toISOString() }));

  app.post('/platform/test/clock', async (request, reply) => {
    const body = clockMoveSchema.safeParse(request.body);
    if (!body.success || deps.testClock === undefined) return reply.status(400).send(['unexpected']);
    const move = body.data;
    if ('to' in move) deps.testClock.advanceTo(new Date(move.to));
    else deps.testClock.advance('advanceDays' in move ? move.advanceDays * 86_400_000 : move.advanceSeconds * 1000);
    const now = deps.clock.now();
    const sandbox = await syncSandboxClock(deps, now);
    return reply.send({ now: now.toISOString(), sandbox });
  });

  /** Runs the recurring jobs once, now (bookings, retries, bonus expiry, open purchases, e-mails). */
  app.post('/platform/test/jobs/run', async (_request, reply) => reply.send(await runJobsOnce(deps)));

  app.get('/platform/test/purchases', async (request, reply) => {
    const query = purchasesQuerySchema.safeParse(request.query);
    if (!query.success) return reply.status(400).send(['unexpected']);
    return sendFound(reply, await listTestPlayerPurchases(deps, query.data.userName));
  });

  // A chargeback from the PSP sandbox on a purchase's payment (docs/chargebacks.md).
  app.post<{ Params: { tid: string } }>('/platform/test/purchases/:tid/dispute', async (request, reply) => {
    const body = disputeSchema.safeParse(request.body);
    if (!body.success) return reply.status(400).send(['unexpected']);
    const result = await advanceTestDispute(deps, request.params.tid, body.data);
    if (!result.ok) return reply.status(result.status).send([result.error]);
    return reply.send(result.body);
  });
}
