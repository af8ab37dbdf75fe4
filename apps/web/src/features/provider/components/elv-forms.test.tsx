import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { json, stubFetch } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { allowDirectEntry, elvDetails, providerRoutes } from '../test/provider-fixtures';

const draft = () => JSON.parse(sessionStorage.getItem('shop.payment-draft') ?? '{}');

const SAVED_ACCOUNT = {
  holder: 'Max Mustermann',
  iban: 'DE89 •••• •••• •••• ••30 00',
  mandate: { valid: true, creditorId: 'DE98ZZZ09999999999', mandateId: 'GD-MANDATE-0042' },
};

/** The draft a new German account makes (holder and IBAN entered, no BIC, no mandate yet). */
const ENTERED_DRAFT = {
  providerCode: 'adyen-elv',
  card: null,
  elv: {
    iban: 'DE89370400440532013000',
    holder: 'Max Mustermann',
    bic: null,
    mandate: { valid: false, creditorId: null, mandateId: null },
  },
  bic: null,
};

async function openElv(saved: Parameters<typeof elvDetails>[0] = null) {
  stubFetch(providerRoutes({ routes: { 'GET /deposit/shop/details/adyen-elv': () => json(elvDetails(saved)) } }));
  const view = await renderApp('/provider/adyen-elv');
  await screen.findByRole('region', { name: 'Payment details: Direct debit (SEPA)' });
  // The details are loaded once continue is enabled (while loading it shows, disabled).
  await waitFor(() => expect(screen.getByRole('button', { name: 'Continue' })).toHaveProperty('disabled', false));
  return view;
}

beforeEach(() => allowDirectEntry());

describe('direct debit', () => {
  it('shows the IBAN in groups of four and stores it compact; the BIC is optional for German accounts', async () => {
    const { router } = await openElv();
    await userEvent.type(screen.getByRole('textbox', { name: 'Account holder' }), 'Max Mustermann');
    const iban = screen.getByRole('textbox', { name: 'IBAN' });
    await userEvent.type(iban, 'de89370400440532013000');
    expect(iban).toHaveProperty('value', 'DE89 3704 0044 0532 0130 00');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/review'));
    expect(draft()).toEqual(ENTERED_DRAFT);
  });

  // Issue 24 item 14: an empty form demanded a BIC right under 'Not needed for German bank accounts'.
  it('gives not-set errors for empty fields on continue, format errors otherwise, and a BIC only when needed', async () => {
    await openElv();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const summary = await screen.findByRole('alert');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(["Enter the account holder's name.", 'Enter your IBAN.']);
    expect(screen.queryByText('Enter the BIC of your bank.')).toBeNull();

    await userEvent.type(screen.getByRole('textbox', { name: 'Account holder' }), 'M.');
    await userEvent.type(screen.getByRole('textbox', { name: 'IBAN' }), 'NL91 ABNA 0417 1643 01');
    await userEvent.type(screen.getByRole('textbox', { name: 'BIC' }), 'abna');
    await userEvent.tab();
    expect(screen.getAllByText("Enter the account holder's name (at least 3 letters or digits).")).toHaveLength(2);
    expect(screen.getAllByText("This IBAN isn't valid. Please check it.")).toHaveLength(2);
    expect(screen.getAllByText("This BIC isn't valid. It has 8 or 11 characters, e.g. COBADEFFXXX.")).toHaveLength(2);

    await userEvent.clear(screen.getByRole('textbox', { name: 'IBAN' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'IBAN' }), 'NL91ABNA0417164300');
    expect(screen.queryByText("This IBAN isn't valid. Please check it.")).toBeNull();
    // A valid Dutch IBAN needs the BIC: emptied, the field asks for it.
    await userEvent.clear(screen.getByRole('textbox', { name: 'BIC' }));
    expect(screen.getAllByText('Enter the BIC of your bank.')).toHaveLength(2);
  });

  it('names the holder rule that failed', async () => {
    await openElv();
    const holder = screen.getByRole('textbox', { name: 'Account holder' });
    await userEvent.type(holder, '123');
    await userEvent.tab();
    expect(screen.getByText("Enter the account holder's name with at least one letter.")).toBeTruthy();
    expect(screen.queryByText(/at least 3 letters or digits/)).toBeNull();
    await userEvent.clear(holder);
    await userEvent.type(holder, 'Ab');
    expect(screen.getByText("Enter the account holder's name (at least 3 letters or digits).")).toBeTruthy();
  });

  it('shows the saved account with its mandate; continue keeps it, edit invalidates the mandate', async () => {
    const { router } = await openElv(SAVED_ACCOUNT);
    expect(screen.getByText('DE89 •••• •••• •••• ••30 00')).toBeTruthy();
    expect(screen.getByText('DE98ZZZ09999999999')).toBeTruthy();
    expect(screen.getByText('GD-MANDATE-0042')).toBeTruthy();
    expect(screen.getByText('Mandate reference')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const holder = screen.getByRole('textbox', { name: 'Account holder' });
    expect(holder).toHaveProperty('value', '');
    expect(document.activeElement).toBe(holder);
    await userEvent.type(holder, 'Erika Mustermann');
    await userEvent.type(screen.getByRole('textbox', { name: 'IBAN' }), 'DE89370400440532013000');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/review'));
    expect(draft().elv.mandate).toEqual({ valid: false, creditorId: 'DE98ZZZ09999999999', mandateId: null });
  });

  it('continues with the saved account and its valid mandate', async () => {
    const { router } = await openElv(SAVED_ACCOUNT);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/provider/adyen-elv'));
    expect(draft().elv).toEqual({
      iban: '',
      savedIban: 'DE89 •••• •••• •••• ••30 00',
      holder: 'Max Mustermann',
      bic: null,
      mandate: SAVED_ACCOUNT.mandate,
    });
  });

  it('keeps what the player entered when they come back to the provider', async () => {
    sessionStorage.setItem('shop.payment-draft', JSON.stringify(ENTERED_DRAFT));
    await openElv();
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'IBAN' })).toHaveProperty('value', 'DE89 3704 0044 0532 0130 00'),
    );
    expect(screen.getByRole('textbox', { name: 'Account holder' })).toHaveProperty('value', 'Max Mustermann');
  });
});
