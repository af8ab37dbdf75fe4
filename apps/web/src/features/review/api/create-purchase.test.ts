import { describe, expect, it } from 'vitest';
import { requestJson } from '../../../lib/api-client';
import { stubFetch } from '../../../test/fetch-stub';
import { purchaseFailureCode } from './create-purchase';

const anything = { safeParse: (input: unknown) => ({ success: true as const, data: input }) };

async function failureOf(answer: () => Response | Promise<Response>): Promise<string | null> {
  stubFetch({ 'POST /deposit/shop/purchases': answer });
  try {
    await requestJson('/deposit/shop/purchases', anything, { method: 'POST', body: {} });
  } catch (error) {
    return purchaseFailureCode(error);
  }
  throw new Error('the call did not fail');
}

const withType = (body: string, status: number, type: string) =>
  new Response(body, { status, headers: { 'content-type': type } });

describe('pay call failure bodies (SPEC §7)', () => {
  it.each<[string, () => Response | Promise<Response>, string | null]>([
    ['a plain-text code', () => withType('8', 402, 'text/plain'), '8'],
    ['a plain-text named code', () => withType('card_has_expired\n', 422, 'text/plain'), 'card_has_expired'],
    ['an HTML page', () => withType('<!doctype html><h1>Bad gateway</h1>', 502, 'text/html'), '502'],
    ['a JSON list', () => withType('["35","36"]', 422, 'application/json'), '35|36'],
    ['a JSON list of one', () => withType('["no_purchasables"]', 400, 'application/json'), 'no_purchasables'],
    ['an empty JSON list', () => withType('[]', 500, 'application/json'), '500'],
    ['a JSON object with a code', () => withType('{"code":"26"}', 422, 'application/json'), '26'],
    ['401', () => withType('["not-authenticated"]', 401, 'application/json'), 'not-authenticated'],
    ['403', () => withType('["forbidden"]', 403, 'application/json'), 'not-authenticated'],
    ['a 200 that is no JSON', () => withType('ok', 200, 'text/plain'), 'unsure'],
    [
      'no answer at all',
      () => {
        throw new TypeError('Failed to fetch');
      },
      null,
    ],
  ])('%s', async (_, answer, expected) => {
    expect(await failureOf(answer)).toBe(expected);
  });
});
