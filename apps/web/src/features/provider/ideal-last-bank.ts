// The shop record of SPEC §3 (localStorage): the iDEAL bank the player chose last, preselected next time.
import { isRecord } from '../../lib/is-record';
import { readJson, writeJson } from '../../lib/storage';

const KEY = 'shop.record';

export function lastUsedIdealBank(): string | null {
  const record = readJson('local', KEY);
  return isRecord(record) && typeof record.idealLastUsedBank === 'string' ? record.idealLastUsedBank : null;
}

export function rememberIdealBank(bic: string): void {
  const record = readJson('local', KEY);
  writeJson('local', KEY, { ...(isRecord(record) ? record : {}), idealLastUsedBank: bic });
}
