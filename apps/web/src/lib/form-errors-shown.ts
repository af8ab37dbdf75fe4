// Whether the current view shows the errors of a failed submit (an error summary is on screen), so
// the document title can say so (WCAG 2.4.2, the GOV.UK "Error: " prefix).
import { useSyncExternalStore } from 'react';

let shown = 0;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

/** Marks a summary as shown; the returned function takes it back (from an effect's clean-up). */
export function markFormErrorsShown(): () => void {
  shown += 1;
  notify();
  let taken = false;
  return () => {
    if (taken) return;
    taken = true;
    shown -= 1;
    notify();
  };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useFormErrorsShown(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => shown > 0,
    () => false,
  );
}
