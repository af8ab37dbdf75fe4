// The alerts job: one round gathers the snapshot, evaluates the rules (alert-rules.ts) and, in one transaction,
// opens an episode for each new alert (e-mailing every active operator through the outbox), marks the ones still
// firing as seen and resolves the rest. An alert that keeps firing is raised once per episode, not every round.
import type { AppDeps } from '../../app-deps.ts';
import { type AlertThresholds, evaluateAlertRules, type FiringAlert, planAlertEpisodes } from './alert-rules.ts';
import {
  activeOperatorAddresses,
  enqueueAlertMail,
  insertAlert,
  lockOpenAlerts,
  markAlertsSeen,
  oldestReviewPayoutAt,
  oldestUnsentMailAt,
  providerOutcomesSince,
  resolveAlerts,
} from './alerts.repository.ts';

export interface AlertRoundResult {
  raised: FiringAlert[];
  resolved: number;
}

export async function runAlertRound(
  deps: Pick<AppDeps, 'db' | 'clock' | 'log' | 'jobHealth'> & { thresholds: AlertThresholds },
): Promise<AlertRoundResult> {
  const now = deps.clock.now();
  const { thresholds } = deps;
  const [providerOutcomes, oldestPayout, oldestMail] = await Promise.all([
    providerOutcomesSince(deps.db, new Date(now.getTime() - thresholds.successRateWindowMinutes * 60_000)),
    oldestReviewPayoutAt(deps.db),
    oldestUnsentMailAt(deps.db),
  ]);
  const firing = evaluateAlertRules(
    {
      now,
      providerOutcomes,
      oldestReviewPayoutAt: oldestPayout,
      oldestUnsentMailAt: oldestMail,
      jobs: deps.jobHealth?.snapshot() ?? [],
    },
    thresholds,
  );
  return deps.db.transaction().execute(async (trx) => {
    const plan = planAlertEpisodes(await lockOpenAlerts(trx), firing);
    const raised: FiringAlert[] = [];
    const operators = plan.raise.length === 0 ? [] : await activeOperatorAddresses(trx);
    for (const alert of plan.raise) {
      const id = await insertAlert(trx, alert, now);
      if (id === undefined) continue;
      raised.push(alert);
      for (const operator of operators) {
        await enqueueAlertMail(trx, {
          alertId: id,
          operator,
          params: { rule: alert.rule, subject: alert.subject, ...alert.details, raisedAt: now.toISOString() },
          now,
        });
      }
      deps.log.warn({ rule: alert.rule, subject: alert.subject, details: alert.details }, 'operator alert raised');
    }
    await markAlertsSeen(trx, plan.stillFiring, now);
    await resolveAlerts(trx, plan.resolve, now);
    if (plan.resolve.length > 0) deps.log.info({ resolved: plan.resolve.length }, 'operator alerts resolved');
    return { raised, resolved: plan.resolve.length };
  });
}
