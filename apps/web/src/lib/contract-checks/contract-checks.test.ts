// The web app's zod-free checks (check.ts) read schemas.json (the first screen) and later/*-schemas.json (the later
// steps, a file per group of steps), which zod derives from packages/contracts. This keeps the files equal to the contracts
// (UPDATE_CONTRACT_CHECKS=1 rewrites them) and shows the checks accept and refuse exactly what the zod schemas do,
// on good answers (written here, and generated from every schema) and on broken copies of them.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expressSettingsSchema } from '@shop/contracts/express';
import { limitIncreaseRequestResultSchema } from '@shop/contracts/limit-increase';
import { paymentNavigationTargetSchema } from '@shop/contracts/navigation';
import { payoutAuthResponseSchema, payoutInfoSchema, payoutResponseSchema } from '@shop/contracts/payout';
import {
  cvcTokenizeResultSchema,
  encryptedTokenizeResultSchema,
  hostedFieldSchema,
  hostedFieldStateSchema,
  hostedTokenizeResultSchema,
  tokenizeErrorSchema,
} from '@shop/contracts/psp-encrypt';
import { providerDetailsSchema, purchaseResultSchema } from '@shop/contracts/purchase';
import { shopResponseSchema, visitSchema } from '@shop/contracts/shop';
import { subscriptionDetailsSchema } from '@shop/contracts/subscription';
import { supportFrameMessageSchema } from '@shop/contracts/support';
import {
  addressReadSchema,
  addressWriteForbiddenSchema,
  addressWriteRedirectSchema,
  userDataSchema,
} from '@shop/contracts/user';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { shopFixture, userFixture } from '../../test/fixtures';
import { purchaseResultFixture } from '../../test/purchase-fixtures';
import { contractCheck, type JsonSchema } from './check';
import addressSchemas from './later/address-schemas.json';
import encryptSchemas from './later/encrypt-schemas.json';
import expressSchemas from './later/express-schemas.json';
import payoutSchemas from './later/payout-schemas.json';
import providerSchemas from './later/provider-schemas.json';
import purchaseSchemas from './later/purchase-schemas.json';
import subscriptionSchemas from './later/subscription-schemas.json';
import supportSchemas from './later/support-schemas.json';
import firstSchemas from './schemas.json';

/** The first screen's contracts (schemas.json, in the first screen's code). */
const FIRST = {
  user: userDataSchema,
  navigation: paymentNavigationTargetSchema,
  shop: shopResponseSchema,
} as const;
/** The later steps' contracts (later/*-schemas.json, each loaded with the steps that use it). */
const PURCHASE = { purchaseResult: purchaseResultSchema, visit: visitSchema } as const;
const PROVIDER = {
  providerDetails: providerDetailsSchema,
  limitIncreaseRequestResult: limitIncreaseRequestResultSchema,
} as const;
const ENCRYPT = {
  encryptedTokenizeResult: encryptedTokenizeResultSchema,
  hostedTokenizeResult: hostedTokenizeResultSchema,
  cvcTokenizeResult: cvcTokenizeResultSchema,
  tokenizeError: tokenizeErrorSchema,
  hostedFieldState: hostedFieldStateSchema,
  hostedField: hostedFieldSchema,
} as const;
const ADDRESS = {
  addressRead: addressReadSchema,
  addressWriteForbidden: addressWriteForbiddenSchema,
  addressWriteRedirect: addressWriteRedirectSchema,
} as const;
const PAYOUT = {
  payoutAuthResponse: payoutAuthResponseSchema,
  payoutResponse: payoutResponseSchema,
  payoutInfo: payoutInfoSchema,
} as const;
const SUBSCRIPTION = { subscriptionDetails: subscriptionDetailsSchema } as const;
const EXPRESS = { expressSettings: expressSettingsSchema } as const;
const SUPPORT = { supportFrameMessage: supportFrameMessageSchema } as const;
const CONTRACTS = {
  ...FIRST,
  ...PURCHASE,
  ...PROVIDER,
  ...ENCRYPT,
  ...ADDRESS,
  ...PAYOUT,
  ...SUBSCRIPTION,
  ...EXPRESS,
  ...SUPPORT,
} as const;
type Name = keyof typeof CONTRACTS;
const schemas = {
  ...firstSchemas,
  ...purchaseSchemas,
  ...providerSchemas,
  ...encryptSchemas,
  ...addressSchemas,
  ...payoutSchemas,
  ...subscriptionSchemas,
  ...expressSchemas,
  ...supportSchemas,
} as Record<Name, JsonSchema>;
const FILES = [
  { file: 'schemas.json', contracts: FIRST },
  { file: 'later/purchase-schemas.json', contracts: PURCHASE },
  { file: 'later/provider-schemas.json', contracts: PROVIDER },
  { file: 'later/encrypt-schemas.json', contracts: ENCRYPT },
  { file: 'later/address-schemas.json', contracts: ADDRESS },
  { file: 'later/payout-schemas.json', contracts: PAYOUT },
  { file: 'later/subscription-schemas.json', contracts: SUBSCRIPTION },
  { file: 'later/express-schemas.json', contracts: EXPRESS },
  { file: 'later/support-schemas.json', contracts: SUPPORT },
] as const;

