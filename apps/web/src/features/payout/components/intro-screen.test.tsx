import type { PayoutInfo } from '@shop/contracts/payout';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { browserLocation } from '../../../lib/browser-location';
import { json, stubFetch, text } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { ERROR_REPORT_EVENT } from '../error-report';
import { payoutRoutes, renderPayout, seedPayout } from '../test/payout-fixtures';

const TITLE = 'Withdraw money';

function figure(id: string): string {
  return document.querySelector(`[data-figure="${id}"] dd`)?.textContent ?? '';
}

/** A player whose last payout, of 50,00 €, the shop rejected; `reason` is the team's note. */
function stubRejectedPayout(
  reason: string,
  reasonCode: NonNullable<PayoutInfo['rejectedPayout']>['reasonCode'] = null,
  rejectedAt = '',
) {
  seedPayout();
  stubFetch(
    payoutRoutes({ rejectedPayout: { id: 'p-1', amount: 5000, currency: 'EUR', reasonCode, reason, rejectedAt } }),
  );
}

describe('payout intro', () => {
  it('shows balance, bonus and withdrawable amount, and continues to select', async () => {
    seedPayout();
    const network = stubFetch(payoutRoutes());
    const { router } = await renderPayout('/payout', TITLE);
    expect(figure('balance')).toMatch(/^150,00\s€$/);
    expect(figure('bonus')).toMatch(/^20,00\s€$/);
    expect(figure('withdrawable')).toMatch(/^120,00\s€$/);
    // The payout views need no deposit token and no shop.
    expect(network.callsTo('/gd/rest/oauth2/auth/classic/deposit')).toHaveLength(0);
    expect(network.callsTo('/deposit/shop')).toHaveLength(0);
    const crumbs = screen.getByRole('navigation', { name: 'Your progress' });
    expect(crumbs.querySelectorAll('li')).toHaveLength(5);
    expect(crumbs.querySelector('[aria-current="step"]')?.textContent).toContain('Balance');

    await userEvent.click(screen.getByRole('link', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payout/select'));
  });

  it('shows the forced-payout notice with balance, the 1000 limit and the excess', async () => {
    seedPayout();
    stubFetch(payoutRoutes({ balance: 125050, withdrawable: 120000, forcePayout: true }));
    await renderPayout('/payout', TITLE);
    const notice = screen.getByRole('region', { name: 'Your balance is above the limit' });
    expect(notice.textContent).toMatch(
      /Your balance of 1\.250,50\s€ is above the limit of 1\.000,00\s€\. Please withdraw at least the 250,50\s€ above the limit\./,
    );
  });

  it.each<{ case: string; info: Partial<PayoutInfo>; notice: string; text: RegExp }>([
    {
      // Issue 10 item 6: a withdrawable at or below the fee let the player click through to the data step.
      case: 'says the withdrawable amount does not cover the fee and offers no way on',
      info: { balance: 100, withdrawable: 100 },
      notice: "Your withdrawable amount doesn't cover the fee",
      text: /You can withdraw 1,00\s€, but a payout costs a fee of 1,00\s€/,
    },
    {
      case: 'shows the blocker message with its code and no way on',
      info: { payoutAllowed: false, payoutNotAllowedReason: 'legallyBlocked' },
      notice: 'No payout method available',
      text: /Reference: 0102/,
    },
  ])('$case', async ({ info, notice, text }) => {
    seedPayout();
    stubFetch(payoutRoutes(info));
    await renderPayout('/payout', TITLE);
    expect(screen.getByRole('region', { name: notice }).textContent).toMatch(text);
    expect(screen.queryByRole('link', { name: 'Continue' })).toBeNull();
  });

  it('opens the support form from the blocker with the payout topic and the blocker code', async () => {
    seedPayout();
    stubFetch(payoutRoutes({ payoutAllowed: false, payoutNotAllowedReason: 'userBlocked' }));
    await renderPayout('/payout', TITLE);
    const notice = screen.getByRole('region', { name: 'No payout method available' });
    await userEvent.click(within(notice).getByRole('button', { name: 'Contact customer support' }));
    const frame = (await screen.findByRole('dialog', { name: 'Customer support' })).querySelector('iframe');
    const query = new URL(frame?.getAttribute('src') ?? '', 'http://localhost').searchParams;
    expect(Object.fromEntries(query)).toEqual({
      topic: 'payout',
      lang: 'en',
      embed: '1',
      reference: '9295',
      screen: '/payout',
    });
  });

  it('says a payout is pending and offers no way on', async () => {
    seedPayout();
    stubFetch(payoutRoutes({ pendingPayout: true }));
    await renderPayout('/payout', TITLE);
    expect(screen.getByRole('region', { name: 'A payout is already on its way' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Continue' })).toBeNull();
  });

  // Issue 12: a first payout (or a large one) waits for the shop's review before it is sent.
  it('says the open payout is being checked, not that it is on its way, and offers no way on', async () => {
    seedPayout();
    stubFetch(payoutRoutes({ pendingPayout: true, pendingPayoutInReview: true }));
    await renderPayout('/payout', TITLE);
    const notice = screen.getByRole('region', { name: 'Your payout is being checked' });
    expect(notice.textContent).toContain('We check a first payout, and large ones, before we send them.');
    expect(screen.queryByRole('region', { name: 'A payout is already on its way' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Continue' })).toBeNull();
  });

  it('shows why the last payout was rejected, what went back, and lets the player start a new one', async () => {
    stubRejectedPayout('The account holder <b>does not</b> match your name.', null, '2026-11-24T17:00:00.000Z');
    await renderPayout('/payout', TITLE);
    const notice = screen.getByRole('region', { name: "Your last payout couldn't be made" });
    expect(notice.textContent).toMatch(/We couldn't pay out your request of 50,00\s€\./);
    expect(within(notice).getByText('Reason: The account holder <b>does not</b> match your name.')).toBeTruthy();
    expect(notice.querySelector('b')).toBeNull();
    expect(screen.getByRole('link', { name: 'Continue' })).toBeTruthy();
  });

  it('shows the rejection in German', async () => {
    stubRejectedPayout('Konto passt nicht');
    await renderPayout('/payout?lang=de', 'Geld auszahlen');
    const notice = screen.getByRole('region', { name: 'Deine letzte Auszahlung konnte nicht ausgeführt werden' });
    expect(notice.textContent).toContain('Grund: Konto passt nicht');
  });

  it('says the reason code in the player’s language and labels the team’s note (issue 24 point 9)', async () => {
    stubRejectedPayout('Please use an account in your own name.', 'account_holder_mismatch');
    await renderPayout('/payout?lang=de', 'Geld auszahlen');
    const notice = screen.getByRole('region', { name: 'Deine letzte Auszahlung konnte nicht ausgeführt werden' });
    expect(
      within(notice).getByText('Grund: Der Kontoinhaber stimmt nicht mit dem Namen in deinem Spielerkonto überein.'),
    ).toBeTruthy();
    expect(within(notice).getByText('Nachricht unseres Teams: Please use an account in your own name.')).toBeTruthy();
  });

  it('shows the intro in German for ?lang=de', async () => {
    seedPayout();
    stubFetch(payoutRoutes());
    await renderPayout('/payout?lang=de', 'Geld auszahlen');
    expect(screen.getByRole('link', { name: 'Weiter' })).toBeTruthy();
  });

  it('sends not-allowed (403) to /error/forbidden_payout and reports it', async () => {
    seedPayout();
    const reports: unknown[] = [];
    const listener = (event: Event) => event instanceof CustomEvent && reports.push(event.detail);
    window.addEventListener(ERROR_REPORT_EVENT, listener);
    stubFetch(payoutRoutes({}, { 'GET /gd/rest/payout': () => json(['not-allowed'], 403) }));
    const { router } = await renderApp('/payout');
    await waitFor(() => expect(router.state.location.pathname).toBe('/error/forbidden_payout'));
    expect(reports).toEqual([{ type: 'payout-not-allowed' }]);
    window.removeEventListener(ERROR_REPORT_EVENT, listener);
  });

  it.each<[string, () => Response, string]>([
    ['a 401', () => json(['not-authenticated'], 401), '/not-authorized'],
    ['a 500', () => text('boom', 500), '/error/unexpected'],
    ['a body that breaks the contract', () => json({ balance: 'lots' }), '/error/unexpected'],
  ])('sends %s of GET /gd/rest/payout elsewhere', async (_, answer, to) => {
    seedPayout();
    vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    stubFetch(payoutRoutes({}, { 'GET /gd/rest/payout': answer }));
    const { router } = await renderApp('/payout/select');
    await waitFor(() => expect(router.state.location.pathname).toBe(to));
  });

  it('sends a player without a session to /not-authorized', async () => {
    seedPayout();
    vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    stubFetch(payoutRoutes({}, { 'GET /gd/rest/me/userData': () => json(['not-authenticated'], 401) }));
    const { router } = await renderApp('/payout');
    await waitFor(() => expect(router.state.location.pathname).toBe('/not-authorized'));
  });
});
