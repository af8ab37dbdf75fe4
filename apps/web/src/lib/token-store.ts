// The deposit bearer token: kept in memory, mirrored to sessionStorage so a reload of the
// processing pages can keep polling without a new login round-trip.
import { readItem, writeItem } from './storage';

const KEY = 'shop.token';
let memory: string | undefined;
let waiting: ((token: string) => void)[] = [];

export const tokenStore = {
  /** The token fetched in this page's lifetime, if any. */
  current(): string | undefined {
    return memory;
  },
  /** The token of this tab's session, surviving a reload. */
  stored(): string | undefined {
    return memory ?? readItem('session', KEY) ?? undefined;
  },
  set(token: string): void {
    memory = token;
    writeItem('session', KEY, token);
    const resolvers = waiting;
    waiting = [];
    for (const resolve of resolvers) resolve(token);
  },
  /**
   * The token of this page's lifetime, once the initial load has fetched it (at once if it has): what a view can
   * start its own calls with before it renders. Never settles if no token comes.
   */
  whenCurrent(): Promise<string> {
    if (memory !== undefined) return Promise.resolve(memory);
    return new Promise((resolve) => waiting.push(resolve));
  },
  clear(): void {
    memory = undefined;
    writeItem('session', KEY, null);
  },
};
