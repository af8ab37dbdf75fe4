// Every magic value of the sandbox in one place, modelled on Stripe's and Adyen's test cards. The
// README's table is written from this file (a test keeps the two in step).
import type { Money } from '../lib/money.ts';
import { minorUnitEnding } from '../lib/money.ts';

export type CardOutcome =
  | { kind: 'authorise' }
  | { kind: 'challenge' }
  | { kind: 'refuse'; refusalCode: string }
  | { kind: 'block' }
  | { kind: 'pendingForever' }
  | { kind: 'authoriseAfterPolls'; polls: number };

export interface MagicCard {
  number: string;
  outcome: CardOutcome;
  meaning: string;
}

/** Status GETs a 3220 payment answers PENDING before it authorises. */
export const POLLS_BEFORE_AUTHORISED = 3;

export const MAGIC_CARDS: readonly MagicCard[] = [
  { number: '4242424242424242', outcome: { kind: 'authorise' }, meaning: 'Visa, succeeds' },
  { number: '5555555555554444', outcome: { kind: 'authorise' }, meaning: 'Mastercard, succeeds' },
  { number: '4000002760003184', outcome: { kind: 'challenge' }, meaning: '3-D Secure challenge' },
  { number: '4000000000000002', outcome: { kind: 'refuse', refusalCode: '8' }, meaning: 'bank declined' },
  { number: '4000000000000069', outcome: { kind: 'refuse', refusalCode: '6' }, meaning: 'card expired' },
  { number: '4000000000000010', outcome: { kind: 'refuse', refusalCode: '4' }, meaning: 'address does not match' },
  { number: '4000000000000051', outcome: { kind: 'refuse', refusalCode: '5' }, meaning: 'card type not possible' },
  { number: '4000000000000127', outcome: { kind: 'refuse', refusalCode: '7' }, meaning: 'failed, re-enter card' },
  { number: '4000000000000119', outcome: { kind: 'refuse', refusalCode: '9' }, meaning: 'bank cannot carry it out' },
  { number: '4000000000009987', outcome: { kind: 'refuse', refusalCode: '48' }, meaning: 'card problems (lost)' },
  { number: '4000008260003178', outcome: { kind: 'refuse', refusalCode: '49' }, meaning: 'PSD2 check refused' },
  { number: '4100000000000019', outcome: { kind: 'block' }, meaning: 'blocked (duplicate customer)' },
  { number: '4000000000000077', outcome: { kind: 'pendingForever' }, meaning: 'left pending' },
  {
    number: '4000000000003220',
    outcome: { kind: 'authoriseAfterPolls', polls: POLLS_BEFORE_AUTHORISED },
    meaning: 'succeeds after polls',
  },
];

/** What merchant-initiated (ContAuth) charges of a stored card do; the first payment succeeds. */
export type RecurringCardBehaviour =
  | { kind: 'refuseAlways'; refusalCode: string }
  | { kind: 'refuseOddCharges'; refusalCode: string };

export interface RecurringMagicCard {
  number: string;
  behaviour: RecurringCardBehaviour;
  meaning: string;
}

// Stripe's "attaching succeeds, charges fail" and "insufficient funds" cards.
export const RECURRING_MAGIC_CARDS: readonly RecurringMagicCard[] = [
  {
    number: '4000000000000341',
    behaviour: { kind: 'refuseAlways', refusalCode: '8' },
    meaning: 'stored, every later charge declined',
  },
  {
    number: '4000000000009995',
    behaviour: { kind: 'refuseOddCharges', refusalCode: '8' },
    meaning: 'insufficient funds on the 1st, 3rd, 5th … later charge',
  },
];

export function recurringCardBehaviour(number: string): RecurringCardBehaviour | undefined {
  return RECURRING_MAGIC_CARDS.find((card) => card.number === number)?.behaviour;
}

/** The refusal code of the BLOCKED status (SPEC §8: 47 is for BLOCKED). */
export const BLOCKED_REFUSAL_CODE = '47';
/** A failed 3-D Secure authentication and a wrong CVC both ask the shopper to re-enter the card. */
export const AUTHENTICATION_FAILED_CODE = '7';
export const WRONG_CVC_CODE = '7';
/** The CVC that the issuer reports as wrong (any other 3–4 digits, e.g. 737, match). */
export const WRONG_CVC = '000';

export function cardOutcome(number: string): CardOutcome {
  return MAGIC_CARDS.find((card) => card.number === number)?.outcome ?? { kind: 'authorise' };
}

/**
 * Fixed tokens that exist without tokenizing and survive restarts (like Stripe's `tok_visa`), so
 * seeds and scripts can hold a saved card. Expiry 12/2034, CVC check passed.
 */
export const TEST_TOKENS: Readonly<Record<string, string>> = {
  tok_visa: '4242424242424242',
  tok_mastercard: '5555555555554444',
  tok_threeDSecure: '4000002760003184',
  tok_chargeDeclined: '4000000000000002',
};
export const TEST_TOKEN_EXPIRY = { month: 12, year: 2034 } as const;

/** SEPA: the success IBAN, the IBAN whose debit is refused, the IBAN whose mandate is refused. */
export const SEPA_SUCCESS_IBAN = 'DE89370400440532013000';
export const SEPA_REFUSED_IBAN = 'DE62370400440532013001';
export const SEPA_REFUSED_CODE = '8';
export const MANDATE_REFUSED_IBAN = 'DE35370400440532013002';

/** Every successful debit of this IBAN's mandates comes back RETURNED, SEPA_RETURN_DAYS later. */
export const SEPA_RETURNED_IBAN = 'DE08370400440532013003';
export const SEPA_RETURN_DAYS = 5;
/** MD06: the debtor asked its bank to refund the debit (the commonest return in practice). */
export const SEPA_RETURN_REASON = 'MD06';

/** An amount ending in 77 minor units never leaves PENDING where it would have been AUTHORISED. */
export const PENDING_AMOUNT_ENDING = 77;
export function amountStaysPending(amount: Money): boolean {
  return minorUnitEnding(amount) === PENDING_AMOUNT_ENDING;
}

/** Hosted-page decline codes a tester may pick (8 is the default). */
export const DECLINE_CODES = [
  '8',
  '4',
  '5',
  '6',
  '7',
  '9',
  '37',
  '40',
  '41',
  '42',
  '43',
  '44',
  '45',
  '48',
  '49',
] as const;
export const DEFAULT_DECLINE_CODE = '8';

/** Payouts: these fail; every other payout settles. */
export const PAYOUT_FAILING_AMOUNT_ENDING = 13;
export const PAYOUT_FAILING_IBAN = 'GB33BUKB20201555555555';
export const PAYOUT_FAILING_PAYPAL_SUFFIX = '@fail.example';

/** Refunds: a refund amount ending in these minor units is REFUSED (REFUND_REJECTED); every other one is REFUNDED. */
export const REFUND_FAILING_AMOUNT_ENDING = 14;
export const REFUND_FAILURE_REASON = 'REFUND_REJECTED';

/** The sandbox's collection account that bank-transfer instructions name. */
export const COLLECTION_ACCOUNT = {
  accountHolder: 'PSP Sandbox Collections',
  iban: 'DE41500105170123456789',
  bic: 'INGDDEFFXXX',
  // Stripe's US test bank account.
  routingNumber: '110000000',
  accountNumber: '000123456789',
} as const;

/** The creditor identifier on every mandate: Germany's official test creditor id. */
export const CREDITOR_ID = 'DE98ZZZ09999999999';
