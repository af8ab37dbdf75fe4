import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cardNumberValid } from '../lib/card-checks.ts';
import { ibanValid } from '../lib/iban.ts';
import {
  COLLECTION_ACCOUNT,
  MAGIC_CARDS,
  MANDATE_REFUSED_IBAN,
  PAYOUT_FAILING_IBAN,
  RECURRING_MAGIC_CARDS,
  REFUND_FAILING_AMOUNT_ENDING,
  REFUND_FAILURE_REASON,
  SEPA_REFUSED_IBAN,
  SEPA_RETURN_DAYS,
  SEPA_RETURN_REASON,
  SEPA_RETURNED_IBAN,
  SEPA_SUCCESS_IBAN,
  TEST_TOKENS,
} from './magic-values.ts';

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
const grouped = (value: string) => value.replace(/(.{4})(?=.)/g, '$1 ');
const ibans = [
  SEPA_SUCCESS_IBAN,
  SEPA_REFUSED_IBAN,
  MANDATE_REFUSED_IBAN,
  SEPA_RETURNED_IBAN,
  PAYOUT_FAILING_IBAN,
  COLLECTION_ACCOUNT.iban,
];
const cardNumbers = [...MAGIC_CARDS, ...RECURRING_MAGIC_CARDS].map((card) => card.number);

describe('magic values', () => {
  it('are valid card numbers (Luhn) and valid IBANs (mod 97), so they pass every form', () => {
    for (const number of cardNumbers) expect(cardNumberValid(number), number).toBe(true);
    for (const number of Object.values(TEST_TOKENS)) expect(cardNumberValid(number), number).toBe(true);
    for (const iban of ibans) expect(ibanValid(iban), iban).toBe(true);
  });

  it('are each unique', () => {
    expect(new Set(cardNumbers).size).toBe(cardNumbers.length);
    expect(new Set(ibans).size).toBe(ibans.length);
  });

  it('all appear in the README table', () => {
    for (const number of cardNumbers) expect(readme, number).toContain(`\`${grouped(number)}\``);
    for (const iban of ibans) expect(readme, iban).toContain(`\`${grouped(iban)}\``);
    for (const token of Object.keys(TEST_TOKENS)) expect(readme, token).toContain(`\`${token}\``);
    for (const code of ['4', '5', '6', '7', '8', '9', '48', '49']) expect(readme).toContain(`REFUSED ${code} (`);
    expect(readme).toContain(`RETURNED (reason \`${SEPA_RETURN_REASON}\``);
    expect(readme).toContain(`\`SEPA_RETURN_DAYS\` = ${SEPA_RETURN_DAYS} days`);
    expect(readme).toContain(`refund amount ending in \`${REFUND_FAILING_AMOUNT_ENDING}\``);
    expect(readme).toContain(`REFUSED (\`${REFUND_FAILURE_REASON}\`)`);
  });
});
