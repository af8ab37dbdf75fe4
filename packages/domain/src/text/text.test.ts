import { describe, expect, it } from 'vitest';
import { collapseAbbreviationPeriod } from './text.ts';

describe('collapseAbbreviationPeriod', () => {
  it('ends a sentence on a Danish amount with one period', () => {
    const fee = new Intl.NumberFormat('da-DK', { style: 'currency', currency: 'DKK' }).format(7);
    expect(collapseAbbreviationPeriod(`Hver udbetaling koster ${fee}.`)).toBe('Hver udbetaling koster 7,00\u00a0kr.');
  });

  it('leaves single periods, ellipses and amounts without a period alone', () => {
    expect(collapseAbbreviationPeriod('Each payout costs €1.50.')).toBe('Each payout costs €1.50.');
    expect(collapseAbbreviationPeriod('Wait...')).toBe('Wait...');
    expect(collapseAbbreviationPeriod('Det koster 7 kr. i alt.')).toBe('Det koster 7 kr. i alt.');
  });
});
