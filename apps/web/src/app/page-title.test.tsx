import { SUPPORTED_LANGUAGES } from '@shop/domain/language';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { payoutRoutes, renderPayout, seedPayout } from '../features/payout/test/payout-fixtures';
import { enabledButton } from '../test/enabled-button';
import { shopRoutes, stubFetch } from '../test/fetch-stub';
import { renderApp } from '../test/render-app';

// WCAG 2.4.2: each route names itself in the tab title, in the player's language.
describe('document titles', () => {
  it.each([
    ['en', 'Help and FAQ – Game Credit Shop'],
    ['en-GB', 'Help and FAQ – Game Credit Shop'],
    ['de', 'Hilfe und FAQ – Game Credit Shop'],
    ['fr', 'Aide et FAQ – Game Credit Shop'],
    ['da', 'Hjælp og FAQ – Game Credit Shop'],
    ['es', 'Ayuda y preguntas frecuentes – Game Credit Shop'],
    ['nl', 'Hulp en veelgestelde vragen – Game Credit Shop'],
    ['sv', 'Hjälp och vanliga frågor – Game Credit Shop'],
  ] as const)('names the help page in %s', async (language, title) => {
    expect(SUPPORTED_LANGUAGES).toContain(language);
    localStorage.setItem('shop.language', language);
    stubFetch(shopRoutes());
    await renderApp('/help', { language });
    await waitFor(() => expect(document.title).toBe(title));
  });

  it('gives each step its own title as the player moves on', async () => {
    stubFetch(shopRoutes());
    const view = await renderApp('/');
    await waitFor(() => expect(document.title).toBe('Choose your amount – Game Credit Shop'));
    await view.router.navigate('/payout');
    await waitFor(() => expect(document.title).toBe('Withdraw money – Game Credit Shop'));
  });

  it('starts with "Error: " after a failed submit and drops it once the errors are fixed', async () => {
    seedPayout({ paytype: 'paypal', amountMinor: 5000 });
    localStorage.setItem('shop.language', 'de');
    stubFetch(payoutRoutes());
    await renderApp('/payout/data', { language: 'de' });
    await screen.findByRole('heading', { level: 1, name: 'Angaben zur Auszahlung' });
    await waitFor(() => expect(document.title).toBe('Angaben zur Auszahlung – Game Credit Shop'));
    await userEvent.click(await enabledButton('Weiter'));
    await waitFor(() => expect(document.title).toBe('Fehler: Angaben zur Auszahlung – Game Credit Shop'));
    await userEvent.type(screen.getByLabelText('Passwort'), 'x');
    await waitFor(() => expect(document.title).toBe('Angaben zur Auszahlung – Game Credit Shop'));
  });

  it('prefixes the bank form title in English too', async () => {
    seedPayout({ paytype: 'banktransfer', amountMinor: 5000 });
    stubFetch(payoutRoutes());
    await renderPayout('/payout/data', 'Payout details');
    await userEvent.click(screen.getByRole('button', { name: 'Enter bank details' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save bank details' }));
    await waitFor(() => expect(document.title).toBe('Error: Payout details – Game Credit Shop'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(document.title).toBe('Payout details – Game Credit Shop'));
  });
});
