import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { findErrorSummary, summaryLinks } from '../../../test/error-summary';
import { json, type StubHandler, stubFetch, text } from '../../../test/fetch-stub';
import { payoutToken } from '../payout-token';
import { payoutRoutes, renderPayout, seedPayout } from '../test/payout-fixtures';

const TITLE = 'Payout details';

/** The data step for PayPal with one known account and a valid amount, so only the password decides. */
async function renderWithAuth(auth: StubHandler) {
  seedPayout({ paytype: 'paypal', amountMinor: 5000 });
  const network = stubFetch(payoutRoutes({}, { 'POST /gd/rest/oauth2/auth': auth }));
  const view = await renderPayout('/payout/data', TITLE);
  return { ...view, authCalls: () => network.callsTo('/gd/rest/oauth2/auth') };
}

const passwordField = () => screen.getByLabelText('Password');
const continueButton = () => screen.getByRole('button', { name: 'Continue' });

describe('payout data: password', () => {
  it('shows the user name and asks for the password before calling the server', async () => {
    const view = await renderWithAuth(() => json({ successful: true, reason: null, token: 'payout-1' }));
    expect(screen.getByRole('textbox', { name: 'User name' })).toHaveProperty('value', 'money-de');
    await userEvent.click(continueButton());
    expect(screen.getByText('Enter your password.', { selector: 'p' })).toBeTruthy();
    // A single error is summarised too: focus goes to the summary, whose link leads to the field.
    const summary = await findErrorSummary();
    expect(document.activeElement).toBe(summary);
    await userEvent.click(within(summary).getByRole('link', { name: 'Enter your password.' }));
    expect(document.activeElement).toBe(passwordField());
    expect(view.authCalls()).toHaveLength(0);
  });

  it('confirms the password, keeps the payout token in memory only and goes to the summary', async () => {
    const view = await renderWithAuth(() => json({ successful: true, reason: null, token: 'payout-1' }));
    await userEvent.type(passwordField(), 'demo1234');
    await userEvent.click(continueButton());
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/payout/summary'));
    const [call] = view.authCalls();
    expect(call?.init?.method).toBe('POST');
    expect(JSON.parse(String(call?.init?.body))).toEqual({ password: 'demo1234', type: 'payout' });
    expect(payoutToken.current()).toBe('payout-1');
    const stored = JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage });
    expect(stored).not.toContain('demo1234');
    expect(stored).not.toContain('payout-1');
    expect(JSON.parse(sessionStorage.getItem('shop.payout-draft') ?? '{}')).toMatchObject({
      paytype: 'paypal',
      amountMinor: 5000,
      paypalAccount: 'player@example.com',
    });
  });

  it('says a wrong password is wrong, and the text clears on typing', async () => {
    const view = await renderWithAuth(() => json({ successful: false, reason: 'invalidPassword', token: null }));
    await userEvent.type(passwordField(), 'nope');
    await userEvent.click(continueButton());
    expect(await screen.findByText("That password isn't right. Please try again.", { selector: 'p' })).toBeTruthy();
    expect(passwordField().getAttribute('aria-invalid')).toBe('true');
    expect(view.router.state.location.pathname).toBe('/payout/data');
    await userEvent.type(passwordField(), 'x');
    expect(screen.queryByText("That password isn't right. Please try again.")).toBeNull();
  });

  it.each<[string, StubHandler]>([
    ['a 429', () => json({ successful: false, reason: 'tooManyAttempts', token: null }, 429)],
    ['a refusal for too many attempts', () => json({ successful: false, reason: 'tooManyAttempts', token: null })],
  ])('explains too many attempts after %s', async (_, answer) => {
    await renderWithAuth(answer);
    await userEvent.type(passwordField(), 'again');
    await userEvent.click(continueButton());
    expect(
      await screen.findByText('Too many wrong attempts. Please wait a few minutes, then try again.', { selector: 'p' }),
    ).toBeTruthy();
  });

  it.each<[string, StubHandler]>([
    ['a 401', () => json(['not-authenticated'], 401)],
    ['a 500', () => text('boom', 500)],
    ['another refusal reason', () => json({ successful: false, reason: 'locked', token: null })],
  ])('goes to /error/unexpected after %s', async (_, answer) => {
    const view = await renderWithAuth(answer);
    await userEvent.type(passwordField(), 'demo1234');
    await userEvent.click(continueButton());
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/error/unexpected'));
    expect(payoutToken.current()).toBeNull();
  });

  it('asks for the password once however often continue is pressed', async () => {
    let answer: (response: Response) => void = () => {};
    const view = await renderWithAuth(() => new Promise<Response>((resolve) => (answer = resolve)));
    await userEvent.type(passwordField(), 'demo1234');
    await userEvent.dblClick(continueButton());
    expect(continueButton()).toHaveProperty('disabled', true);
    expect(continueButton().getAttribute('aria-busy')).toBe('true');
    answer(json({ successful: true, reason: null, token: 'payout-1' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/payout/summary'));
    expect(view.authCalls()).toHaveLength(1);
  });

  it('lists several errors in a summary at the top', async () => {
    seedPayout({ paytype: 'banktransfer' });
    stubFetch(payoutRoutes());
    await renderPayout('/payout/data', TITLE);
    await userEvent.click(continueButton());
    const summary = await findErrorSummary();
    expect(within(summary).getByRole('heading', { name: 'There is a problem' })).toBeTruthy();
    expect(summaryLinks(summary)).toEqual([
      ["Enter the amount you'd like to withdraw.", '#payout-amount'],
      ['Enter your bank details.', '#payout-bank-open'],
      ['Enter your password.', '#payout-password'],
    ]);
    expect(document.activeElement).toBe(summary);
  });
});
