// The deposit step a screen says the player is really on when its path says otherwise (issue 24 point 17): the
// processing view, back from the provider before paying, is not "Done" but still at "Review". The breadcrumbs read
// it; the screen sets it while it shows that state.
import type { DepositStep } from '@shop/domain/breadcrumbs';
import { useEffect, useSyncExternalStore } from 'react';

let override: DepositStep | null = null;
const listeners = new Set<() => void>();

function set(step: DepositStep | null): void {
  override = step;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** While mounted with a step, the breadcrumbs show that step as the current one. */
export function useDepositStepOverride(step: DepositStep | null): void {
  useEffect(() => {
    if (step === null) return;
    set(step);
    return () => set(null);
  }, [step]);
}

export function useCurrentDepositStepOverride(): DepositStep | null {
  return useSyncExternalStore(
    subscribe,
    () => override,
    () => null,
  );
}
