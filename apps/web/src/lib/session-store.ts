// A value kept in sessionStorage so a reload keeps it: every change is written through, then told to the
// subscribers (the `get`/`subscribe` pair `useSyncExternalStore` reads). Each store names its own changes,
// built from `get` and `set`.
import { writeJson } from './storage';

export type SessionStore<T> = {
  get(): T;
  subscribe(listener: () => void): () => void;
};

export function createSessionStore<T, Changes>(
  key: string,
  initial: T,
  changes: (get: () => T, set: (next: T) => void) => Changes,
): SessionStore<T> & Changes {
  let state = initial;
  const listeners = new Set<() => void>();
  const get = () => state;
  return {
    get,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    ...changes(get, (next) => {
      state = next;
      writeJson('session', key, next);
      for (const listener of listeners) listener();
    }),
  };
}
