// Test-support (ENABLE_TEST_API only): one round of the alerts job on demand, after recording failed (or one
// successful) rounds of the purchase reconciliation, so a journey sees the banner come and go without waiting.
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { runAlertRound } from './alerts.job.ts';

const JOB = 'purchase reconciliation';

export async function testAlertsRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  app.post('/platform/test/ops-alerts/round', async (request, reply) => {
    const body = (request.body ?? {}) as { reconcilerFailures?: unknown };
    const failures = body.reconcilerFailures;
    if (
      failures !== undefined &&
      (!Number.isInteger(failures) || (failures as number) < 0 || (failures as number) > 100)
    ) {
      return reply.status(400).send({ code: 'invalid_body', fields: { reconcilerFailures: 'invalid' } });
    }
    const { jobHealth, clock } = deps;
    const now = clock.now().getTime();
    if (jobHealth !== undefined && failures !== undefined) {
      if (!jobHealth.snapshot().some((job) => job.name === JOB)) jobHealth.register(JOB, 60_000, now);
      if (failures === 0) jobHealth.roundEnded(JOB, { ok: true }, now);
      for (let index = 0; index < (failures as number); index += 1) {
        jobHealth.roundEnded(JOB, { ok: false, error: new Error('PSP unreachable (test)') }, now);
      }
    }
    const result = await runAlertRound({ ...deps, thresholds: deps.config.alertThresholds });
    return reply.send({ raised: result.raised.map((alert) => alert.rule), resolved: result.resolved });
  });
}
