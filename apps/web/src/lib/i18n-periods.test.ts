import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { initI18n, loadTextPart, type TextsModule } from './i18n';

const wholeTexts = import.meta.glob<TextsModule>('../locales/*/*.json');

const kroner = (amount: number) =>
  new Intl.NumberFormat('da-DK', { style: 'currency', currency: 'DKK' }).format(amount);

describe('sentences ending on a Danish amount', () => {
  it('end "kr." with one period, not "kr.."', async () => {
    const instance = await initI18n('da', i18next.createInstance());
    await loadTextPart(wholeTexts, instance);
    expect(kroner(7)).toBe('7,00\u00a0kr.');
    expect(instance.t('review.fees.payout', { fee: kroner(7) })).toBe('Hver udbetaling koster 7,00\u00a0kr.');
    expect(instance.t('payout.data.amount.errors.amountToLow', { fee: kroner(7) })).toMatch(/7,00\u00a0kr\.$/);
  });

  it('keep the period after an amount without one of its own, and collapse it in any language', async () => {
    const instance = await initI18n('en', i18next.createInstance());
    await loadTextPart(wholeTexts, instance);
    expect(instance.t('review.fees.payout', { fee: '€1.50' })).toBe('Each payout costs €1.50.');
    expect(instance.t('review.fees.payout', { fee: kroner(7) })).toBe('Each payout costs 7,00\u00a0kr.');
  });
});
