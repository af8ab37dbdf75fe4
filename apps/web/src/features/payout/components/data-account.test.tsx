import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readPayoutDraft } from '../../../lib/payout-draft';
import { findErrorSummary, summaryLinks } from '../../../test/error-summary';
import { stubFetch } from '../../../test/fetch-stub';
import { BANK, payoutRoutes, paypalProvider, renderPayout, seedPayout, VALID_IBAN } from '../test/payout-fixtures';

const TITLE = 'Payout details';
const dialog = () => screen.queryByRole('dialog', { name: 'Bank details' });

async function openBankForm() {
  seedPayout({ paytype: 'banktransfer' });
  stubFetch(payoutRoutes());
  await renderPayout('/payout/data', TITLE);
  await userEvent.click(screen.getByRole('button', { name: 'Enter bank details' }));
  const form = dialog();
  if (form === null) throw new Error('the bank form did not open');
  return form;
}

describe('payout data: bank form', () => {
  it('asks for bank details on continue and opens them in a modal that traps focus', async () => {
    seedPayout({ paytype: 'banktransfer', amountMinor: 5000 });
    stubFetch(payoutRoutes());
    await renderPayout('/payout/data', TITLE);
    await userEvent.type(screen.getByLabelText('Password'), 'demo1234');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Enter your bank details.', { selector: 'p' })).toBeTruthy();
    // One error has its summary too, and the summary takes focus (GOV.UK).
    const summary = await findErrorSummary();
    expect(summaryLinks(summary)).toEqual([['Enter your bank details.', '#payout-bank-open']]);
    expect(document.activeElement).toBe(summary);
    const opener = screen.getByRole('button', { name: 'Enter bank details' });
    await userEvent.click(within(summary).getByRole('link'));
    expect(document.activeElement).toBe(opener);

    await userEvent.click(opener);
    const form = dialog();
    expect(form?.getAttribute('aria-modal')).toBe('true');
    expect(form?.contains(document.activeElement)).toBe(true);
    // Shift+Tab from the first control wraps to the last one.
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Save bank details' }));
  });

  it('closes on Escape, on the close icon and on a background click', async () => {
    const form = await openBankForm();
    await userEvent.keyboard('{Escape}');
    expect(dialog()).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Enter bank details' }));
    await userEvent.click(within(dialog() ?? form).getByRole('button', { name: 'Close' }));
    expect(dialog()).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Enter bank details' }));
    const backdrop = dialog()?.parentElement;
    if (backdrop === null || backdrop === undefined) throw new Error('no backdrop');
    // A click inside the dialog keeps it open; one on the background closes it.
    fireEvent.mouseDown(dialog() ?? form);
    expect(dialog()).not.toBeNull();
    fireEvent.mouseDown(backdrop);
    expect(dialog()).toBeNull();
  });

  it('shows wrong holder, IBAN and BIC formats', async () => {
    await openBankForm();
    await userEvent.type(screen.getByLabelText('Account holder'), 'A.');
    await userEvent.type(screen.getByLabelText('IBAN'), 'DE00123');
    await userEvent.type(screen.getByLabelText('BIC', { exact: false }), 'XYZ');
    await userEvent.click(screen.getByRole('button', { name: 'Save bank details' }));
    const summary = await findErrorSummary();
    expect(summaryLinks(summary)).toEqual([
      ["Enter the account holder's name: at least 3 letters or digits, one of them a letter.", '#payout-bank-holder'],
      ["This IBAN isn't valid. Please check it.", '#payout-bank-iban'],
      ["This BIC isn't valid. It has 8 or 11 characters, e.g. COBADEFFXXX.", '#payout-bank-bic'],
    ]);
    expect(dialog()?.contains(summary)).toBe(true);
    expect(document.activeElement).toBe(summary);
    expect(document.getElementById('payout-bank-iban-error')?.textContent).toBe(
      "Error: This IBAN isn't valid. Please check it.",
    );
    expect(dialog()).not.toBeNull();
  });

  it('keeps focus where the player types after a failed save (WCAG 3.2.2)', async () => {
    await openBankForm();
    await userEvent.click(screen.getByRole('button', { name: 'Save bank details' }));
    expect(document.activeElement).toBe(await findErrorSummary());

    const holder = screen.getByLabelText('Account holder');
    await userEvent.click(holder);
    // Once "Max" is a valid holder, the first error is the IBAN's: focus must not follow it.
    await userEvent.keyboard('Max Mustermann');
    expect(document.activeElement).toBe(holder);
    expect(holder).toHaveProperty('value', 'Max Mustermann');
    expect(screen.getByLabelText('IBAN')).toHaveProperty('value', '');

    // The next failed save moves focus to the summary again, which now lists what is left.
    await userEvent.click(screen.getByRole('button', { name: 'Save bank details' }));
    const summary = await findErrorSummary();
    expect(document.activeElement).toBe(summary);
    // Issue 24 item 14: the BIC is not demanded while no valid IBAN says the account needs one.
    expect(summaryLinks(summary).map(([, href]) => href)).toEqual(['#payout-bank-iban']);
  });

  it('asks for the BIC of a non-German IBAN', async () => {
    await openBankForm();
    await userEvent.type(screen.getByLabelText('Account holder'), 'Marie Dupont');
    await userEvent.type(screen.getByLabelText('IBAN'), 'FR1420041010050500013M02606');
    await userEvent.click(screen.getByRole('button', { name: 'Save bank details' }));
    expect(screen.getByText('Enter the BIC of your bank.', { selector: 'p' })).toBeTruthy();
  });

  it('groups the IBAN, saves valid details to the draft and shows them masked', async () => {
    await openBankForm();
    await userEvent.type(screen.getByLabelText('Account holder'), 'Max Muster');
    const iban = screen.getByLabelText('IBAN');
    await userEvent.type(iban, VALID_IBAN.toLowerCase());
    expect(iban).toHaveProperty('value', 'DE89 3704 0044 0532 0130 00');
    await userEvent.click(screen.getByRole('button', { name: 'Save bank details' }));
    expect(dialog()).toBeNull();
    expect(readPayoutDraft().bank).toEqual({ holder: 'Max Muster', iban: VALID_IBAN, bic: '' });
    expect(document.querySelector('[data-figure="iban"] dd')?.textContent).toBe('DE89 •••• •••• •••• ••30 00');
    expect(screen.getByRole('button', { name: 'Change bank details' })).toBeTruthy();
  });
});

