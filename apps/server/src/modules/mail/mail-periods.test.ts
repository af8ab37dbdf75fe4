// A Danish sentence ending on a kroner amount ("25,00 kr.") takes no second period (issue 10 point 17).
import { formatMoney } from '@shop/domain/money';
import { describe, expect, it } from 'vitest';
import { mailText } from './mail-texts.ts';

describe('Danish amounts at the end of a mail sentence', () => {
  it('end with one period', () => {
    const kroner = (minor: number) => formatMoney(minor, 'DKK', 'da-DK');
    const text = mailText('da', 'bookingCredited', { deposit: kroner(10_000), bonus: kroner(2500) });
    expect(text).toBe(
      'Din konto er blevet krediteret med en indbetaling på 100,00\u00a0kr. og en bonus på 25,00\u00a0kr.',
    );
    expect(text).not.toContain('kr..');
  });
});
