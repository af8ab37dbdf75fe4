// The "essential shop record" of SPEC §3, persisted in localStorage: where the player came from
// and where the shop sends them back to.
import { isRecord } from './is-record';
import { readJson, writeJson } from './storage';

const KEY = 'shop.essential';

export type Destinations = {
  main?: string;
  offline?: string;
  conversionSuccess?: string;
  depositSuccess?: string;
  payoutSuccess?: string;
};

export type EssentialRecord = {
  /** 'classic' when the player entered from the platform's own pages. */
  platform?: string;
  tid?: string;
  /**
   * The tid of a purchase a practice player started: the provider may return in a new tab, which has
   * no session, and by then the first deposit has made them a money player (issue 10 item 5).
   */
  practiceTid?: string;
  providerPage?: string;
  destinations: Destinations;
  referrer?: string;
};

const DESTINATION_KEYS = ['main', 'offline', 'conversionSuccess', 'depositSuccess', 'payoutSuccess'] as const;

function stringField(source: Record<string, unknown>, key: string): string | undefined {
  const value = source[key];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** Rebuilds the record from storage field by field: a damaged entry loses only that field. */
function parse(raw: unknown): EssentialRecord {
  if (!isRecord(raw)) return { destinations: {} };
  const destinations: Destinations = {};
  const rawDestinations = isRecord(raw.destinations) ? raw.destinations : {};
  for (const key of DESTINATION_KEYS) {
    const value = stringField(rawDestinations, key);
    if (value !== undefined) destinations[key] = value;
  }
  const record: EssentialRecord = { destinations };
  for (const key of ['platform', 'tid', 'practiceTid', 'providerPage', 'referrer'] as const) {
    const value = stringField(raw, key);
    if (value !== undefined) record[key] = value;
  }
  return record;
}

export function readEssentialRecord(): EssentialRecord {
  return parse(readJson('local', KEY));
}

export function updateEssentialRecord(change: (record: EssentialRecord) => EssentialRecord): EssentialRecord {
  const next = change(readEssentialRecord());
  writeJson('local', KEY, next);
  return next;
}

/** The shop runs in the platform's PWA unless the player came from the classic site (SPEC §2, §3). */
export function isPwaPlatform(record: EssentialRecord = readEssentialRecord()): boolean {
  return record.platform !== 'classic';
}

/** A configured destination, or the fallback when none is stored. */
export function destinationOr(key: keyof Destinations, fallback: string): string {
  return readEssentialRecord().destinations[key] ?? fallback;
}
