// The first screen's zod-free checks (check.ts) read schemas.json, which zod derives from packages/contracts.
// This keeps that file equal to the contracts (UPDATE_CONTRACT_CHECKS=1 rewrites it) and shows the checks accept
// and refuse exactly what the zod schemas do, on good answers and on broken copies of them.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { paymentNavigationTargetSchema } from '@shop/contracts/navigation';
import { shopResponseSchema } from '@shop/contracts/shop';
import { supportFrameMessageSchema } from '@shop/contracts/support';
import { userDataSchema } from '@shop/contracts/user';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { shopFixture, userFixture } from '../../test/fixtures';
import { contractCheck, type JsonSchema } from './check';
import schemas from './schemas.json';

const CONTRACTS = {
  user: userDataSchema,
  navigation: paymentNavigationTargetSchema,
  shop: shopResponseSchema,
  supportFrameMessage: supportFrameMessageSchema,
} as const;
type Name = keyof typeof CONTRACTS;

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
]);

function derived(): Record<Name, unknown> {
  return Object.fromEntries(
    Object.entries(CONTRACTS).map(([name, schema]) => [name, z.toJSONSchema(schema as z.core.$ZodType)]),
  ) as Record<Name, unknown>;
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
  const wrong = [null, 'x', -1, 1.5, 0, true, [], {}, '', 'ZZ'];
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
  const ours = contractCheck(schemas[name] as JsonSchema).safeParse(input);
  expect(ours.success, JSON.stringify(input)).toBe(zod.success);
  if (zod.success && ours.success) expect(ours.data).toEqual(zod.data);
}

describe('the first screen’s contract checks', () => {
  it('are the JSON Schemas zod derives from the contracts, with only the keywords check.ts knows', () => {
    const file = path.join(import.meta.dirname, 'schemas.json');
    if (process.env.UPDATE_CONTRACT_CHECKS) writeFileSync(file, `${JSON.stringify(derived(), null, 2)}\n`);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(derived());
    expect([...keywordsOf(schemas, new Set())].filter((key) => !KEYWORDS.has(key) && !(key in CONTRACTS))).toEqual([]);
  });

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
  const answers: Record<Name, unknown[]> = {
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
  };

  for (const name of Object.keys(answers) as Name[]) {
    it(`accept and refuse what zod does for ${name}, returning the same data`, () => {
      for (const answer of answers[name]) {
        agree(name, answer);
        for (const broken of brokenCopies(answer)) agree(name, broken);
      }
    });
  }
});
