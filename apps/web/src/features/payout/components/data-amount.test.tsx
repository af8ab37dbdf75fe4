import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../test/fetch-stub';
import { BANK, payoutRoutes, playerPayoutRoutes, renderPayout, seedPayout } from '../test/payout-fixtures';

const TITLE = 'Payout details';

function amountInput(): HTMLInputElement {
  const element = screen.getByRole('textbox', { name: 'Amount to withdraw' });
  if (!(element instanceof HTMLInputElement)) throw new Error('not an input');
  return element;
}

function equivalentText(): string {
  return screen.getByTestId('payout-equivalent').textContent ?? '';
}

describe('payout data: amount', () => {
  it('returns to select without a chosen method', async () => {
    seedPayout();
    stubFetch(payoutRoutes());
    const { router } = await renderPayout('/payout/data', /./);
    await waitFor(() => expect(router.state.location.pathname).toBe('/payout/select'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows balance and withdrawable amount and keeps what the player wrote of a number', async () => {
    seedPayout({ paytype: 'paypal' });
    stubFetch(payoutRoutes());
    await renderPayout('/payout/data', TITLE);
    expect(document.querySelector('[data-figure="balance"] dd')?.textContent).toMatch(/^150,00\s€$/);
    expect(document.querySelector('[data-figure="withdrawable"] dd')?.textContent).toMatch(/^120,00\s€$/);
    const input = amountInput();
    expect(input.getAttribute('inputmode')).toBe('decimal');
    await userEvent.type(input, '1a2,3x4');
    // Letters go; digits and marks stay as typed.
    expect(input.value).toBe('12,34');
    expect(screen.getByText(/^You receive: 11,34\s€$/)).toBeTruthy();
  });

  // Issue 10 item 1: '1.234,56' became 1,23 € and '2.500' became 2,50 €, and the smaller amount passed.
  it.each([
    ['1.234,56', /^You receive: 1\.233,56\s€$/],
    ['2.500', /^You receive: 2\.499,00\s€$/],
  ])('reads %j with the German grouping separator as the player means it', async (typed, receive) => {
    seedPayout({ paytype: 'banktransfer' });
    stubFetch(payoutRoutes({ balance: 500000, withdrawable: 500000 }));
    await renderPayout('/payout/data', TITLE);
    await userEvent.type(amountInput(), typed);
    expect(amountInput().value).toBe(typed);
    await userEvent.tab();
    expect(screen.getByText(receive)).toBeTruthy();
    expect(amountInput().getAttribute('aria-invalid')).toBeNull();
  });

  it('refuses an amount in another number format visibly instead of shrinking it', async () => {
    seedPayout({ paytype: 'banktransfer' });
    stubFetch(payoutRoutes({ balance: 500000, withdrawable: 500000 }));
    await renderPayout('/payout/data', TITLE);
    await userEvent.type(amountInput(), '1,234.56');
    await userEvent.tab();
    expect(amountInput().value).toBe('1,234.56');
    expect(screen.getByText('Enter the amount in this format: 1.234,56.')).toBeTruthy();
    expect(amountInput().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('You receive: -')).toBeTruthy();
  });

  // Issue 24 item 5: '-5' became 5 € and '1e3' became 13 € without a message.
  it.each(['-5', '1e3'])('refuses %j with the field error instead of reading another number', async (typed) => {
    seedPayout({ paytype: 'banktransfer' });
    stubFetch(payoutRoutes({ balance: 500000, withdrawable: 500000 }));
    await renderPayout('/payout/data', TITLE);
    await userEvent.type(amountInput(), typed);
    await userEvent.tab();
    expect(amountInput().value).toBe(typed);
    expect(screen.getByText('Enter the amount in this format: 1.234,56.')).toBeTruthy();
    expect(amountInput().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('You receive: -')).toBeTruthy();
  });

  it('takes a pasted amount and fills the withdrawable amount with "Max amount"', async () => {
    seedPayout({ paytype: 'banktransfer' });
    stubFetch(payoutRoutes());
    await renderPayout('/payout/data', TITLE);
    const input = amountInput();
    await userEvent.click(input);
    await userEvent.paste('99,9');
    expect(input.value).toBe('99,9');
    fireEvent.change(input, { target: { value: '€ 99,90' } });
    expect(input.value).toBe(' 99,90');
    expect(screen.getByText(/^You receive: 98,90\s€$/)).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Max amount' }));
    expect(input.value).toBe('120,00');
    expect(screen.getByText(/^You receive: 119,00\s€$/)).toBeTruthy();
  });

  it('rejects an amount up to the fee and names the fee', async () => {
    seedPayout({ paytype: 'banktransfer' });
    stubFetch(payoutRoutes());
    await renderPayout('/payout/data', TITLE);
    await userEvent.type(amountInput(), '1');
    await userEvent.tab();
    expect(screen.getByText(/^The amount must be more than the fee of 1,00\s€\.$/)).toBeTruthy();
    expect(amountInput().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('You receive: -')).toBeTruthy();
    // The error goes as soon as the amount is fine (checked on every input once shown).
    await userEvent.type(amountInput(), '0');
    expect(screen.queryByText(/must be more than the fee/)).toBeNull();
    expect(screen.getByText(/^You receive: 9,00\s€$/)).toBeTruthy();
  });

  it('rejects more than the withdrawable amount and shows "-" as the equivalent', async () => {
    seedPayout({ paytype: 'banktransfer' });
    stubFetch(payoutRoutes({ currencyReal: 'USD', exchangeFactor: 1.08 }));
    await renderPayout('/payout/data', TITLE);
    await userEvent.type(amountInput(), '50');
    expect(equivalentText()).toMatch(/^Equivalent: 54,00\s\$$/);
    await userEvent.clear(amountInput());
    await userEvent.type(amountInput(), '130');
    await userEvent.tab();
    expect(screen.getByText(/^You can withdraw at most 120,00\s€\.$/)).toBeTruthy();
    expect(equivalentText()).toBe('Equivalent: -');
  });

  // Issue 10 item 6: 10 € passed on a forced 1.250 € balance.
  it('shows a forced payout minimum as the placeholder and refuses less', async () => {
    seedPayout({ paytype: 'banktransfer' });
    stubFetch(payoutRoutes({ balance: 125000, withdrawable: 125000, forcePayout: true }));
    await renderPayout('/payout/data', TITLE);
    expect(amountInput().getAttribute('placeholder')).toBe('250,00');
    await userEvent.type(amountInput(), '10');
    await userEvent.tab();
    expect(screen.getByText(/^Your balance is above the limit: withdraw at least 250,00\s€\.$/)).toBeTruthy();
    expect(amountInput().getAttribute('aria-invalid')).toBe('true');
    await userEvent.clear(amountInput());
    await userEvent.type(amountInput(), '250');
    expect(screen.queryByText(/withdraw at least/)).toBeNull();
  });

  it('shows no fee hint to a GUSD player (SPEC §6)', async () => {
    seedPayout({ paytype: 'banktransfer' });
    stubFetch(
      playerPayoutRoutes(
        { userCountry: 'US', userLocale: 'en-US', gdCurrency: 'GUSD' },
        { currency: 'GUSD', currencyReal: 'USD', providers: [{ ...BANK, payoutFee: 200 }] },
      ),
    );
    await renderPayout('/payout/data', TITLE);
    await userEvent.type(amountInput(), '50');
    expect(screen.queryByRole('region', { name: 'Fee' })).toBeNull();
    expect(screen.queryByText(/fee of/i)).toBeNull();
  });

  it('shows no equivalent when currency and factor are the same', async () => {
    seedPayout({ paytype: 'banktransfer' });
    stubFetch(payoutRoutes());
    await renderPayout('/payout/data', TITLE);
    expect(screen.queryByTestId('payout-equivalent')).toBeNull();
  });

  it('uses a dot as separator for a US player', async () => {
    seedPayout({ paytype: 'banktransfer', amountMinor: 2550 });
    stubFetch(playerPayoutRoutes({}, { currency: 'USD', currencyReal: 'USD' }));
    await renderPayout('/payout/data', TITLE);
    // The amount chosen before comes back in the player's format.
    expect(amountInput().value).toBe('25.50');
    await userEvent.type(amountInput(), ',7');
    await userEvent.tab();
    expect(screen.getByText('Enter the amount in this format: 1,234.56.')).toBeTruthy();
  });

  it('reads "1,234.56" with the British grouping separator for a GB player', async () => {
    seedPayout({ paytype: 'banktransfer' });
    stubFetch(
      playerPayoutRoutes(
        { userCountry: 'GB', userLocale: 'en-GB', gdCurrency: 'GGBP' },
        { currency: 'GGBP', currencyReal: 'GBP', balance: 500000, withdrawable: 500000 },
      ),
    );
    await renderPayout('/payout/data', TITLE);
    await userEvent.type(amountInput(), '1,234.56');
    await userEvent.tab();
    expect(screen.getByText(/^You receive: £1,233\.56$/)).toBeTruthy();
  });
});
