// Issue 8: the deposit limit's refusals on the error page, with the amount left and the date in the player's
// formats, from the pay call (plain text `code|amount|date`) and from the shop call (no_purchasables).
import { SUPPORTED_LANGUAGES } from '@shop/domain/language';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectSentToErrorPage } from '../../../test/error-page';
import { json, shopRoutes, stubFetch } from '../../../test/fetch-stub';
import { userFixture } from '../../../test/fixtures';
import { localeTexts } from '../../../test/locale-texts';
import { renderApp } from '../../../test/render-app';
import { depositLimitMessageFor } from '../hooks/deposit-limit-message';

const textAt = (language: string, key: string) => localeTexts(language).get(key);

const plain = (text: string | null | undefined) => text?.replaceAll('\u00a0', ' ');

describe('deposit limit error texts', () => {
  it('shows what is left and from when for depositLimitReached_New, and reloads the shop on the way back', async () => {
    const network = stubFetch(shopRoutes());
    const { router } = await renderApp(`/error/${encodeURIComponent('depositLimitReached_New|3000|2026-12-01')}`);
    expect(
      await screen.findByText(
        'This deposit would exceed your deposit limit. You can still deposit $30.00; more is possible from 12/01/2026.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/Reference|depositLimitReached_New/)).toBeNull();
    // Issue 24 point 11: a limit doing its job, not an error: no "Let's start again", no "Something went wrong".
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Your deposit limit applies');
    await waitFor(() => expect(document.title).toMatch(/^Deposit limit – /));
    const shopCalls = network.callsTo('/deposit/shop').length;
    await userEvent.click(screen.getByRole('button', { name: 'Back to amount selection' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() => expect(network.callsTo('/deposit/shop').length).toBe(shopCalls + 1));
  });

  it('writes a German player’s amount and date the German way', async () => {
    const german = userFixture({ userCountry: 'DE', userLocale: 'de-DE', gdCurrency: 'EUR', lang: 'de' });
    stubFetch(shopRoutes({ 'GET /gd/rest/me/userData': () => json(german) }));
    await renderApp(`/error/${encodeURIComponent('depositLimitReached_New|3000|2026-12-01')}?lang=de`);
    expect(
      await screen.findByText(
        (_, element) =>
          element?.tagName === 'P' &&
          plain(element.textContent) ===
            'Diese Einzahlung würde dein Einzahlungslimit überschreiten. Du kannst noch 30,00 € einzahlen; ab dem 01.12.2026 ist wieder mehr möglich.',
      ),
    ).toBeTruthy();
  });

  it('sends a shop without any package within the limit to no_purchasables with the date', async () => {
    stubFetch(shopRoutes({ 'GET /deposit/shop': () => json(['no_purchasables', '0', '2026-12-01'], 400) }));
    await expectSentToErrorPage(
      '/',
      '/error/no_purchasables%7C0%7C2026-12-01',
      "You've reached your deposit limit, so there are no packages available right now. You can deposit again from 12/01/2026.",
    );
    expect(screen.getByRole('button', { name: 'Go to the homepage' })).toBeTruthy();
  });

  it.each(SUPPORTED_LANGUAGES)(
    'reads as a whole sentence in %s when the page is opened without the amount and date',
    async (language) => {
      stubFetch(shopRoutes());
      await renderApp(`/error/depositLimitReached_New?lang=${language}`);
      const plainText = String(textAt(language, 'errors.messages.depositLimitReached'));
      expect(await screen.findByText(plainText)).toBeTruthy();
      const withValues = String(textAt(language, 'errors.messages.depositLimitReached_New'));
      expect(withValues).toMatch(/\{\{amount\}\}.*\{\{date\}\}/);
      // The text that names an amount and a date never shows with gaps where they were left out.
      expect(screen.queryByText(withValues.split('{{amount}}')[0]?.trim() ?? '', { exact: false })).toBeNull();
    },
  );

  it('picks the message that fits what the refusal names', () => {
    const player = { userCountry: 'US', gdCurrency: 'USD' } as const;
    const keyOf = (code: string) => depositLimitMessageFor(code, player)?.key ?? null;
    expect(keyOf('depositLimitReached_New|3000|2026-12-01')).toBe('errors.messages.depositLimitReached_New');
    expect(keyOf('depositLimitReached_New|5000')).toBe('errors.messages.depositLimitAbove');
    expect(keyOf('depositLimitReached|0|2026-12-01')).toBe('errors.messages.depositLimitReachedUntil');
    expect(keyOf('depositLimitReached|0')).toBe('errors.messages.depositLimitReached');
    expect(keyOf('no_purchasables|0|2026-12-01')).toBe('errors.messages.no_purchasablesUntil');
    expect(keyOf('no_purchasables')).toBeNull();
    expect(keyOf('26')).toBeNull();
    expect(depositLimitMessageFor('depositLimitReached_New|5000', player)?.values).toEqual({
      amount: '$50.00',
      date: '',
    });
    expect(
      depositLimitMessageFor('depositLimitReached|0|2026-12-01', { userCountry: 'GB', gdCurrency: 'GGBP' })?.values,
    ).toEqual({
      amount: '£0.00',
      date: '01.12.2026',
    });
  });
});