const KEYWORDS = new Set([
  '$schema',
  'type',
  'enum',
  'const',
  'properties',
  'required',
  'additionalProperties',
  'propertyNames',
  'items',
  'minItems',
  'anyOf',
  'oneOf',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'minLength',
  'maxLength',
  'pattern',
  'x-catch',
  'default',
  'x-coerce',
]);

/** zod's JSON Schema, with what it cannot say in JSON Schema marked for check.ts: a catch and a coerced number. */
function jsonSchemaOf(schema: z.core.$ZodType): unknown {
  return z.toJSONSchema(schema, {
    override: (context) => {
      const def = context.zodSchema._zod.def;
      if (def.type === 'catch') context.jsonSchema['x-catch'] = true;
      if (def.type === 'pipe') {
        const input = (def as z.core.$ZodPipeDef).in._zod.def;
        if ('coerce' in input && input.coerce === true) {
          if (input.type !== 'number') throw new Error(`check.ts coerces numbers only, not ${input.type}`);
          context.jsonSchema['x-coerce'] = 'number';
        }
      }
    },
  });
}

/**
 * A derived schema less what check.ts never reads, so the first screen downloads less (issue 11): `$schema`,
 * `additionalProperties: false` beside `properties` (check.ts leaves unknown keys out of any object with
 * properties, as zod does), and an integer's safe-integer bounds (check.ts's integers are safe integers). The
 * checks below show the slimmer schema still agrees with zod.
 */
function slim(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(slim);
  if (typeof schema !== 'object' || schema === null) return schema;
  const integer = 'type' in schema && schema.type === 'integer';
  const entries = Object.entries(schema).filter(
    ([key, value]) =>
      key !== '$schema' &&
      !(key === 'additionalProperties' && value === false && 'properties' in schema) &&
      !(integer && key === 'maximum' && value === Number.MAX_SAFE_INTEGER) &&
      !(integer && key === 'minimum' && value === Number.MIN_SAFE_INTEGER),
  );
  return Object.fromEntries(
    entries.map(([key, value]) => [key, key === 'enum' || key === 'const' || key === 'default' ? value : slim(value)]),
  );
}

function derived(contracts: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(contracts).map(([name, schema]) => [name, slim(jsonSchemaOf(schema as z.core.$ZodType))]),
  );
}

const PATTERN_SAMPLES: Record<string, string> = { '^\\d{4}$': '4242', '^\\d{4}-\\d{2}-\\d{2}$': '2026-12-01' };

/** Good values of a derived schema: every option of a choice and every listed value, each once. */
function samplesOf(schema: JsonSchema): unknown[] {
  if (schema['x-catch'] === true) return [schema.default];
  if (schema.anyOf !== undefined || schema.oneOf !== undefined)
    return (schema.anyOf ?? schema.oneOf ?? []).flatMap((option) => samplesOf(option));
  if (schema.const !== undefined) return [schema.const];
  if (schema.enum !== undefined) return [...schema.enum];
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  return types.flatMap((type): unknown[] => {
    switch (type) {
      case 'null':
        return [null];
      case 'boolean':
        return [true, false];
      case 'string': {
        if (schema.pattern !== undefined) {
          const sample = PATTERN_SAMPLES[schema.pattern];
          if (sample === undefined) throw new Error(`no sample for the pattern ${schema.pattern}`);
          return [sample];
        }
        return ['x'.repeat(Math.max(schema.minLength ?? 1, 1))];
      }
      case 'integer':
      case 'number': {
        const low = Math.max(schema.minimum ?? 1, (schema.exclusiveMinimum ?? 0) + 1);
        const value = Math.min(low, schema.maximum ?? low);
        return schema['x-coerce'] === 'number' ? [value, String(value)] : [value];
      }
      case 'array': {
        const items = schema.items === undefined ? ['x'] : samplesOf(schema.items);
        return [items.slice(0, Math.max(schema.minItems ?? 1, 1)), items];
      }
      case 'object': {
        const properties = Object.entries(schema.properties ?? {}).map(
          ([key, property]) => [key, samplesOf(property)] as const,
        );
        const base = Object.fromEntries(properties.map(([key, values]) => [key, values[0]]));
        const variants: unknown[] = [base];
        for (const [key, values] of properties)
          for (const value of values.slice(1)) variants.push({ ...base, [key]: value });
        if (typeof schema.additionalProperties === 'object') {
          const key = schema.propertyNames === undefined ? 'k' : String(samplesOf(schema.propertyNames)[0]);
          for (const value of samplesOf(schema.additionalProperties)) variants.push({ ...base, [key]: value });
        }
        return variants;
      }
      default:
        throw new Error(`no sample for the type ${String(type)}`);
    }
  });
}

