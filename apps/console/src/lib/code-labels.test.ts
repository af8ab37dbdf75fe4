import { describe, expect, it } from 'vitest';
import { codeLabel } from './code-labels';

describe('internal codes in words', () => {
  it('reads states, roles, audit actions and error codes in English and German', () => {
    expect(codeLabel('en', 'state', 'SETTLED')).toBe('Paid out');
    expect(codeLabel('de', 'state', 'SETTLED')).toBe('Ausgezahlt');
    expect(codeLabel('de', 'role', 'finance')).toBe('Finanzen');
    expect(codeLabel('en', 'auditAction', 'payout.reject')).toBe('Payout rejected');
    expect(codeLabel('de', 'error', 'refund_exceeds_remaining')).toBe('mehr als noch erstattet werden kann');
  });

  it('shows a code it does not know as it is, and never an inherited property', () => {
    expect(codeLabel('de', 'state', 'SOMETHING_NEW')).toBe('SOMETHING_NEW');
    expect(codeLabel('en', 'error', 'toString')).toBe('toString');
  });
});
