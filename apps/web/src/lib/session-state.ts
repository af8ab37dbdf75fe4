// A value this tab keeps in sessionStorage under one key, for useSyncExternalStore: every change is written
// back at once and told to the listeners, so a reload finds it and every view shows the same.
import { writeJson } from './storage';

export type SessionState<T> = {
  get(): T;
  subscribe(listener: () => void): () => void;
  set(next: T): void;
};

export function createSessionState<T>(key: string, initial: T): SessionState<T> {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next) {
      state = next;
      writeJson('session', key, next);
      for (const listener of listeners) listener();
    },
  };
}
