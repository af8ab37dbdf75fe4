import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { findErrorSummary, summaryLinks } from '../../../test/error-summary';
import { json, pending, stubFetch } from '../../../test/fetch-stub';
import { shopFixture } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { CARD_DRAFT, ELV_DRAFT, PRACTICE_DE, reviewRoutes, seedReview } from './review-test-setup';

const payButton = (name: string | RegExp) => screen.findByRole('button', { name });

describe('review screen', () => {
  it('shows the masked card, the price table and no acceptance boxes to a money player', async () => {
    seedReview({ draft: { providerCode: 'adyen-cc', card: CARD_DRAFT } });
    stubFetch(reviewRoutes());
    await renderApp('/review');
    expect(await screen.findByRole('heading', { level: 1, name: 'Review and pay' })).toBeTruthy();
    const method = await screen.findByRole('region', { name: 'Payment method' });
    expect(within(method).getByText('Credit card')).toBeTruthy();
    expect(within(method).getByText('•••• •••• •••• 4242')).toBeTruthy();
    expect(within(method).getByText('Visa')).toBeTruthy();
    expect(within(method).getByText('12/2030')).toBeTruthy();
    expect(within(method).getByText('Max Muster')).toBeTruthy();
    expect(within(method).getByRole('link', { name: 'Change payment method' }).getAttribute('href')).toBe(
      '/provider/adyen-cc',
    );
    const table = screen.getByRole('table');
    expect(within(table).getByRole('rowheader', { name: 'Deposit' }).nextElementSibling?.textContent).toBe('$50.00');
    expect(within(table).getByRole('rowheader', { name: 'Bonus' }).nextElementSibling?.textContent).toBe('$5.00');
    expect(within(table).getByRole('rowheader', { name: 'Total credit' }).nextElementSibling?.textContent).toBe(
      '$55.00',
    );
    expect(within(table).getByRole('rowheader', { name: 'You pay' }).nextElementSibling?.textContent).toBe('$50.00');
    expect(screen.getByText('Each payout costs $2.00.')).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByText('Upgrade to money player')).toBeNull();
    expect(await payButton('Deposit now')).toBeTruthy();
  });

  // Issue 24 point 13: one name for Skrill's online banking in the list, on review and on the pay button.
  it('names Skrill online banking on review and the pay button as the provider list does', async () => {
    seedReview({ draft: { providerCode: 'moneybookers-ib' } });
    stubFetch(
      reviewRoutes(
        {},
        {
          'GET /deposit/shop': () =>
            json({
              ...shopFixture({
                providers: [
                  {
                    code: 'moneybookers-ib',
                    inputType: 'NONE',
                    usable: true,
                    subscriptionSupported: false,
                    limit: null,
                  },
                ],
              }),
            }),
        },
      ),
    );
    await renderApp('/review');
    const method = await screen.findByRole('region', { name: 'Payment method' });
    expect(within(method).getByText('Online banking (Skrill)')).toBeTruthy();
    expect(within(method).getByText("You'll be taken to Online banking (Skrill) to confirm the payment.")).toBeTruthy();
    expect(await payButton('Deposit with Online banking (Skrill)')).toBeTruthy();
    expect(screen.queryByText(/Rapid Transfer/)).toBeNull();
  });

  it('shows the test payment as confirmed in the shop, not as a redirect', async () => {
    seedReview({ draft: { providerCode: 'gdDummyPay' } });
    stubFetch(
      reviewRoutes(
        {},
        {
          'GET /deposit/shop': () =>
            json(
              shopFixture({
                providers: [
                  { code: 'gdDummyPay', inputType: 'NONE', usable: true, subscriptionSupported: false, limit: null },
                ],
              }),
            ),
        },
      ),
    );
    await renderApp('/review');
    const method = await screen.findByRole('region', { name: 'Payment method' });
    expect(
      within(method).getByText('The test payment is confirmed straight away, without leaving the shop.'),
    ).toBeTruthy();
    expect(screen.queryByText(/taken to/)).toBeNull();
  });

  it('shows the practice player their details, the free upgrade and the inactivity fee', async () => {
    seedReview({ draft: { providerCode: 'adyen-cc', card: CARD_DRAFT } });
    stubFetch(reviewRoutes(PRACTICE_DE));
    await renderApp('/review', { language: 'en' });
    const personal = await screen.findByRole('region', { name: 'Personal details' });
    expect(await within(personal).findByText('Ms. Erika Muster')).toBeTruthy();
    expect(within(personal).getByText('10115 Berlin')).toBeTruthy();
    expect(within(personal).getByText('02.04.1990')).toBeTruthy();
    expect(within(personal).getByRole('link', { name: 'Change personal details' }).getAttribute('href')).toBe(
      '/personal',
    );
    expect(screen.getByRole('rowheader', { name: 'Upgrade to money player' }).nextElementSibling?.textContent).toBe(
      'Free',
    );
    expect(screen.getByText(/an inactivity fee of 6,00\s€ applies/)).toBeTruthy();
    expect(screen.getByText(/^Each payout costs 1,00\s€\.$/)).toBeTruthy();
  });

  it('hides fee hints for CAD players', async () => {
    seedReview({ draft: { providerCode: 'adyen-cc', card: CARD_DRAFT } });
    stubFetch(reviewRoutes({ gdCurrency: 'CAD', userCountry: 'CA' }));
    await renderApp('/review');
    await payButton('Deposit now');
    expect(screen.queryByText(/Each payout costs/)).toBeNull();
  });

  it('validates the terms box first, and clears its error once checked', async () => {
    seedReview({ draft: { providerCode: 'adyen-cc', card: CARD_DRAFT } });
    const network = stubFetch(
      reviewRoutes(PRACTICE_DE, {
        'POST /deposit/shop/purchases': pending,
        'GET /deposit/shop/purchases/tid-1': pending,
      }),
    );
    await renderApp('/review');
    const terms = await screen.findByRole('checkbox', {
      name: "I'm at least 18 years old and accept the terms and conditions and the cancellation policy.",
    });
    expect((terms as HTMLInputElement).checked).toBe(false);
    expect(
      within(terms.parentElement as HTMLElement)
        .getByRole('link', { name: 'terms and conditions' })
        .getAttribute('href'),
    ).toBe('/gd/help/agb_pages/agb_de.xhtml');
    expect(
      within(terms.parentElement as HTMLElement)
        .getByRole('link', { name: 'cancellation policy' })
        .getAttribute('href'),
    ).toBe('/gd/help/withdrawal_pages/withdrawal_de.xhtml');
    // SPEC §7: the text is read in the shop; following the link neither leaves nor ticks the box.
    await userEvent.click(
      within(terms.parentElement as HTMLElement).getByRole('link', { name: 'terms and conditions' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Terms and conditions' });
    await waitFor(() => expect(network.callsTo('/gd/help/agb_pages/agb_de.xhtml')).toHaveLength(1));
    expect((terms as HTMLInputElement).checked).toBe(false);
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Close' })[0] as HTMLElement);
    await userEvent.click(await payButton('Deposit now'));
    expect(screen.getByText('You have to accept the terms to continue.', { selector: 'p' })).toBeTruthy();
    expect(terms.getAttribute('aria-invalid')).toBe('true');
    // One missing box has its summary too; the summary takes focus and leads to the box.
    const summary = await findErrorSummary();
    expect(document.activeElement).toBe(summary);
    expect(summaryLinks(summary)).toEqual([['Accept the terms and conditions', '#review-acceptance-terms']]);
    await userEvent.click(within(summary).getByRole('link'));
    expect(document.activeElement).toBe(terms);
    expect(network.callsTo('/deposit/shop/purchases')).toHaveLength(0);
    await userEvent.click(terms);
    expect(screen.queryByText('You have to accept the terms to continue.')).toBeNull();
    await userEvent.click(await payButton('Deposit now'));
    await waitFor(() => expect(network.callsTo('/deposit/shop/purchases')).toHaveLength(1));
  });

  it('leaves the cancellation policy out of the US terms text', async () => {
    seedReview({ draft: { providerCode: 'adyen-cc', card: CARD_DRAFT } });
    stubFetch(reviewRoutes({ actorType: 'b' }));
    await renderApp('/review');
    expect(
      await screen.findByRole('checkbox', { name: "I'm at least 18 years old and accept the terms and conditions." }),
    ).toBeTruthy();
  });

  it('asks for the SEPA mandate as well, with a summary of both errors', async () => {
    seedReview({ draft: { providerCode: 'adyen-elv', elv: ELV_DRAFT } });
    stubFetch(reviewRoutes(PRACTICE_DE));
    await renderApp('/review');
    const method = await screen.findByRole('region', { name: 'Payment method' });
    expect(within(method).getByText('DE89 •••• •••• •••• ••30 00')).toBeTruthy();
    const mandate = screen.getByRole('checkbox', { name: /^I authorize Game Credit Shop to collect payments/ });
    await userEvent.click(await payButton('Deposit now'));
    const summary = await findErrorSummary();
    expect(within(summary).getByRole('alert').textContent).toContain('There is a problem');
    expect(within(summary).getByRole('link', { name: 'Accept the terms and conditions' })).toBeTruthy();
    expect(within(summary).getByRole('link', { name: 'Accept the SEPA direct debit mandate' })).toBeTruthy();
    expect(document.activeElement).toBe(summary);
    await userEvent.click(within(summary).getByRole('link', { name: 'Accept the SEPA direct debit mandate' }));
    expect(document.activeElement).toBe(mandate);
  });

  it('shows mandate ids and asks nothing more when the mandate is valid', async () => {
    const mandate = { valid: true, creditorId: 'DE98ZZZ09999999999', mandateId: 'GD-M-0001' };
    seedReview({ draft: { providerCode: 'adyen-elv', elv: { ...ELV_DRAFT, mandate } } });
    stubFetch(reviewRoutes());
    await renderApp('/review');
    const method = await screen.findByRole('region', { name: 'Payment method' });
    expect(within(method).getByText('DE98ZZZ09999999999')).toBeTruthy();
    expect(within(method).getByText('GD-M-0001')).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  // Issue 24 item 15: the saved account read "IBAN: Your saved account" while the provider page showed it masked.
  it('shows the saved account with its masked IBAN, as the provider page did', async () => {
    const mandate = { valid: true, creditorId: 'DE98ZZZ09999999999', mandateId: 'GD-M-0001' };
    seedReview({
      draft: {
        providerCode: 'adyen-elv',
        elv: { iban: '', savedIban: 'DE89 •••• •••• •••• ••30 00', holder: 'Max Muster', bic: null, mandate },
      },
    });
    stubFetch(reviewRoutes());
    await renderApp('/review');
    const method = await screen.findByRole('region', { name: 'Payment method' });
    expect(within(method).getByText('DE89 •••• •••• •••• ••30 00')).toBeTruthy();
    expect(within(method).queryByText('Your saved account')).toBeNull();
  });

  it.each([
    ['a no-input provider', { providerCode: 'paypal' as const }, {}, 'Deposit with PayPal'],
    [
      'the iDEAL checkout',
      { providerCode: 'checkout-ideal' as const, bic: { code: 'INGBNL2A', name: 'ING' } },
      {},
      'Deposit with iDEAL',
    ],
    ['a card', { providerCode: 'adyen-cc' as const, card: CARD_DRAFT }, {}, 'Deposit now'],
    ['bank transfer', { providerCode: 'banktransfer' as const }, {}, 'Deposit now'],
    [
      'the saver package',
      { providerCode: 'paypal' as const },
      { type: 'SUBSCRIPTION' as const, subscription: 1 },
      'Start saver package',
    ],
  ])('words the pay button for %s', async (_, draft, selection, label) => {
    seedReview({ draft, selection });
    stubFetch(reviewRoutes());
    await renderApp('/review');
    expect(await payButton(label)).toBeTruthy();
  });

  it('shows the saver package monthly and asks for its terms', async () => {
    seedReview({ draft: { providerCode: 'paypal' }, selection: { type: 'SUBSCRIPTION', subscription: 1 } });
    stubFetch(reviewRoutes());
    await renderApp('/review');
    await payButton('Start saver package');
    expect(screen.getByRole('rowheader', { name: 'Monthly deposit' }).nextElementSibling?.textContent).toBe('$20.00');
    expect(screen.getByRole('rowheader', { name: 'Monthly bonus' }).nextElementSibling?.textContent).toBe('$5.00');
    expect(screen.getByRole('rowheader', { name: 'Credit per month' }).nextElementSibling?.textContent).toBe('$25.00');
    expect(screen.getByRole('rowheader', { name: 'You pay each month' }).nextElementSibling?.textContent).toBe(
      '$20.00',
    );
    expect(
      screen.getByText('Charged monthly. Minimum term 3 months, then it renews month by month until you cancel.'),
    ).toBeTruthy();
    // A money player is asked only for the saver-package terms.
    expect(screen.getAllByRole('checkbox')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Start saver package' }));
    expect(screen.getByText('You have to accept the saver package terms to continue.')).toBeTruthy();
    const box = screen.getByRole('checkbox', {
      name: /^I'd like the saver package: \$20\.00 is charged every month\. It runs for at least 3 months/,
    });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    await userEvent.click(box);
    expect(screen.queryByText('You have to accept the saver package terms to continue.')).toBeNull();
  });

  it('shows no term note for a one-off deposit', async () => {
    seedReview({ draft: { providerCode: 'paypal' } });
    stubFetch(reviewRoutes());
    await renderApp('/review');
    await payButton('Deposit with PayPal');
    expect(screen.queryByText(/Minimum term/)).toBeNull();
  });

  it('shows German wording', async () => {
    seedReview({ draft: { providerCode: 'paypal' } });
    stubFetch(reviewRoutes(PRACTICE_DE));
    await renderApp('/review?lang=de', { language: 'de' });
    expect(await payButton('Mit PayPal einzahlen')).toBeTruthy();
    expect(
      screen.getByRole('checkbox', {
        name: 'Ich bin mindestens 18 Jahre alt und akzeptiere die AGB und die Widerrufsbelehrung.',
      }),
    ).toBeTruthy();
  });

  it('goes back to the provider step when the draft lacks the details its type needs', async () => {
    seedReview({ draft: { providerCode: 'adyen-cc' } });
    stubFetch(reviewRoutes());
    const { router } = await renderApp('/review');
    await waitFor(() => expect(router.state.location.pathname).toBe('/provider/adyen-cc'));
  });

  it('goes back to / without a chosen package', async () => {
    seedReview({ draft: { providerCode: 'paypal' }, selection: { normal: null } });
    stubFetch(reviewRoutes());
    const { router } = await renderApp('/review');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('reads the address only for practice players', async () => {
    seedReview({ draft: { providerCode: 'paypal' } });
    const network = stubFetch(reviewRoutes());
    await renderApp('/review');
    await payButton('Deposit with PayPal');
    const addressCalls = network.callsTo('/gd/rest/me/userData').filter((call) => call.url.search !== '');
    expect(addressCalls).toHaveLength(0);
  });
});
