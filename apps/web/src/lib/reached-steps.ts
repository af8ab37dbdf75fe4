// The breadcrumb steps this tab has reached (SPEC §2: earlier steps are clickable only once reached).
import { depositStepForPath, payoutStepForPath } from '@shop/domain/breadcrumbs';
import { readJson, writeJson } from './storage';

const KEY = 'shop.reached-steps';

export function reachedSteps(): ReadonlySet<string> {
  const raw = readJson('session', KEY);
  return new Set(Array.isArray(raw) ? raw.filter((step): step is string => typeof step === 'string') : []);
}

export function recordReachedStep(path: string): void {
  const step = depositStepForPath(path) ?? payoutStepForPath(path);
  if (step === null) return;
  const steps = reachedSteps();
  if (steps.has(step)) return;
  writeJson('session', KEY, [...steps, step]);
}
