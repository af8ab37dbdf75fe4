import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { enabledButton } from '../../../test/enabled-button';
import { json, stubFetch } from '../../../test/fetch-stub';
import { expectErrorOnlyAfterBlur } from '../../../test/field-check';
import { DRAFT_CARD } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import {
  allowDirectEntry,
  cardDetails,
  installEncryptClient,
  openCardForm,
  providerRoutes,
  storedDraft,
} from '../test/provider-fixtures';

const detailsRoute = (details: unknown) => ({ 'GET /deposit/shop/details/adyen-cc': () => json(details) });

beforeEach(() => {
  // Only Date is faked: user-event and the query client keep real timers.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 5, 15, 12));
  allowDirectEntry();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('card: full entry', () => {
  it('checks each field on blur with the SPEC §5 messages, then on input', async () => {
    const { encrypt } = await openCardForm();
    await waitFor(() =>
      expect(encrypt.client.init).toHaveBeenCalledWith(
        expect.objectContaining({ clientKey: 'ck_test', mode: 'encrypted' }),
      ),
    );
    expect(encrypt.load).toHaveBeenCalledWith('http://localhost:3001/sdk/encrypt.js');

    const holder = screen.getByRole('textbox', { name: 'Name on card' });
    await expectErrorOnlyAfterBlur(holder, 'Max', 'Enter the first and last name, separated by a space.');
    expect(holder.getAttribute('aria-invalid')).toBe('true');
    await userEvent.type(holder, ' Mustermann');
    expect(screen.queryByText('Enter the first and last name, separated by a space.')).toBeNull();

    const number = screen.getByRole('textbox', { name: 'Card number' });
    await userEvent.type(number, '4242-4242 4242x4241');
    expect(number).toHaveProperty('value', '4242 4242 4242 x424 1');
    await userEvent.tab();
    expect(screen.getByText("This card number isn't valid. Please check it.")).toBeTruthy();
    await userEvent.clear(number);
    await userEvent.type(number, '4242424242424242');
    expect(number).toHaveProperty('value', '4242 4242 4242 4242');
    expect(screen.getByText('Card type: Visa')).toBeTruthy();
    expect(screen.queryByText("This card number isn't valid. Please check it.")).toBeNull();

    const expiry = screen.getByRole('group', { name: 'Expiry date' });
    const years = within(expiry).getByRole('combobox', { name: 'Year' });
    expect(
      within(years)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['YYYY', ...Array.from({ length: 10 }, (_, index) => String(2026 + index))]);
    await userEvent.selectOptions(within(expiry).getByRole('combobox', { name: 'Month' }), '05');
    await userEvent.selectOptions(years, '2026');
    await userEvent.tab();
    expect(screen.getByText('This card has expired. Please use another card.')).toBeTruthy();
    await userEvent.selectOptions(years, '2028');
    expect(screen.queryByText('This card has expired. Please use another card.')).toBeNull();

    const cvc = screen.getByRole('textbox', { name: 'Security code (CVC)' });
    await userEvent.type(cvc, '7a');
    await userEvent.tab();
    expect(cvc).toHaveProperty('value', '7');
    expect(screen.getByText('The security code has 3 or 4 digits.')).toBeTruthy();
  });

  it('shows an error summary on a failed continue, linking to the fields', async () => {
    await openCardForm();
    await userEvent.click(await enabledButton('Continue'));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('heading', { name: 'There is a problem' })).toBeTruthy();
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Enter the name on the card.', '#card-holder'],
      ['Enter your card number.', '#card-number'],
      ['Choose the expiry month and year.', '#card-expiry-month'],
      ['Enter the security code.', '#card-cvc'],
    ]);
    await userEvent.click(within(summary).getByRole('link', { name: 'Enter your card number.' }));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Card number' }));
  });

  async function fillCard() {
    await userEvent.type(screen.getByRole('textbox', { name: 'Name on card' }), '  Max   Mustermann ');
    await userEvent.type(screen.getByRole('textbox', { name: 'Card number' }), '4242424242424242');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Month' }), '04');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Year' }), '2031');
    await userEvent.type(screen.getByRole('textbox', { name: 'Security code (CVC)' }), '737');
  }

  it('tokenizes on continue and keeps only the token and what review shows', async () => {
    const { encrypt, router } = await openCardForm();
    await fillCard();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/review'));
    expect(encrypt.client.tokenize).toHaveBeenCalledWith({
      holder: 'Max Mustermann',
      number: '4242424242424242',
      expiryMonth: 4,
      expiryYear: 2031,
      cvc: '737',
    });
    expect(storedDraft()).toEqual({
      providerCode: 'adyen-cc',
      card: { ...DRAFT_CARD, token: 'tok_test_1' },
      elv: null,
      bic: null,
    });
    const stored = sessionStorage.getItem('shop.payment-draft') ?? '';
    expect(stored).not.toContain('4242424242424242');
    expect(stored).not.toContain('737');
  });

  it('shows a tokenizer field error at its field, and FAILED as error 1', async () => {
    const { encrypt, router } = await openCardForm();
    encrypt.client.tokenize.mockRejectedValueOnce({ code: 'INVALID_CVC' });
    await fillCard();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const cvc = screen.getByRole('textbox', { name: 'Security code (CVC)' });
    await waitFor(() => expect(cvc.getAttribute('aria-invalid')).toBe('true'));
    expect(router.state.location.pathname).toBe('/provider/adyen-cc');
    await userEvent.type(cvc, '{Backspace}8');
    expect(cvc.getAttribute('aria-invalid')).toBeNull();

    encrypt.client.tokenize.mockRejectedValueOnce({ code: 'FAILED' });
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/error/1'));
  });

  it('counts the client as ready after 500 ms when none appears, and init failures go to the error page', async () => {
    const { scriptLoader } = await import('../load-script');
    vi.spyOn(scriptLoader, 'load').mockResolvedValue();
    stubFetch(providerRoutes({ routes: detailsRoute(cardDetails()) }));
    const { router, unmount } = await renderApp('/provider/adyen-cc');
    expect(await screen.findByText('Preparing secure card entry…')).toBeTruthy();
    expect(
      await screen.findByText('Your card details are encrypted and go straight to our payment provider.'),
    ).toBeTruthy();
    await fillCard();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/error/1'));
    unmount();

    const encrypt = installEncryptClient();
    encrypt.client.init.mockRejectedValueOnce({ code: '48' });
    stubFetch(providerRoutes({ routes: detailsRoute(cardDetails()) }));
    const second = await renderApp('/provider/adyen-cc');
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/error/48'));
  });
});