describe('payout data: PayPal account', () => {
  it('shows a single known account as text', async () => {
    seedPayout({ paytype: 'paypal' });
    stubFetch(payoutRoutes());
    await renderPayout('/payout/data', TITLE);
    expect(screen.getByText("We'll pay out to your PayPal account player@example.com.")).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByLabelText('PayPal e-mail address')).toBeNull();
  });

  it('asks to choose one of several accounts', async () => {
    seedPayout({ paytype: 'paypal' });
    stubFetch(payoutRoutes({ providers: [BANK, paypalProvider(['one@example.com', 'two@example.com'])] }));
    await renderPayout('/payout/data', TITLE);
    const select = screen.getByRole('combobox', { name: 'PayPal account' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose an account', 'one@example.com', 'two@example.com']);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getAllByText('Choose the PayPal account for your payout.').length).toBeGreaterThan(0);
    await userEvent.selectOptions(select, 'two@example.com');
    expect(screen.queryByText('Choose the PayPal account for your payout.')).toBeNull();
  });

  it('asks for the e-mail address without a known account', async () => {
    seedPayout({ paytype: 'paypal' });
    stubFetch(payoutRoutes({ providers: [BANK, paypalProvider([])] }));
    await renderPayout('/payout/data', TITLE);
    const email = screen.getByRole('textbox', { name: 'PayPal e-mail address' });
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getAllByText('This field must not be empty.').length).toBeGreaterThan(0);
    await userEvent.type(email, 'player@');
    expect(screen.getAllByText('Enter a valid e-mail address.').length).toBeGreaterThan(0);
    await userEvent.type(email, 'example.com');
    expect(screen.queryByText('Enter a valid e-mail address.')).toBeNull();
  });
});
