import type { PayoutInfo } from '@shop/contracts/payout';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, type StubHandler, stubFetch, text } from '../../../test/fetch-stub';
import { payoutToken } from '../payout-token';
import { payoutRoutes, renderPayout, seedPayout, VALID_IBAN } from '../test/payout-fixtures';

const TITLE = 'Check your payout';
const BANK_DRAFT = { holder: 'Max Muster', iban: VALID_IBAN, bic: '' };
/** The server's answer to a 50 € payout it took, in `state`. */
const taken = (state: 'PENDING' | 'REVIEW' | 'FAILED') => () =>
  json({
    payoutErrors: [],
    payout: { id: 'p-1', amount: 5000, fee: 100, finalAmount: 4900, currency: 'EUR', state },
  });
const accepted = taken('PENDING');
const refused = (codes: string[]) => () => json({ payoutErrors: codes, payout: null });

async function renderSummary(payout: StubHandler, info: Partial<PayoutInfo> = {}) {
  seedPayout({ paytype: 'banktransfer', amountMinor: 5000, bank: BANK_DRAFT }, { token: 'payout-1' });
  const network = stubFetch(payoutRoutes(info, { 'POST /gd/rest/payout': payout }));
  const view = await renderPayout('/payout/summary', TITLE);
  const button = screen.getByRole('button', { name: 'Request payout' });
  return {
    ...view,
    button,
    payouts: () => network.callsTo('/gd/rest/payout').filter((call) => call.init?.method === 'POST'),
  };
}

function rows(): string[] {
  return [...document.querySelectorAll('tbody tr')].map((row) => row.textContent?.replace(/\s/g, ' ') ?? '');
}

