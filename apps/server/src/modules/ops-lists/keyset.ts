// Keys of a list page (issue 25 point 1): the last row's sort value and id, as the database printed them, in an
// opaque url-safe token. The next page reads rows strictly after (or before) that pair, so rows with equal sort
// values are never skipped or repeated, and a page costs the same however deep it is (no OFFSET).

export interface PageKey {
  /** The sort column's value as text (a timestamptz or an integer), cast back by the query. */
  value: string;
  /** The row's id as text. */
  id: string;
}

export function encodePageKey(key: PageKey): string {
  return Buffer.from(JSON.stringify([key.value, key.id]), 'utf8').toString('base64url');
}

/** The key in `token`, or null for anything that is not one of ours. */
export function decodePageKey(token: string): PageKey | null {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
    if (!Array.isArray(parsed) || parsed.length !== 2) return null;
    const [value, id] = parsed;
    if (typeof value !== 'string' || typeof id !== 'string' || value.length > 64 || id.length > 64) return null;
    return { value, id };
  } catch {
    return null;
  }
}
