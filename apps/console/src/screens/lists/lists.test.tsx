import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsole, SUPPORT } from '../../test/render-console';

const payment = (tid: string, outcome: string) => ({
  tid,
  createdAt: '2026-11-20T09:00:00Z',
  userId: 42,
  userName: 'lena_k',
  state: 'SUCCESS',
  outcome,
  providerCode: 'CREDITCARD',
  pspMethod: 'card',
  amount: 5000,
  currency: 'EUR',
  refundedAmount: 5000,
  pspReference: `psp-${tid}`,
});

describe('lists screen', () => {
  it('filters, pages by key with the total, and exports what is filtered', async () => {
    const { user, callsTo } = renderConsole('/lists/payments', SUPPORT, {
      'GET /ops/api/lists/payments': (call) => ({
        status: 200,
        body:
          call.query.get('after') === 'k1'
            ? { items: [payment('T-2', 'RETURNED')], total: 2, next: null }
            : { items: [payment('T-1', 'REFUNDED')], total: 2, next: 'k1' },
      }),
    });
    const list = await screen.findByTestId('ops-list');
    expect(await within(list).findByText('1–1 of 2')).toBeTruthy();
    expect(within(list).getByText('Refunded', { selector: 'span' })).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('State'), 'FAILED');
    await user.type(screen.getByLabelText('Provider code'), 'CREDITCARD');
    await user.selectOptions(screen.getByLabelText('Order'), 'Largest amount first');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(callsTo('GET', '/ops/api/lists/payments')).toHaveLength(2));
    const next = screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement;
    await waitFor(() => expect(next.disabled).toBe(false));
    const last = callsTo('GET', '/ops/api/lists/payments').at(-1);
    expect(last?.query.get('state')).toBe('FAILED');
    expect(last?.query.get('providerCode')).toBe('CREDITCARD');
    expect(last?.query.get('sort')).toBe('amount');
    const exportLink = screen.getByRole('link', { name: 'Export as CSV' });
    expect(exportLink.getAttribute('href')).toBe(
      '/ops/api/lists/payments/export?state=FAILED&providerCode=CREDITCARD&sort=amount',
    );
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    // Pages hold 50 rows: the second starts at row 51.
    expect(await screen.findByText('51–51 of 2')).toBeTruthy();
    expect(screen.getByText('Debit returned', { selector: 'span' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
