// The deposit funnel job: adds the counts this instance gathered in memory (modules/metrics) to today's row.
// A failed write puts the counts back, so the next round carries them.
import type { AppDeps } from '../../app-deps.ts';
import { addFunnelCounts } from './dashboard.repository.ts';

export async function flushFunnel(deps: Pick<AppDeps, 'db' | 'clock' | 'metrics'>): Promise<void> {
  const counts = deps.metrics?.drainFunnel();
  if (counts === undefined || counts.size === 0) return;
  try {
    await addFunnelCounts(deps.db, deps.clock.now().toISOString().slice(0, 10), counts);
  } catch (error) {
    deps.metrics?.restoreFunnel(counts);
    throw error;
  }
}
