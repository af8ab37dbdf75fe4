// Bank account numbers as stored and shown (IBAN, US account numbers): compacting, grouping and masking, without
// ibantools, so screens that only show an account (review, end, payout summary) do not load the IBAN registry
// (issue 11: web weight). bank/bank.ts re-exports these beside its checks.

const VISIBLE_HEAD = 4;
const VISIBLE_TAIL = 4;

/** The IBAN as stored and sent: no whitespace, upper case (SPEC §3 "iban without spaces"). */
export function compactIban(value: string): string {
  return value.replace(/\s+/gu, '').toUpperCase();
}

/** The IBAN as shown: groups of four separated by single blanks (SPEC §5). */
export function formatIban(value: string): string {
  return compactIban(value).replace(/(.{4})(?=.)/gu, '$1 ');
}

/**
 * 'DE89 •••• •••• •••• ••30 00': country and check digits identify the kind of account, the last
 * four let the player recognise it. Input too short to be an IBAN has no middle to hide.
 */
export function maskIban(iban: string): string {
  const characters = [...compactIban(iban)];
  const tailStart = Math.max(VISIBLE_HEAD, characters.length - VISIBLE_TAIL);
  const masked = characters.map((character, index) => (index < VISIBLE_HEAD || index >= tailStart ? character : '•'));
  return masked.join('').replace(/(.{4})(?=.)/gu, '$1 ');
}

/** US account numbers as entered: spaces and hyphens are grouping only (SPEC §9 region US). */
export function compactUsBankNumber(value: string): string {
  return value.replace(/[\s-]+/gu, '');
}

/** 'Account ••••6789': only the last four digits are kept for display. */
export function maskUsAccountNumber(value: string): string {
  const digits = compactUsBankNumber(value);
  return `${'•'.repeat(Math.max(0, digits.length - VISIBLE_TAIL))}${digits.slice(-VISIBLE_TAIL)}`;
}
