import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { playerDetail } from '../test/fixtures';
import { FINANCE, renderConsole, SUPPORT } from '../test/render-console';

// The section first; its table's scroll box carries the same name.
const section = (name: string) => screen.getAllByRole('region', { name })[0] as HTMLElement;

const purchaseItem = {
  tid: 'T-1001',
  createdAt: '2026-11-20T09:00:00Z',
  userId: 42,
  userName: 'lena_k',
  state: 'SUCCESS',
  outcome: 'PARTLY_REFUNDED',
  providerCode: 'CREDITCARD',
  pspMethod: 'visa',
  amount: 5000,
  currency: 'EUR',
  refundedAmount: 1000,
  pspReference: 'PSP-REF-1',
};
const bookingItem = {
  id: '7',
  sequence: 3,
  dueDate: '2027-01-29',
  userId: 42,
  userName: 'lena_k',
  state: 'SUCCESS',
  pspStatus: 'RETURNED',
  refusalCode: null,
  amount: 2500,
  currency: 'EUR',
  pspReference: 'PSP-BOOK-1',
  reference: 'booking:5:3',
  refundState: null,
  refundPspReference: null,
};

describe('player page', () => {
  it('shows balances from minor units in the operator’s language, blocks, purchases and payouts', async () => {
    const { callsTo } = renderConsole('/players/42', SUPPORT, {
      'GET /ops/api/players/42': { status: 200, body: playerDetail() },
      'GET /ops/api/lists/payments': { status: 200, body: { items: [purchaseItem], total: 21, next: 'k2' } },
      'GET /ops/api/lists/bookings': { status: 200, body: { items: [bookingItem], total: 1, next: null } },
      'GET /ops/api/lists/refunds': { status: 200, body: { items: [], total: 0, next: null } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Player Lena Krause' })).toBeTruthy();
    const balances = section('Balances');
    expect(within(balances).getByText('€1,234.56')).toBeTruthy();
    expect(within(balances).getByText('€5.00')).toBeTruthy();
    expect(within(balances).getByText('€1,239.56')).toBeTruthy();
    expect(
      within(section('Blocks')).getByText('RETURNED_DEBIT · Returned debit: €25.00 · Still owed: €15.00'),
    ).toBeTruthy();
    const purchases = await screen.findByTestId('player-purchases');
    const purchase = await within(purchases).findByRole('link', { name: 'T-1001' });
    expect(purchase.getAttribute('href')).toBe('/console/purchases/T-1001');
    // What the purchase came to, and where the operator is in the player's 21 purchases.
    expect(within(purchases).getByText('Partly refunded')).toBeTruthy();
    expect(within(purchases).getByText('1–1 of 21')).toBeTruthy();
    expect(callsTo('GET', '/ops/api/lists/payments')[0]?.query.get('userId')).toBe('42');
    const bookings = await screen.findByTestId('player-bookings');
    expect(await within(bookings).findByText('SUCCESS · RETURNED')).toBeTruthy();
    expect(within(bookings).getByText('PSP-BOOK-1')).toBeTruthy();
    expect(await within(await screen.findByTestId('player-refunds')).findByText('Nothing matches.')).toBeTruthy();
    expect(within(section('Payouts')).getByText('Account holder does not match')).toBeTruthy();
    expect(within(section('Limit-increase requests')).getByText('limits@shop.example')).toBeTruthy();
    expect(within(section('Notes')).getByText('Called back.')).toBeTruthy();
  });

  it('shows why a package ended and the bookings after its end that were refunded', async () => {
    const detail = playerDetail();
    const ended = {
      ...(detail.subscription as NonNullable<typeof detail.subscription>),
      state: 'CANCELED',
      endsOn: '2026-08-30',
      nextBookingOn: null,
      cancellation: { channel: 'post', receivedOn: '2026-07-20' },
      endReason: 'cancellation',
      bookingRefunds: [
        {
          id: 'b0c1d2e3-0000-4000-8000-000000000001',
          sequence: 5,
          dueDate: '2026-09-01',
          cause: 'cancellation' as const,
          amount: 2000,
          currency: 'EUR',
          depositAmount: 1500,
          depositWrittenOff: 500,
          bonusClawback: 0,
          gdCurrency: 'EUR',
          state: 'REFUNDED' as const,
          pspReference: 'rf_booking_5',
          failureReason: null,
          createdAt: '2026-11-24T10:00:00Z',
        },
      ],
    };
    renderConsole('/players/42', SUPPORT, {
      'GET /ops/api/players/42': { status: 200, body: { ...detail, subscription: ended } },
    });
    await screen.findByRole('heading', { level: 1, name: 'Player Lena Krause' });
    expect(within(section('Saver package')).getByText('cancelled')).toBeTruthy();
    const refunds = section('Bookings after the end, refunded');
    const row = within(refunds).getByRole('row', { name: /rf_booking_5/ });
    expect(within(row).getByText('Refunded')).toBeTruthy();
    expect(within(row).getByText('€20.00')).toBeTruthy();
    expect(within(row).getByText('€15.00')).toBeTruthy();
    expect(within(row).getByText('€5.00')).toBeTruthy();
  });

  it('lists no refunded bookings for a running package', async () => {
    renderConsole('/players/42', SUPPORT, { 'GET /ops/api/players/42': { status: 200, body: playerDetail() } });
    await screen.findByRole('heading', { level: 1, name: 'Player Lena Krause' });
    expect(screen.queryByRole('region', { name: 'Bookings after the end, refunded' })).toBeNull();
    expect(within(section('Saver package')).queryByText('Ended because')).toBeNull();
  });

  it('lets support add a note and record a postal cancellation, but not lift a block', async () => {
    let detail = playerDetail();
    const { user, callsTo } = renderConsole('/players/42', SUPPORT, {
      'GET /ops/api/players/42': () => ({ status: 200, body: detail }),
      'POST /ops/api/players/42/notes': (call) => {
        const note = {
          id: '2',
          at: '2026-11-24T10:00:00Z',
          operator: { id: 1, email: 'support@ops.example', displayName: 'Sam Support' },
          text: String((call.body as { text: string }).text),
        };
        detail = { ...detail, notes: [note, ...detail.notes] };
        return { status: 201, body: { note } };
      },
      'POST /ops/api/players/42/subscription/cancellation': () => {
        const cancelled = {
          ...(detail.subscription as NonNullable<typeof detail.subscription>),
          state: 'CANCELED',
          endsOn: '2026-12-31',
          cancellation: { channel: 'post', receivedOn: '2026-11-20' },
        };
        // The page reloads the player: the package is cancelled now and the form is gone; the outcome stays.
        detail = { ...detail, subscription: cancelled };
        return { status: 200, body: { subscription: cancelled } };
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Player Lena Krause' });
    expect(screen.queryByRole('button', { name: 'Lift deposit block' })).toBeNull();

    // A note: empty is refused in the form, a real one is sent and shows in the list.
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByRole('link', { name: 'Write the note' })).toBeTruthy();
    expect(callsTo('POST', '/ops/api/players/42/notes')).toHaveLength(0);
    await user.type(screen.getByLabelText('New note'), 'Sent the form by e-mail.');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await within(section('Notes')).findByText('Sent the form by e-mail.')).toBeTruthy();
    expect(callsTo('POST', '/ops/api/players/42/notes')[0]?.body).toEqual({ text: 'Sent the form by e-mail.' });

    // A cancellation by post: the receipt date is required, a confirmation step, then the end date the server gives.
    const subscription = section('Saver package');
    await user.click(within(subscription).getByRole('button', { name: 'Record a postal or e-mail cancellation' }));
    expect(await screen.findByRole('link', { name: 'Enter the date of receipt' })).toBeTruthy();
    await user.type(within(subscription).getByLabelText('Date of receipt'), '2026-11-20');
    await user.click(within(subscription).getByRole('button', { name: 'Record a postal or e-mail cancellation' }));
    expect(within(subscription).getByText(/by Post, received 20 Nov 2026/)).toBeTruthy();
    expect(callsTo('POST', '/ops/api/players/42/subscription/cancellation')).toHaveLength(0);
    await user.click(within(subscription).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(within(section('Saver package')).getByText('Cancelled')).toBeTruthy());
    expect(
      within(section('Saver package')).getByText('Cancellation recorded. The package ends on 31 Dec 2026.'),
    ).toBeTruthy();
    expect(within(section('Saver package')).queryByRole('button', { name: 'Confirm' })).toBeNull();
    expect(callsTo('POST', '/ops/api/players/42/subscription/cancellation')[0]?.body).toEqual({
      channel: 'post',
      receivedOn: '2026-11-20',
    });
  });

  it('lets finance ask to lift a deposit block with the amount received (four-eyes), and shows no note form', async () => {
    const { user, callsTo } = renderConsole('/players/42', FINANCE, {
      'GET /ops/api/players/42': { status: 200, body: playerDetail() },
      'POST /ops/api/players/42/deposit-block/lift': (call) => ({
        status: 202,
        body: {
          approval: { id: 'a1', amount: (call.body as { amountReceived: number }).amountReceived, currency: 'EUR' },
        },
      }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Player Lena Krause' });
    expect(screen.queryByRole('button', { name: 'Add note' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Record a postal or e-mail cancellation' })).toBeNull();
    const blocks = section('Blocks');
    // What is owed is the amount offered.
    expect((within(blocks).getByLabelText('Amount received in EUR') as HTMLInputElement).value).toBe('15.00');
    await user.type(within(blocks).getByLabelText('Bank reference'), 'SEPA-4711');
    await user.type(within(blocks).getByLabelText(/Why the block can be lifted/), 'Debit paid on 2026-11-22');
    await user.click(within(blocks).getByRole('button', { name: 'Lift the deposit block' }));
    expect(
      within(blocks).getByText(/Ask to lift the deposit block of Lena Krause with €15.00 received\?/),
    ).toBeTruthy();
    await user.click(within(blocks).getByRole('button', { name: 'Ask for approval' }));
    expect(
      await within(blocks).findByText(
        'Asked for: lifting the block with €15.00 received. It waits for a second operator.',
      ),
    ).toBeTruthy();
    expect(callsTo('POST', '/ops/api/players/42/deposit-block/lift')[0]?.body).toMatchObject({
      amountReceived: 1500,
      bankReference: 'SEPA-4711',
      reason: 'Debit paid on 2026-11-22',
    });
  });

  it('shows the server’s refusal of a write and keeps the form', async () => {
    const { user } = renderConsole('/players/42', FINANCE, {
      'GET /ops/api/players/42': { status: 200, body: playerDetail() },
      'POST /ops/api/players/42/deposit-block/lift': { status: 409, body: { code: 'not_blocked' } },
    });
    await screen.findByRole('heading', { level: 1, name: 'Player Lena Krause' });
    const blocks = section('Blocks');
    await user.type(within(blocks).getByLabelText('Bank reference'), 'REF-1');
    await user.type(within(blocks).getByLabelText(/Why the block can be lifted/), 'Paid');
    await user.click(within(blocks).getByRole('button', { name: 'Lift the deposit block' }));
    await user.click(within(blocks).getByRole('button', { name: 'Ask for approval' }));
    expect(await within(blocks).findByRole('link', { name: 'The player has no deposit block any more.' })).toBeTruthy();
  });

  it('says when no player has this id', async () => {
    renderConsole('/players/999', SUPPORT, {});
    expect(await screen.findByText('Nothing found with this id.')).toBeTruthy();
  });
});
