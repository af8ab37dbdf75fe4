// Input the database cannot hold as sent or that costs too much to build: checked before any handler sees it.
// PostgreSQL refuses NUL in text (a 500 if it reaches a query) and a lone UTF-16 surrogate is silently
// replaced on the way in, so neither is accepted anywhere; deep JSON is refused before it is built.

/** Nesting of JSON objects and arrays allowed in any request body (our deepest request has 3 levels). */
export const MAX_JSON_DEPTH = 32;

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Whether a string holds a NUL or a lone surrogate. */
export function isUnstorableText(value: string): boolean {
  return value.includes('\u0000') || LONE_SURROGATE.test(value);
}

/** Whether any string (value or key) in a parsed body, query or params holds text the database cannot store. */
export function containsUnstorableText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return isUnstorableText(value);
  // Parsed bodies are already bounded by MAX_JSON_DEPTH; this bound only guards against cycles.
  if (typeof value !== 'object' || value === null || depth > MAX_JSON_DEPTH + 1) return false;
  if (Array.isArray(value)) return value.some((item) => containsUnstorableText(item, depth + 1));
  // Raw bodies (the PSP's signed notifications) are checked where they are parsed.
  if (ArrayBuffer.isView(value)) return false;
  return Object.entries(value).some(([key, item]) => isUnstorableText(key) || containsUnstorableText(item, depth + 1));
}

/**
 * Whether JSON text nests objects and arrays deeper than `limit`: one pass over the characters, without
 * building anything, so a megabyte of brackets costs a millisecond instead of a deep object graph.
 */
export function exceedsJsonDepth(text: string, limit = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 0x5c)
        index += 1; // backslash: skip the escaped character
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) {
      inString = true;
    } else if (code === 0x7b || code === 0x5b) {
      depth += 1;
      if (depth > limit) return true;
    } else if (code === 0x7d || code === 0x5d) {
      depth -= 1;
    }
  }
  return false;
}

export type SafeJsonResult = { ok: true; value: unknown } | { ok: false };

/** JSON.parse for text from outside: refuses invalid, too deep or unstorable documents instead of throwing. */
export function parseUntrustedJson(text: string, limit = MAX_JSON_DEPTH): SafeJsonResult {
  if (exceedsJsonDepth(text, limit)) return { ok: false };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false };
  }
  return containsUnstorableText(value) ? { ok: false } : { ok: true, value };
}
