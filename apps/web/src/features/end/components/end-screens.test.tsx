import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { browserLocation } from '../../../lib/browser-location';
import { json, shopRoutes, stubFetch } from '../../../test/fetch-stub';
import { userFixture } from '../../../test/fixtures';
import {
  purchaseResultFixture,
  seedPurchaseSession,
  sepaTransferFixture,
  usTransferFixture,
} from '../../../test/purchase-fixtures';
import { renderApp } from '../../../test/render-app';

function seedResult(change: Parameters<typeof purchaseResultFixture>[0], practice = false) {
  localStorage.setItem('shop.language', 'en');
  sessionStorage.setItem('shop.session-started', '1');
  seedPurchaseSession({ practice, result: purchaseResultFixture({ state: 'SUCCESS', ...change }) });
  sessionStorage.setItem('shop.pay-attempt', JSON.stringify({ key: 'k', fingerprint: 'f', answered: true }));
  sessionStorage.setItem(
    'shop.payment-draft',
    JSON.stringify({ providerCode: 'adyen-cc', card: null, elv: null, bic: null }),
  );
}

describe('end screen', () => {
  it('shows deposit and bonus of the last purchase and leads to the games', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    seedResult({});
    stubFetch(shopRoutes());
    await renderApp('/end');
    expect(await screen.findByRole('heading', { level: 1, name: 'Deposit successful' })).toBeTruthy();
    const amounts = screen.getAllByRole('term')[0]?.closest('dl') as HTMLElement;
    expect(within(amounts).getByText('$50.00')).toBeTruthy();
    expect(within(amounts).getByText('$5.00')).toBeTruthy();
    expect(within(amounts).getByText('$55.00')).toBeTruthy();
    // The purchase is over: the pay attempt and the draft (single-use token) are done.
    // Cleared in an effect after the first render: wait for it rather than race it.
    await waitFor(() => expect(sessionStorage.getItem('shop.pay-attempt')).toBeNull());
    await waitFor(() =>
      expect(JSON.parse(sessionStorage.getItem('shop.payment-draft') ?? '{}').providerCode).toBeNull(),
    );
    await userEvent.click(screen.getByRole('link', { name: 'To the games' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/platform/games'));
  });

  it('sends a practice player on through purchase-success with nfp and bonus', async () => {
    seedResult({}, true);
    stubFetch(shopRoutes({ 'GET /gd/rest/me/userData': () => json(userFixture({ actorType: 'g' })) }));
    await renderApp('/end');
    const next = await screen.findByRole('link', { name: 'To the games' });
    expect(next.getAttribute('href')).toBe('/extern/purchase-success?nfp=5000&bonus=500');
    expect(screen.getByText("You're now a money player. Have fun!")).toBeTruthy();
  });

  // Issue 10 item 10: the money player's way on skipped purchase-success, so this destination was never used.
  it('sends a money player through purchase-success to the configured deposit-success destination', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    seedResult({});
    localStorage.setItem(
      'shop.essential',
      JSON.stringify({ destinations: { depositSuccess: '/platform/welcome-back' } }),
    );
    stubFetch(shopRoutes());
    await renderApp('/end');
    const next = await screen.findByRole('link', { name: 'To the games' });
    expect(next.getAttribute('href')).toBe('/extern/purchase-success?nfp=5000&bonus=500');
    await userEvent.click(next);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/platform/welcome-back'));
  });

  // Issue 10 item 5: the provider's return opened in a new tab, which has no session of the purchase.
  it('shows a practice player’s end screen in a new tab and leads to the conversion page', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    seedResult({}, false);
    localStorage.setItem('shop.essential', JSON.stringify({ destinations: {}, practiceTid: 'tid-1' }));
    // The first deposit has made them a money player already.
    stubFetch(shopRoutes({ 'GET /gd/rest/me/userData': () => json(userFixture({ actorType: 'g' })) }));
    await renderApp('/end');
    expect(await screen.findByText("You're now a money player. Have fun!")).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'To the games' }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(assign.mock.calls[0]?.[0]).toMatch(/conversion-success\?nfp=5000&bonus=500&pwa=true&referrer=$/);
  });
});

describe('bank-transfer screen', () => {
  it('shows SEPA IBAN and BIC, recipient, purpose, reference and amount with copy buttons', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    seedResult({ provider: 'banktransfer', bankTransfer: sepaTransferFixture() });
    stubFetch(
      shopRoutes({ 'GET /gd/rest/me/userData': () => json(userFixture({ userCountry: 'DE', gdCurrency: 'EUR' })) }),
    );
    await renderApp('/end-banktransfer');
    expect(await screen.findByRole('heading', { level: 1, name: 'Now make your bank transfer' })).toBeTruthy();
    const value = (label: string) =>
      screen.getAllByRole('term').find((term) => term.textContent === label)?.nextElementSibling?.firstElementChild
        ?.textContent;
    expect(value('IBAN')).toBe('DE02 1203 0000 0000 2020 51');
    expect(value('BIC')).toBe('BYLADEM1001');
    expect(value('Recipient')).toBe('Game Credit Shop GmbH');
    expect(value('Purpose')).toBe('practice-de');
    expect(value('Reference')).toBe('GD-7F3K2');
    expect(value('Amount')).toMatch(/^20,00\s€$/);
    expect(screen.queryByText('Routing number')).toBeNull();
    expect(screen.getByText('A transfer usually takes about 2–3 days to arrive.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Copy IBAN' }));
    expect(writeText).toHaveBeenCalledWith('DE02120300000000202051');
    expect(await screen.findByText('Copied to the clipboard.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Copy Amount' }));
    expect(writeText).toHaveBeenLastCalledWith('20.00');
  });

  it('shows routing and account number for the US', async () => {
    seedResult({ provider: 'banktransfer', bankTransfer: usTransferFixture() });
    stubFetch(shopRoutes());
    await renderApp('/end-banktransfer');
    await screen.findByRole('heading', { level: 1, name: 'Now make your bank transfer' });
    expect(screen.getByText('Routing number').nextElementSibling?.textContent).toContain('021000021');
    expect(screen.getByText('Account number').nextElementSibling?.textContent).toContain('000123456789');
    expect(screen.queryByText('IBAN')).toBeNull();
    expect(screen.getByText(/Please transfer \$50\.00 to the account below/)).toBeTruthy();
  });

  it('says 4 to 8 working days in French', async () => {
    seedResult({ provider: 'banktransfer', bankTransfer: sepaTransferFixture() });
    stubFetch(shopRoutes());
    await renderApp('/end-banktransfer?lang=fr', { language: 'fr' });
    expect(await screen.findByText('Un virement met généralement 4 à 8 jours ouvrés à arriver.')).toBeTruthy();
  });
});
