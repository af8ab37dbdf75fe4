import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { json, stubFetch } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import {
  allowDirectEntry,
  cardDetails,
  installEncryptClient,
  openCardForm,
  providerRoutes,
  SAVED_CARD,
  storedDraft,
} from '../test/provider-fixtures';

beforeEach(() => allowDirectEntry());

const SAVED_DRAFT = {
  holder: 'Max Mustermann',
  last4: '4242',
  brand: 'visa',
  expiryMonth: 4,
  expiryYear: 2031,
  updateData: false,
  saved: true,
  instrumentId: 'c0ffee00-0000-4000-8000-000000000001',
};

describe('card: saved card', () => {
  it('shows the masked card; the CVC goes to the PSP alone, the draft names the card by its id', async () => {
    const { router, encrypt } = await openCardForm(cardDetails({ card: SAVED_CARD }));
    expect(screen.getByText('•••• •••• •••• 4242')).toBeTruthy();
    expect(screen.getByText('Visa · Expires 04/2031 · Max Mustermann')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Card number' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findAllByText('Enter the security code.')).toHaveLength(2);
    expect(encrypt.client.tokenize).not.toHaveBeenCalled();

    encrypt.client.tokenize.mockRejectedValueOnce({ code: 'INVALID_CVC' });
    const cvc = screen.getByRole('textbox', { name: 'Security code (CVC)' });
    await userEvent.type(cvc, '738');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(cvc.getAttribute('aria-invalid')).toBe('true'));

    await userEvent.type(cvc, '{Backspace}7');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/review'));
    expect(encrypt.client.tokenize).toHaveBeenLastCalledWith({ cvc: '737', cvcOnly: true });
    expect(storedDraft().card).toEqual({ ...SAVED_DRAFT, token: 'tok_test_1' });
    expect(sessionStorage.getItem('shop.payment-draft')).not.toContain('737');
  });

  it('sends a saved card the PSP cannot use any more to the error page', async () => {
    const { router, encrypt } = await openCardForm(cardDetails({ card: SAVED_CARD }));
    encrypt.client.tokenize.mockRejectedValueOnce({ code: 'EXPIRED' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Security code (CVC)' }), '737');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/error/card_has_expired'));
  });

  it('takes the CVC in the hosted CVC frame when the card form is hosted', async () => {
    const encrypt = installEncryptClient(async () => ({
      token: 'tok_single_use',
      last4: '4242',
      expiry_month: 4,
      expiry_year: 2031,
    }));
    const details = cardDetails({ cardMode: 'hosted', card: SAVED_CARD });
    stubFetch(providerRoutes({ routes: { 'GET /deposit/shop/details/adyen-cc': () => json(details) } }));
    const { router } = await renderApp('/provider/adyen-cc');
    await waitFor(() =>
      expect(encrypt.client.init).toHaveBeenCalledWith(
        expect.objectContaining({ mode: 'hosted', fields: { cvc: 'psp-hosted-saved-cvc' } }),
      ),
    );
    const button = screen.getByRole('button', { name: 'Continue' });
    await waitFor(() => expect(button).toHaveProperty('disabled', false));
    await userEvent.click(button);
    expect(await screen.findAllByText('Enter the security code.')).toHaveLength(2);
    encrypt.fieldState('cvc', 'valid');
    await waitFor(() => expect(screen.queryByText('Enter the security code.')).toBeNull());
    await userEvent.click(button);
    await waitFor(() => expect(router.state.location.pathname).toBe('/review'));
    expect(encrypt.client.tokenize).toHaveBeenCalledWith({ cvcOnly: true });
    expect(storedDraft().card).toEqual({ ...SAVED_DRAFT, token: 'tok_single_use' });
  });

  it('edit resets the details, requires the CVC and shows the fields as touched', async () => {
    await openCardForm(cardDetails({ card: { ...SAVED_CARD, cvcRequired: false } }));
    expect(screen.queryByRole('textbox', { name: 'Security code (CVC)' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const holder = await screen.findByRole('textbox', { name: 'Name on card' });
    expect(holder).toHaveProperty('value', '');
    expect(document.activeElement).toBe(holder);
    expect(screen.getByText('Enter the name on the card.')).toBeTruthy();
    expect(screen.getByText('Enter your card number.')).toBeTruthy();
    expect(screen.getByText('Choose the expiry month and year.')).toBeTruthy();
    expect(screen.getByText('Enter the security code.')).toBeTruthy();
    expect(screen.queryByText('•••• •••• •••• 4242')).toBeNull();
  });
});
