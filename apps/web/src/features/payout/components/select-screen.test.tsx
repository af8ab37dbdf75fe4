import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readPayoutDraft } from '../../../lib/payout-draft';
import { stubFetch } from '../../../test/fetch-stub';
import {
  BANK,
  payoutRoutes,
  paypalProvider,
  playerPayoutRoutes,
  renderPayout,
  seedPayout,
} from '../test/payout-fixtures';

const TITLE = 'Choose a payout method';
const PAYPAL_FIRST =
  "Available once you've deposited with PayPal: we only pay out to PayPal accounts you've deposited from.";

function radio(name: string): HTMLInputElement {
  const element = screen.getByRole('radio', { name });
  if (!(element instanceof HTMLInputElement)) throw new Error('not an input');
  return element;
}

describe('payout select', () => {
  it('lists the methods as a radio group with the first usable one preselected, and continues to data', async () => {
    seedPayout();
    stubFetch(payoutRoutes());
    const { router } = await renderPayout('/payout/select', TITLE);
    const group = screen.getByRole('group', { name: 'How would you like to receive your money?' });
    expect(within(group).getAllByRole('radio')).toHaveLength(2);
    expect(radio('Bank transfer').checked).toBe(true);
    expect(radio('PayPal').checked).toBe(false);
    expect(radio('Bank transfer').getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getAllByText(/^Fee: 1,00\s€$/)).toHaveLength(2);

    await userEvent.click(radio('PayPal'));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payout/data'));
    expect(readPayoutDraft().paytype).toBe('paypal');
  });

  // Issue 10 item 6: PayPal was listed first but bank transfer preselected.
  it('lists the methods in the server order and preselects the first usable one, PayPal', async () => {
    seedPayout();
    stubFetch(payoutRoutes({ providers: [paypalProvider(), BANK] }));
    await renderPayout('/payout/select', TITLE);
    const names = screen.getAllByRole('radio').map((element) => element.getAttribute('value'));
    expect(names).toEqual(['paypal', 'banktransfer']);
    expect(radio('PayPal').checked).toBe(true);
    expect(radio('Bank transfer').checked).toBe(false);
  });

  it('shows no fee to a CAD player (SPEC §6 hides fee hints for CAD and GUSD)', async () => {
    seedPayout();
    stubFetch(
      playerPayoutRoutes(
        { userCountry: 'CA', userLocale: 'en-CA', gdCurrency: 'CAD' },
        { currency: 'CAD', currencyReal: 'CAD', providers: [{ ...BANK, payoutFee: 150 }] },
      ),
    );
    await renderPayout('/payout/select', TITLE);
    expect(radio('Bank transfer').checked).toBe(true);
    expect(screen.queryByText(/Fee:/)).toBeNull();
  });

  it('greys out PayPal with the use-PayPal-first reason as description and tooltip', async () => {
    seedPayout();
    const paypal = { ...paypalProvider([]), unavailableReason: 'paypalUseFirst' };
    stubFetch(payoutRoutes({ providers: [BANK, paypal] }));
    await renderPayout('/payout/select', TITLE);
    const option = radio('PayPal');
    expect(option.disabled).toBe(true);
    expect(option.getAttribute('aria-describedby')).not.toBeNull();
    const description = document.getElementById(option.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe(PAYPAL_FIRST);
    expect(option.closest('label')?.getAttribute('title')).toBe(PAYPAL_FIRST);
    expect(radio('Bank transfer').checked).toBe(true);
  });

  it('preselects the second method when the first is unusable', async () => {
    seedPayout();
    stubFetch(payoutRoutes({ providers: [{ ...BANK, unavailableReason: 'paymentUnavailable' }, paypalProvider()] }));
    await renderPayout('/payout/select', TITLE);
    expect(radio('Bank transfer').disabled).toBe(true);
    expect(radio('PayPal').checked).toBe(true);
  });

  it('keeps the method chosen earlier', async () => {
    seedPayout({ paytype: 'paypal' });
    stubFetch(payoutRoutes());
    await renderPayout('/payout/select', TITLE);
    expect(radio('PayPal').checked).toBe(true);
  });

  it('disables continue with a reason when no method is usable', async () => {
    seedPayout();
    stubFetch(
      payoutRoutes({
        providers: [
          { ...BANK, unavailableReason: 'paymentUnavailable' },
          { ...paypalProvider([]), unavailableReason: 'paypalUseFirst' },
        ],
      }),
    );
    await renderPayout('/payout/select', TITLE);
    const button = screen.getByRole('button', { name: 'Continue' });
    expect(button).toHaveProperty('disabled', true);
    expect(screen.getByText('No payout method is available to you right now.')).toBeTruthy();
  });

  it.each([
    ['not allowed', { payoutAllowed: false, payoutNotAllowedReason: 'userBlocked' }],
    ['a payout pending', { pendingPayout: true }],
  ])('returns to the intro with %s', async (_, info) => {
    seedPayout();
    stubFetch(payoutRoutes(info));
    const { router } = await renderPayout('/payout/select', /./);
    await waitFor(() => expect(router.state.location.pathname).toBe('/payout'));
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
