// Safe access to localStorage and sessionStorage: private modes and full quotas throw, the shop must not.

type Area = 'local' | 'session';

function areaOf(area: Area): Storage | undefined {
  try {
    return area === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

export function readItem(area: Area, key: string): string | null {
  try {
    return areaOf(area)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeItem(area: Area, key: string, value: string | null): void {
  try {
    const storage = areaOf(area);
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch {
    // Storage is a convenience here; the shop keeps working from memory.
  }
}

/** Reads JSON written by writeJson; anything unreadable counts as absent. */
export function readJson(area: Area, key: string): unknown {
  const raw = readItem(area, key);
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

export function writeJson(area: Area, key: string, value: unknown): void {
  writeItem(area, key, value === undefined ? null : JSON.stringify(value));
}
