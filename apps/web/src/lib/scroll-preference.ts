// SPEC §2: the page scrolls to the top on a view change unless the query has disableScroll=true. The host
// platform opens the shop once with that query; the shop's own links do not carry it, so the choice is kept
// for the tab's session: a later ?disableScroll=false (or any other value) turns scrolling back on.
import { readItem, writeItem } from './storage';

const KEY = 'shop.disableScroll';

/** Whether a view change may scroll to the top, remembering a disableScroll the query names. */
export function scrollsOnViewChange(search: string): boolean {
  const asked = new URLSearchParams(search).get('disableScroll');
  if (asked !== null) writeItem('session', KEY, asked === 'true' ? 'true' : null);
  return readItem('session', KEY) !== 'true';
}