describe('payout summary', () => {
  it('shows amounts, fee, final amount, equivalent and the account with change and back', async () => {
    const view = await renderSummary(accepted, { currencyReal: 'USD', exchangeFactor: 1.08 });
    expect(rows()).toEqual(['Payout amount50,00 €', 'Fee1,00 €', 'You receive49,00 €', 'Equivalent in USD54,00 $']);
    const account = screen.getByRole('region', { name: 'Paid to' });
    expect(within(account).getByText('Bank transfer')).toBeTruthy();
    expect(within(account).getByText('DE89 •••• •••• •••• ••30 00')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/payout/data');
    await userEvent.click(within(account).getByRole('link', { name: 'Change payout details' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/payout/data'));
  });

  it('requests the payout with the payout token once, however often it is pressed, and shows success', async () => {
    let answer: (response: Response) => void = () => {};
    const view = await renderSummary(() => new Promise<Response>((resolve) => (answer = resolve)));
    await userEvent.dblClick(view.button);
    await userEvent.click(view.button);
    expect(view.button).toHaveProperty('disabled', true);
    expect(view.button.getAttribute('aria-busy')).toBe('true');
    answer(accepted());
    await screen.findByRole('heading', { level: 1, name: 'Payout requested' });
    expect(view.router.state.location.pathname).toBe('/payout/success');
    expect(view.router.state.historyAction).toBe('REPLACE');
    expect(view.payouts()).toHaveLength(1);
    const [call] = view.payouts();
    expect(call?.headers.get('Authorization')).toBe('Bearer payout-1');
    expect(JSON.parse(String(call?.init?.body))).toEqual({
      paytype: 'banktransfer',
      withdrawable: 5000,
      provider: { holder: 'Max Muster', iban: VALID_IBAN },
    });
    // The token is used up by the request.
    expect(payoutToken.current()).toBeNull();
    expect(screen.getByText(/^We've received your request to pay out 49,00\s€\.$/)).toBeTruthy();
    expect(screen.getByText(/first payout can take about 8 weeks/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the games' }).getAttribute('href')).toBe('/extern/payout-success');
  });

  // Issue 12: the server keeps a first payout for review; the success screen says so.
  it('says a payout in review is checked before it is sent', async () => {
    const view = await renderSummary(taken('REVIEW'));
    await userEvent.click(view.button);
    await screen.findByRole('heading', { level: 1, name: 'Payout requested' });
    expect(screen.getByText(/^We check every first payout, and large ones, before we send them\./)).toBeTruthy();
    expect(screen.getByText(/first payout can take about 8 weeks/)).toBeTruthy();
  });

  it('says nothing of a review when the payout went straight through', async () => {
    const view = await renderSummary(accepted);
    await userEvent.click(view.button);
    await screen.findByRole('heading', { level: 1, name: 'Payout requested' });
    expect(screen.queryByText(/We check every first payout/)).toBeNull();
  });

  it.each([
    [['pendingPayout', 'amountInvalid', 'payoutNotAllowed'], "Payouts aren't possible for your account"],
    [['amountInvalid', 'pendingPayout'], 'You already have a payout in progress.'],
  ])('shows only the most important of %j', async (codes, message) => {
    const view = await renderSummary(refused(codes));
    await userEvent.click(view.button);
    const alert = await screen.findByRole('alert', { name: 'Your withdrawal was not successful.' });
    expect(alert.textContent).toContain(message);
    expect(within(alert).queryByRole('listitem')).toBeNull();
    expect(within(alert).queryByRole('link')).toBeNull();
    expect(view.button).toHaveProperty('disabled', true);
    // Only "not allowed" sends the player to customer support.
    const support = within(alert).queryByRole('button', { name: 'Contact customer support' });
    expect(support === null).toBe(!codes.includes('payoutNotAllowed'));
  });

  it('lists the other errors each with a way back, and keeps the button disabled', async () => {
    const view = await renderSummary(refused(['amountInvalid', 'requiredBIC', 'mystery']));
    await userEvent.click(view.button);
    const alert = await screen.findByRole('alert', { name: 'Your withdrawal was not successful.' });
    const items = within(alert).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      "This amount can't be paid out. Please change it. Go back to your details",
      'Please enter the BIC of your bank. Go back to your details',
      'Please try again later or contact customer support. Reference: mystery Go back to your details',
    ]);
    expect(view.button).toHaveProperty('disabled', true);
    expect(document.activeElement).toBe(alert);
    expect(screen.getByText('Go back and change your details to try again.')).toBeTruthy();
    await userEvent.click(view.button);
    expect(view.payouts()).toHaveLength(1);
  });

  it('explains an expired password confirmation and leads back to enter it again', async () => {
    const view = await renderSummary(refused(['invalidToken']));
    await userEvent.click(view.button);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your password confirmation has expired. Please enter your password again.');
    await userEvent.click(within(alert).getByRole('link', { name: 'Enter your password again' }));
    await screen.findByRole('heading', { level: 1, name: 'Payout details' });
    expect(await screen.findByRole('status', { name: 'Please confirm your password again.' })).toBeTruthy();
  });

  it('clears the errors when the summary is entered again', async () => {
    const view = await renderSummary(refused(['amountInvalid']));
    await userEvent.click(view.button);
    await screen.findByRole('alert');
    await userEvent.click(screen.getByRole('link', { name: 'Go back to your details' }));
    payoutToken.set('payout-2');
    await screen.findByRole('heading', { level: 1, name: 'Payout details' });
    await view.router.navigate('/payout/summary');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Request payout' })).toHaveProperty('disabled', false),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps the spinner for a moment after the answer, then hides it', async () => {
    const view = await renderSummary(refused(['amountInvalid']));
    await userEvent.click(view.button);
    await screen.findByRole('alert');
    expect(view.button.getAttribute('aria-busy')).toBe('false');
    expect(view.button.querySelector('span[aria-hidden="true"]')).not.toBeNull();
    await waitFor(() => expect(view.button.querySelector('span[aria-hidden="true"]')).toBeNull());
  });

  it('says the withdrawal was not successful when the payout failed at once', async () => {
    const view = await renderSummary(taken('FAILED'));
    await userEvent.click(view.button);
    expect(await screen.findByRole('alert', { name: 'Your withdrawal was not successful.' })).toBeTruthy();
    expect(view.router.state.location.pathname).toBe('/payout/summary');
  });

  it.each<[string, StubHandler]>([
    ['a 500', () => text('boom', 500)],
    ['a 401', () => json(['not-authenticated'], 401)],
    ['a body that breaks the contract', () => json({ ok: true })],
  ])('goes to /error/unexpected after %s', async (_, answer) => {
    const view = await renderSummary(answer);
    await userEvent.click(view.button);
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/error/unexpected'));
  });
});

describe('payout summary preconditions', () => {
  it('returns to data without an amount', async () => {
    seedPayout({ paytype: 'banktransfer', bank: BANK_DRAFT }, { token: 'payout-1' });
    stubFetch(payoutRoutes());
    const { router } = await renderPayout('/payout/summary', /./);
    await waitFor(() => expect(router.state.location.pathname).toBe('/payout/data'));
    expect(screen.queryByText('Please confirm your password again.')).toBeNull();
  });

  it('returns to data and asks for the password again without the payout token (after a reload)', async () => {
    seedPayout({ paytype: 'banktransfer', amountMinor: 5000, bank: BANK_DRAFT });
    stubFetch(payoutRoutes());
    const { router } = await renderPayout('/payout/summary', /./);
    await waitFor(() => expect(router.state.location.pathname).toBe('/payout/data'));
    expect(await screen.findByText('Please confirm your password again.')).toBeTruthy();
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('returns to data when the amount is no longer withdrawable', async () => {
    seedPayout({ paytype: 'banktransfer', amountMinor: 5000, bank: BANK_DRAFT }, { token: 'payout-1' });
    stubFetch(payoutRoutes({ withdrawable: 4000 }));
    const { router } = await renderPayout('/payout/summary', /./);
    await waitFor(() => expect(router.state.location.pathname).toBe('/payout/data'));
  });

  it('returns to the intro from success when no payout was requested', async () => {
    seedPayout();
    stubFetch(payoutRoutes());
    const { router } = await renderPayout('/payout/success', /./);
    await waitFor(() => expect(router.state.location.pathname).toBe('/payout'));
  });
});
