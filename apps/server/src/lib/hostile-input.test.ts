import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { containsUnstorableText, exceedsJsonDepth, isUnstorableText, parseUntrustedJson } from './hostile-input.ts';

/** Nesting depth of a parsed value, the slow way. */
function depthOf(value: unknown): number {
  if (typeof value !== 'object' || value === null) return 0;
  return 1 + Math.max(0, ...Object.values(value).map(depthOf));
}

describe('hostile input', () => {
  it('finds NUL and lone surrogates, and accepts any other text', () => {
    for (const text of ['\u0000', 'a\u0000b', '\ud800', 'x\udfffy', '\ud83d', 'end\udc00']) {
      expect(isUnstorableText(text), JSON.stringify(text)).toBe(true);
    }
    for (const text of ['', 'Müller', '🙂', 'Ǆé€', '\u202e', 'ab\ud83d\ude42cd']) {
      expect(isUnstorableText(text), text).toBe(false);
    }
    expect(containsUnstorableText({ name: ['ok', { deep: 'a\u0000' }] })).toBe(true);
    expect(containsUnstorableText({ 'key\u0000': 'value' })).toBe(true);
    expect(containsUnstorableText(Buffer.from('\u0000'))).toBe(false);
    expect(containsUnstorableText({ name: 'Max', amount: 5, list: [true, null] })).toBe(false);
  });

  it('measures JSON depth without parsing, brackets inside strings and escapes included', () => {
    expect(exceedsJsonDepth('[[[]]]', 3)).toBe(false);
    expect(exceedsJsonDepth('[[[[]]]]', 3)).toBe(true);
    expect(exceedsJsonDepth('{"a":"[[[[[[","b":"\\"[[[[["}', 1)).toBe(false);
    expect(exceedsJsonDepth(`${'['.repeat(500_000)}${']'.repeat(500_000)}`)).toBe(true);
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 6 }), fc.integer({ min: 0, max: 7 }), (value, limit) => {
        expect(exceedsJsonDepth(JSON.stringify(value), limit)).toBe(depthOf(value) > limit);
      }),
      { seed: 9, numRuns: 300 },
    );
  });

  it('parses untrusted JSON to a value or a refusal, never an exception', () => {
    expect(parseUntrustedJson('{"a":[1,"x"]}')).toEqual({ ok: true, value: { a: [1, 'x'] } });
    for (const text of ['', '{', '{"a":"\\u0000"}', '["\\ud800"]', `${'['.repeat(33)}${']'.repeat(33)}`]) {
      expect(parseUntrustedJson(text), text.slice(0, 40)).toEqual({ ok: false });
    }
  });
});
