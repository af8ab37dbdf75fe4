// The deposit bearer token: kept in memory, mirrored to sessionStorage so a reload of the
// processing pages can keep polling without a new login round-trip.
import { readItem, writeItem } from './storage';

const KEY = 'shop.token';
let memory: string | undefined;

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
  },
  clear(): void {
    memory = undefined;
    writeItem('session', KEY, null);
  },
};
