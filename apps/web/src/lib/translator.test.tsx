// The in-house translator keeps i18next's behaviour the shop relies on: dotted keys, {{name}} filled in
// without escaping, the key itself when a text is missing, <Trans> links, and a re-render on a language change.
import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { Trans, TranslatorProvider, useTranslation } from './i18n-react';
import { createTranslator, interpolate, type Resources } from './translator';

const texts = (resources: object) => resources as Resources;
const TermsLink = ({ children }: { children?: ReactNode }) => <a href="/t">{children}</a>;

describe('translator', () => {
  it('fills in values, leaves unknown names and does not re-read a value as a placeholder', () => {
    expect(interpolate('Pay {{amount}} to {{ name }}', { amount: '€5 <b>', name: 'Ann' })).toBe('Pay €5 <b> to Ann');
    expect(interpolate('Hi {{who}}', {})).toBe('Hi {{who}}');
    expect(interpolate('Hi {{who}}', { who: '{{who}}' })).toBe('Hi {{who}}');
    expect(interpolate('{{n}} days', { n: 3 })).toBe('3 days');
  });

  it('answers the key for a missing text, exists() only for texts, and post-processes every text', () => {
    const instance = createTranslator().init({
      language: 'en',
      resources: texts({ review: { fees: { payout: 'Costs {{fee}}.' } } }),
      postProcess: [(text) => text.toUpperCase()],
    });
    expect(instance.t('review.fees.payout', { fee: 'x' })).toBe('COSTS X.');
    expect(instance.t('review.title')).toBe('review.title');
    expect(instance.exists('review.fees.payout')).toBe(true);
    expect(instance.exists('review.fees')).toBe(false);
    instance.mergeResources('en', texts({ review: { title: 'Review' } }));
    expect(instance.t('review.title')).toBe('REVIEW');
    expect(instance.t('review.fees.payout', { fee: 'y' })).toBe('COSTS Y.');
  });

  it('renders <Trans> tags as the given elements and re-renders on a language change', async () => {
    const instance = createTranslator().init({
      language: 'en',
      resources: texts({ review: { acceptance: { terms: 'I accept the <terms>terms</terms> for {{amount}}.' } } }),
    });
    instance.addResourceBundle(
      'de',
      texts({ review: { acceptance: { terms: 'Ich akzeptiere die <terms>AGB</terms>.' } } }),
    );
    function Title() {
      const { t, i18n } = useTranslation();
      return <h1>{`${i18n.language}: ${t('review.acceptance.terms', { amount: 1 })}`}</h1>;
    }
    render(
      <TranslatorProvider translator={instance}>
        <Title />
        <p>
          <Trans i18nKey="review.acceptance.terms" values={{ amount: '€5' }} components={{ terms: <TermsLink /> }} />
        </p>
      </TranslatorProvider>,
    );
    expect(screen.getByRole('link', { name: 'terms' }).getAttribute('href')).toBe('/t');
    expect(screen.getByText(/for €5\./)).toBeTruthy();
    await act(() => instance.changeLanguage('de'));
    expect(screen.getByRole('heading').textContent).toBe('de: Ich akzeptiere die <terms>AGB</terms>.');
    expect(screen.getByRole('link', { name: 'AGB' })).toBeTruthy();
  });
});