function keywordsOf(schema: unknown, found: Set<string>): Set<string> {
  if (Array.isArray(schema)) for (const item of schema) keywordsOf(item, found);
  else if (typeof schema === 'object' && schema !== null) {
    for (const [key, value] of Object.entries(schema)) {
      found.add(key);
      if (key === 'properties') for (const property of Object.values(value as object)) keywordsOf(property, found);
      else if (key !== 'enum' && key !== 'required' && key !== 'const') keywordsOf(value, found);
    }
  }
  return found;
}

/** Every value one edit away from `value`: each leaf replaced by wrong types, each key dropped, each list emptied. */
function brokenCopies(value: unknown): unknown[] {
  const wrong = [null, 'x', -1, 1.5, 0, true, [], {}, '', 'ZZ', 2 ** 53, -(2 ** 53)];
  const copies: unknown[] = [...wrong];
  if (Array.isArray(value)) {
    copies.push([]);
    value.forEach((item, index) => {
      for (const broken of brokenCopies(item)) copies.push(value.map((other, at) => (at === index ? broken : other)));
    });
  } else if (typeof value === 'object' && value !== null) {
    for (const key of Object.keys(value)) {
      const { [key]: _dropped, ...rest } = value as Record<string, unknown>;
      copies.push(rest);
      for (const broken of brokenCopies((value as Record<string, unknown>)[key]))
        copies.push({ ...rest, [key]: broken });
    }
    copies.push({ ...value, unknownKey: 1 });
  }
  return copies;
}

function agree(name: Name, input: unknown) {
  const zod = CONTRACTS[name].safeParse(input);
  const ours = contractCheck(schemas[name]).safeParse(input);
  expect(ours.success, JSON.stringify(input)).toBe(zod.success);
  if (zod.success && ours.success) expect(ours.data).toEqual(zod.data);
}

describe('the web app’s contract checks', () => {
  for (const { file, contracts } of FILES) {
    it(`${file} holds the JSON Schemas zod derives from its contracts, with only the keywords check.ts knows`, () => {
      const at = path.join(import.meta.dirname, file);
      if (process.env.UPDATE_CONTRACT_CHECKS) writeFileSync(at, `${JSON.stringify(derived(contracts), null, 2)}\n`);
      const stored = JSON.parse(readFileSync(at, 'utf8'));
      expect(stored).toEqual(derived(contracts));
      expect([...keywordsOf(stored, new Set())].filter((key) => !KEYWORDS.has(key) && !(key in contracts))).toEqual([]);
    });
  }

  const shop = shopFixture();
  const shopWithEverything = {
    ...shop,
    lastUsedAmount: 1000,
    bonusAdvertisement: {
      startDate: '2026-01-01',
      endDate: '2026-02-01',
      percentage: 10,
      style: 'SpecialOffer',
      i18nKey: 'k',
    },
    depositLimit: { amountLeft: 5000, currency: 'EUR', nextPossibleDate: '2026-03-01' },
    providers: shop.providers.map((provider) => ({
      ...provider,
      issuers: [{ bic: 'INGBNL2A', name: 'ING' }],
      visit: { url: 'https://psp.test/pay', params: { a: 'b' } },
    })),
  };
  const answers: Partial<Record<Name, unknown[]>> = {
    user: [userFixture(), userFixture({ gender: null })],
    navigation: [
      { target: 'SHOP_WEB', url: null, reason: null },
      { target: 'ACCESS_DENIED', url: 'https://x.test', reason: 'USER_BLOCKED' },
    ],
    shop: [shop, shopWithEverything, { ...shop, depositLimit: null }],
    supportFrameMessage: [
      { type: 'support-form:height', height: 420 },
      { type: 'support-form:close' },
      { type: 'support-form:sent', ticket: 'T-1' },
      { type: 'support-form:height', height: Number.POSITIVE_INFINITY },
      { type: 'support-form:sent', ticket: 'x'.repeat(41) },
    ],
    purchaseResult: [purchaseResultFixture(), { ...purchaseResultFixture(), state: 'SOMETHING_NEW' }],
    encryptedTokenizeResult: [
      { token: 't', holder: 'A B', last4: '4242', expiryMonth: '05', expiryYear: '2030' },
      { token: 't', holder: 'A B', last4: '4242', expiryMonth: 0, expiryYear: 2030 },
      { token: 't', holder: 'A B', last4: '4242', expiryMonth: ' 12 ', expiryYear: null },
    ],
  };

  for (const name of Object.keys(CONTRACTS) as Name[]) {
    it(`accept and refuse what zod does for ${name}, on answers generated from its schema`, () => {
      const samples = samplesOf(schemas[name]);
      expect(samples.length).toBeGreaterThan(0);
      for (const sample of samples) {
        expect(CONTRACTS[name].safeParse(sample).success, JSON.stringify(sample)).toBe(true);
        agree(name, sample);
        for (const broken of brokenCopies(sample)) agree(name, broken);
      }
    });
  }

  for (const name of Object.keys(answers) as Name[]) {
    it(`accept and refuse what zod does for ${name}, returning the same data`, () => {
      for (const answer of answers[name] ?? []) {
        agree(name, answer);
        for (const broken of brokenCopies(answer)) agree(name, broken);
      }
    });
  }
});
