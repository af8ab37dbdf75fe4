// A value kept in sessionStorage under its key, with its listeners: what the shop's small stores (the package
// selection, the payment draft) are built on, read by React through useSyncExternalStore.
import { writeJson } from './storage';

export type StoredState<T> = {
  get(): T;
  subscribe(listener: () => void): () => void;
  /** Replaces the value, stores it and tells the listeners. */
  set(next: T): void;
};

export function storedState<T>(key: string, initial: T): StoredState<T> {
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
