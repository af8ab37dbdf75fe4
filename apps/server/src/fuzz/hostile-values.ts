// The raw material of hostile requests: strings, numbers and JSON documents a careless or malicious client
// could send. JSON is generated as a small syntax tree, so duplicate keys, `__proto__` and numbers JSON.stringify
// cannot write (1e309, -0, 2^53 + 1) reach the server as text.
import fc from 'fast-check';

export type JsonNode =
  | { kind: 'raw'; text: string }
  | { kind: 'string'; value: string }
  | { kind: 'array'; items: JsonNode[] }
  | { kind: 'object'; entries: [string, JsonNode][] };

export function serializeJson(node: JsonNode): string {
  switch (node.kind) {
    case 'raw':
      return node.text;
    case 'string':
      return JSON.stringify(node.value);
    case 'array':
      return `[${node.items.map(serializeJson).join(',')}]`;
    case 'object':
      return `{${node.entries.map(([key, value]) => `${JSON.stringify(key)}:${serializeJson(value)}`).join(',')}}`;
  }
}

/** A plain value (a template) as a tree. */
export function jsonNodeOf(value: unknown): JsonNode {
  if (typeof value === 'string') return { kind: 'string', value };
  if (Array.isArray(value)) return { kind: 'array', items: value.map(jsonNodeOf) };
  if (typeof value === 'object' && value !== null) {
    return { kind: 'object', entries: Object.entries(value).map(([key, item]) => [key, jsonNodeOf(item)]) };
  }
  return { kind: 'raw', text: JSON.stringify(value ?? null) };
}

export const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\uffff',
  '\u202eevil',
  '🙂',
  'Ǆé€',
  '\r\nX-Injected: 1',
  '../../etc/passwd',
  '%00',
  '%',
  '<script>alert(1)</script>',
  "' or '1'='1",
  '1e309',
  '-0',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '9007199254740993',
  '__proto__',
  'constructor',
  'null',
  'true',
  '//evil.example/',
  '/\\evil.example',
  '/€',
  'A'.repeat(5000),
] as const;

const RAW_NUMBERS = [
  '1e309',
  '-1e309',
  '-0',
  '0.1',
  '1e-400',
  '9007199254740993',
  '-9007199254740993',
  '123456789012345678901234567890',
  '2e3',
  '0',
  '-1',
] as const;

/** Any string, hostile constants and real ids of the database weighted up. */
export function hostileString(knownIds: readonly string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
    // What PostgreSQL or a header cannot hold, worth a weight of its own.
    { weight: 2, arbitrary: fc.constantFrom('\u0000', 'money-de\u0000', '\ud800', 'ab\udc00', '/€', '/ä?x=€') },
    { weight: 3, arbitrary: fc.constantFrom(...knownIds) },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
    { weight: 1, arbitrary: fc.string({ maxLength: 300 }) },
  );
}

/** Strings an HTTP header can carry (printable Latin-1). */
export function headerString(): fc.Arbitrary<string> {
  const character = fc
    .integer({ min: 0x20, max: 0xff })
    .filter((code) => code !== 0x7f)
    .map((code) => String.fromCharCode(code));
  return fc.oneof(fc.string({ unit: character, maxLength: 80 }), fc.constant('x'.repeat(4000)));
}

function hostileLeaf(knownIds: readonly string[]): fc.Arbitrary<JsonNode> {
  return fc.oneof(
    { weight: 3, arbitrary: hostileString(knownIds).map((value): JsonNode => ({ kind: 'string', value })) },
    {
      weight: 2,
      arbitrary: fc
        .oneof(
          fc.constantFrom(...RAW_NUMBERS),
          fc.integer().map(String),
          fc.double({ noNaN: true, noDefaultInfinity: true }).map(String),
          fc.constantFrom('true', 'false', 'null'),
        )
        .map((text): JsonNode => ({ kind: 'raw', text })),
    },
  );
}

export function hostileJson(knownIds: readonly string[], keys: readonly string[]): fc.Arbitrary<JsonNode> {
  const key = fc.oneof(fc.constantFrom('__proto__', 'constructor', 'prototype', ...keys), fc.string({ maxLength: 12 }));
  const { node } = fc.letrec<{ node: JsonNode }>((tie) => ({
    node: fc.oneof(
      { depthSize: 'small', maxDepth: 4, withCrossShrink: true },
      hostileLeaf(knownIds),
      fc.array(tie('node'), { maxLength: 4 }).map((items): JsonNode => ({ kind: 'array', items })),
      fc.array(fc.tuple(key, tie('node')), { maxLength: 5 }).map((entries): JsonNode => ({ kind: 'object', entries })),
    ),
  }));
  return node;
}

/** Bodies no generator above would write: broken, empty, deep, huge. */
export const RAW_BODIES = [
  '',
  ' ',
  '{',
  '{"a":',
  'null',
  '[]',
  '"text"',
  '1e309',
  '{"a":1,"a":2}',
  '\ufeff{}',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '{"a":"\\u0000"}',
  '{"a":"\\ud800"}',
  `${'['.repeat(33)}${']'.repeat(33)}`,
  `${'{"a":'.repeat(200)}1${'}'.repeat(200)}`,
  `${'['.repeat(30_000)}${']'.repeat(30_000)}`,
  `{"a":"${'x'.repeat(200_000)}"}`,
  'a=1&a=2&b=%00&c=%ED%A0%80&d=%FF',
  '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
] as const;

/** Percent-encodes the UTF-8 bytes of a value (a lone surrogate becomes U+FFFD, as in any browser). */
export function encodeComponent(value: string): string {
  return [...Buffer.from(value, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');
}

/** Broken percent escapes and bytes that are not UTF-8. */
export const RAW_COMPONENTS = ['%', '%Z0', '%E2%82', '%ED%A0%80', '%FF%FE', '%C0%AF', '%00'] as const;

export function urlComponent(knownIds: readonly string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 5, arbitrary: hostileString(knownIds).map(encodeComponent) },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_COMPONENTS) },
  );
}