describe('card: hosted fields', () => {
  it('mounts the frames, shows their states and disables continue while tokenizing', async () => {
    let finish: (value: unknown) => void = () => {};
    const encrypt = installEncryptClient(() => new Promise((resolve) => (finish = resolve)));
    stubFetch(providerRoutes({ routes: detailsRoute(cardDetails({ cardMode: 'hosted' })) }));
    const { router } = await renderApp('/provider/adyen-cc');
    await waitFor(() =>
      expect(encrypt.client.init).toHaveBeenCalledWith(
        expect.objectContaining({
          mode: 'hosted',
          fields: { number: 'psp-hosted-number', expiry: 'psp-hosted-expiry', cvc: 'psp-hosted-cvc' },
        }),
      ),
    );
    expect(document.getElementById('psp-hosted-number')).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Continue' });
    await waitFor(() => expect(button).toHaveProperty('disabled', false));

    await userEvent.click(button);
    expect(screen.getAllByText('Enter your card number.').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Enter the expiry date.').length).toBeGreaterThan(0);
    expect(encrypt.client.tokenize).not.toHaveBeenCalled();

    await userEvent.type(screen.getByRole('textbox', { name: 'Name on card' }), 'Erika Mustermann');
    encrypt.fieldState('number', 'invalid');
    expect(await screen.findAllByText("This card number isn't valid. Please check it.")).not.toHaveLength(0);
    expect(document.getElementById('psp-hosted-number')?.getAttribute('data-state')).toBe('invalid');
    encrypt.fieldState('number', 'valid');
    encrypt.fieldState('expiry', 'valid');
    encrypt.fieldState('cvc', 'valid');
    await waitFor(() => expect(screen.queryByText('Enter the expiry date.')).toBeNull());

    await userEvent.click(button);
    expect(encrypt.client.tokenize).toHaveBeenCalledWith({ holder: 'Erika Mustermann' });
    await waitFor(() => expect(button).toHaveProperty('disabled', true));
    expect(screen.getByText('One moment…')).toBeTruthy();
    finish({ token: 'tok_hosted', last4: '1111', expiry_month: 3, expiry_year: 2030 });
    await waitFor(() => expect(router.state.location.pathname).toBe('/review'));
    expect(storedDraft().card).toMatchObject({
      token: 'tok_hosted',
      last4: '1111',
      expiryMonth: 3,
      expiryYear: 2030,
      holder: 'Erika Mustermann',
    });
  });
});
