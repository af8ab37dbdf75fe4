// Issue 10 item 6: a US player's bank payout asks for routing and account number (SPEC §9 region US),
// never for an IBAN beside a German-account hint.
import type { UserData } from '@shop/contracts/user';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readPayoutDraft } from '../../../lib/payout-draft';
import { findErrorSummary, summaryLinks } from '../../../test/error-summary';
import { json, stubFetch } from '../../../test/fetch-stub';
import { userFixture } from '../../../test/fixtures';
import { payoutToken } from '../payout-token';
import { payoutRoutes, renderPayout, seedPayout } from '../test/payout-fixtures';

const MONEY_US: Partial<UserData> = {
  userName: 'money-us',
  userCountry: 'US',
  userLocale: 'en-US',
  gdCurrency: 'USD',
};
const usRoutes = (overrides = {}) =>
  payoutRoutes(
    { currency: 'USD', currencyReal: 'USD' },
    { 'GET /gd/rest/me/userData': () => json(userFixture(MONEY_US)), ...overrides },
  );
const dialog = () => screen.queryByRole('dialog', { name: 'Bank details' });

describe('payout bank form for a US player', () => {
  it('asks for routing and account number, not for an IBAN or a BIC', async () => {
    seedPayout({ paytype: 'banktransfer' });
    stubFetch(usRoutes());
    await renderPayout('/payout/data', 'Payout details');
    await userEvent.click(screen.getByRole('button', { name: 'Enter bank details' }));
    const form = dialog();
    if (form === null) throw new Error('the bank form did not open');
    expect(within(form).queryByLabelText('IBAN')).toBeNull();
    expect(within(form).queryByLabelText('BIC', { exact: false })).toBeNull();
    expect(within(form).queryByText(/German/)).toBeNull();
    expect(within(form).getByLabelText('Routing number', { exact: false })).toBeTruthy();
    expect(within(form).getByLabelText('Account number')).toBeTruthy();
  });

  it('refuses a routing number with a wrong check digit and a short account number', async () => {
    seedPayout({ paytype: 'banktransfer' });
    stubFetch(usRoutes());
    await renderPayout('/payout/data', 'Payout details');
    await userEvent.click(screen.getByRole('button', { name: 'Enter bank details' }));
    await userEvent.type(screen.getByLabelText('Account holder'), 'Jane Doe');
    await userEvent.type(screen.getByLabelText('Routing number', { exact: false }), '021000022');
    await userEvent.type(screen.getByLabelText('Account number'), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Save bank details' }));
    const summary = await findErrorSummary();
    expect(summaryLinks(summary)).toEqual([
      ["This routing number isn't valid. It has 9 digits, e.g. 021000021.", '#payout-bank-routing-number'],
      ['Enter your account number (4 to 17 digits).', '#payout-bank-account-number'],
    ]);
    expect(readPayoutDraft().bank).toBeNull();

    await userEvent.clear(screen.getByLabelText('Routing number', { exact: false }));
    await userEvent.type(screen.getByLabelText('Routing number', { exact: false }), '021000021');
    await userEvent.clear(screen.getByLabelText('Account number'));
    await userEvent.type(screen.getByLabelText('Account number'), '000123456789');
    await userEvent.click(screen.getByRole('button', { name: 'Save bank details' }));
    expect(dialog()).toBeNull();
    expect(readPayoutDraft().bank).toEqual({
      holder: 'Jane Doe',
      routingNumber: '021000021',
      accountNumber: '000123456789',
    });
    expect(screen.getByText('••••••••6789')).toBeTruthy();
  });

  it('sends routing and account number with the payout request', async () => {
    seedPayout(
      {
        paytype: 'banktransfer',
        amountMinor: 5000,
        bank: { holder: 'Jane Doe', routingNumber: '021000021', accountNumber: '000123456789' },
      },
      { token: 'payout-1' },
    );
    const network = stubFetch(
      usRoutes({
        'POST /gd/rest/payout': () =>
          json({
            payoutErrors: [],
            payout: { id: 'p-1', amount: 5000, fee: 200, finalAmount: 4800, currency: 'USD', state: 'PENDING' },
          }),
      }),
    );
    await renderPayout('/payout/summary', 'Check your payout');
    const account = screen.getByRole('region', { name: 'Paid to' });
    expect(within(account).getByText('021000021')).toBeTruthy();
    expect(within(account).getByText('••••••••6789')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Request payout' }));
    await screen.findByRole('heading', { level: 1, name: 'Payout requested' });
    const [call] = network.callsTo('/gd/rest/payout').filter((c) => c.init?.method === 'POST');
    expect(JSON.parse(String(call?.init?.body))).toEqual({
      paytype: 'banktransfer',
      withdrawable: 5000,
      provider: { holder: 'Jane Doe', routingNumber: '021000021', accountNumber: '000123456789' },
    });
    expect(payoutToken.current()).toBeNull();
  });
});
