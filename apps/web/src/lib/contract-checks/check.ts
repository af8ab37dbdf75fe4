// A parser for answers the first screen needs, without zod (issue 11: zod was ~9 KB gzip of every first visit).
// It reads the JSON Schema that zod itself derives from the contract (`schemas.json`, generated from
// packages/contracts and kept equal to it by contract-checks.test.ts), so the contract stays the one source of
// truth. Like the zod schema it refuses what does not match and, as zod's objects do, leaves out unknown keys.
// Kept instead of zod/mini on purpose (issue 26 point 5 asked to measure it): zod/mini with a schema of the shop
// answer's shape (objects, arrays, enums, nullable integers, a pattern, a record, a union) minifies to 8.9 KB gzip
// on its own (Vite 8 build, 2026-11-29), where this checker and the first screen's three schemas are about 2.4 KB
// gzip; the first screen's budget is the bare stack + 5 KB (issue 27) and the provider screen is at its 150 KB.
import type { Parser } from '../api-client';

/** The JSON Schema keywords zod writes for these contracts; the test refuses a schema using any other. */
export type JsonSchema = {
  type?: string | string[];
  enum?: readonly unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: readonly string[];
  additionalProperties?: boolean | JsonSchema;
  propertyNames?: JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  anyOf?: readonly JsonSchema[];
  oneOf?: readonly JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  $schema?: string;
  /** zod's `z.catch(schema, value)`: a value the schema refuses (or none) becomes `default`. */
  'x-catch'?: true;
  default?: unknown;
  /** zod's `z.pipe(z.coerce.number(), …)`: the value is converted with Number() before it is checked. */
  'x-coerce'?: 'number';
};

const INVALID = Symbol('invalid');
type Checked = unknown | typeof INVALID;

function hasType(value: unknown, type: string): boolean {
  switch (type) {
    case 'null':
      return value === null;
    case 'string':
      return typeof value === 'string';
    case 'boolean':
      return typeof value === 'boolean';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'integer':
      // zod's integers are safe integers; the schemas leave out the bounds that say so (contract-checks.test.ts).
      return Number.isSafeInteger(value);
    case 'array':
      return Array.isArray(value);
    case 'object':
      return typeof value === 'object' && value !== null && !Array.isArray(value);
    default:
      return false;
  }
}

function inBounds(value: unknown, schema: JsonSchema): boolean {
  if (typeof value === 'number') {
    if (schema.minimum !== undefined && value < schema.minimum) return false;
    if (schema.maximum !== undefined && value > schema.maximum) return false;
    if (schema.exclusiveMinimum !== undefined && value <= schema.exclusiveMinimum) return false;
  }
  if (typeof value === 'string') {
    if (schema.minLength !== undefined && value.length < schema.minLength) return false;
    if (schema.maxLength !== undefined && value.length > schema.maxLength) return false;
    if (schema.pattern !== undefined && !new RegExp(schema.pattern).test(value)) return false;
  }
  return true;
}

function checkObject(value: Record<string, unknown>, schema: JsonSchema): Checked {
  const out: Record<string, unknown> = {};
  const properties = schema.properties ?? {};
  for (const key of schema.required ?? []) {
    if (Object.hasOwn(value, key)) continue;
    const known = properties[key];
    if (known?.['x-catch'] !== true) return INVALID;
    out[key] = structuredClone(known.default);
  }
  for (const [key, item] of Object.entries(value)) {
    const known = Object.hasOwn(properties, key) ? properties[key] : undefined;
    if (known !== undefined) {
      // zod: an optional key that is present must match (undefined counts as absent).
      if (item === undefined && !(schema.required ?? []).includes(key)) continue;
      const checked = checkValue(item, known);
      if (checked === INVALID) return INVALID;
      out[key] = checked;
    } else if (typeof schema.additionalProperties === 'object') {
      // A record: every key and value must match.
      if (schema.propertyNames !== undefined && checkValue(key, schema.propertyNames) === INVALID) return INVALID;
      const checked = checkValue(item, schema.additionalProperties);
      if (checked === INVALID) return INVALID;
      out[key] = checked;
    }
    // Unknown keys of an object are left out, as zod's objects do.
  }
  return out;
}

function checkValue(value: unknown, schema: JsonSchema): Checked {
  if (schema['x-catch'] === true) {
    const { 'x-catch': _catch, default: fallback, ...inner } = schema;
    const checked = checkValue(value, inner);
    return checked === INVALID ? structuredClone(fallback) : checked;
  }
  if (schema['x-coerce'] === 'number') {
    const { 'x-coerce': _coerce, ...inner } = schema;
    let coerced: number;
    try {
      coerced = Number(value);
    } catch {
      return INVALID;
    }
    return checkValue(coerced, inner);
  }
  if (schema.anyOf !== undefined || schema.oneOf !== undefined) {
    const options = schema.anyOf ?? schema.oneOf ?? [];
    for (const option of options) {
      const checked = checkValue(value, option);
      if (checked !== INVALID) return checked;
    }
    return INVALID;
  }
  if (schema.type !== undefined) {
    const types = Array.isArray(schema.type) ? schema.type : [schema.type];
    if (!types.some((type) => hasType(value, type))) return INVALID;
  }
  if (schema.const !== undefined && value !== schema.const) return INVALID;
  if (schema.enum !== undefined && !schema.enum.includes(value)) return INVALID;
  if (!inBounds(value, schema)) return INVALID;
  if (Array.isArray(value)) {
    if (schema.minItems !== undefined && value.length < schema.minItems) return INVALID;
    if (schema.items === undefined) return [...value];
    const out: unknown[] = [];
    for (const item of value) {
      const checked = checkValue(item, schema.items);
      if (checked === INVALID) return INVALID;
      out.push(checked);
    }
    return out;
  }
  if (
    typeof value === 'object' &&
    value !== null &&
    (schema.properties !== undefined || schema.additionalProperties !== undefined)
  ) {
    return checkObject(value as Record<string, unknown>, schema);
  }
  return value;
}

/** A parser that checks an answer against a contract's derived JSON Schema. */
export function contractCheck<T>(schema: JsonSchema): Parser<T> {
  return {
    safeParse(input) {
      const checked = checkValue(input, schema);
      return checked === INVALID ? { success: false } : { success: true, data: checked as T };
    },
  };
}
