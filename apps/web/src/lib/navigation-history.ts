// Where the player has been in this tab: the previous view (for /reload) and the last provider
// route (for the error page's "back to the payment method" action). Kept in sessionStorage.
import { isRecord } from './is-record';
import { readJson, writeJson } from './storage';

const KEY = 'shop.history';

type History = { current?: string; previous?: string; lastProvider?: string };

function read(): History {
  const raw = readJson('session', KEY);
  if (!isRecord(raw)) return {};
  const history: History = {};
  for (const key of ['current', 'previous', 'lastProvider'] as const) {
    const value = raw[key];
    if (typeof value === 'string' && value.startsWith('/')) history[key] = value;
  }
  return history;
}

// Views that must never be the target of a reload or a "back" action.
const TRANSIENT = /^\/(reload|error|not-authorized|extern)(\/|$)/;

export function recordView(pathWithSearch: string): void {
  if (TRANSIENT.test(pathWithSearch)) return;
  const history = read();
  if (history.current === pathWithSearch) return;
  const next: History = { ...history, current: pathWithSearch };
  if (history.current !== undefined) next.previous = history.current;
  if (pathWithSearch.startsWith('/provider/')) next.lastProvider = pathWithSearch;
  writeJson('session', KEY, next);
}

/** The last real view of the shop (not an error or reload view), if any. */
export function lastViewPath(): string | undefined {
  return read().current;
}

export function lastProviderPath(): string | undefined {
  return read().lastProvider;
}
