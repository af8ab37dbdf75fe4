import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { purchaseDetail } from '../test/fixtures';
import { FINANCE, renderConsole, SUPPORT } from '../test/render-console';

describe('purchase page', () => {
  it('shows the state history, notifications and ledger lines with their sum', async () => {
    renderConsole('/purchases/T-1001', SUPPORT, {
      'GET /ops/api/purchases/T-1001': { status: 200, body: purchaseDetail() },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Purchase T-1001' })).toBeTruthy();
    const history = screen.getAllByRole('region', { name: 'State history' })[0] as HTMLElement;
    expect(
      within(history)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['DateFromTo', '20 Nov 2026, 09:00—PENDING', '20 Nov 2026, 09:01PENDINGSUCCESS']);
    expect(
      within(screen.getAllByRole('region', { name: 'PSP notifications' })[0] as HTMLElement).getByText('AUTHORISATION'),
    ).toBeTruthy();
    expect(screen.getByTestId('ledger-sum-EUR').textContent).toBe('€0.00');
    expect(screen.getByRole('link', { name: 'lena_k · #42' }).getAttribute('href')).toBe('/console/players/42');
    // Support does not refund.
    expect(screen.queryByRole('button', { name: 'Review refund' })).toBeNull();
  });

  it('lets finance refund part of a deposit after a confirmation step', async () => {
    let refunded = 1000;
    const { user, callsTo } = renderConsole('/purchases/T-1001', FINANCE, {
      'GET /ops/api/purchases/T-1001': () => ({ status: 200, body: purchaseDetail({ refundedAmount: refunded }) }),
      'POST /ops/api/purchases/T-1001/refunds': (call) => {
        refunded += (call.body as { amount: number }).amount;
        return {
          status: 201,
          body: {
            refund: {
              id: 1,
              amount: (call.body as { amount: number }).amount,
              bonusClawback: 0,
              reason: 'x',
              state: 'REFUNDED',
              createdAt: '',
              operator: null,
            },
          },
        };
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Purchase T-1001' });
    // 10 € of 50 € already refunded: the full refund is the remaining 40 €.
    expect(screen.getByLabelText('Full: €40.00')).toBeTruthy();
    await user.click(screen.getByLabelText('Partial amount'));
    await user.type(screen.getByLabelText('Amount to refund (EUR)'), '45');
    await user.click(screen.getByRole('button', { name: 'Review refund' }));
    expect(await screen.findByRole('link', { name: 'Enter a reason' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Enter an amount between €0.01 and €40.00' })).toBeTruthy();
    await user.clear(screen.getByLabelText('Amount to refund (EUR)'));
    await user.type(screen.getByLabelText('Amount to refund (EUR)'), '12,5');
    await user.type(screen.getByLabelText('Reason for the refund'), 'Goodwill');
    await user.click(screen.getByRole('button', { name: 'Review refund' }));
    expect(screen.getByText('Refund €12.50 to lena_k through the PSP?')).toBeTruthy();
    expect(callsTo('POST', '/ops/api/purchases/T-1001/refunds')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Refund this deposit' }));
    expect(await screen.findByText('Refund of €12.50 sent to the PSP.')).toBeTruthy();
    // The page reloads the purchase: what is left to refund shrinks and the outcome stays.
    expect(await screen.findByLabelText('Full: €27.50')).toBeTruthy();
    expect(screen.getByText('Refund of €12.50 sent to the PSP.')).toBeTruthy();
    const body = callsTo('POST', '/ops/api/purchases/T-1001/refunds')[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({ amount: 1250, reason: 'Goodwill' });
    expect(body.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('explains a refused refund in words', async () => {
    const { user } = renderConsole('/purchases/T-1001', FINANCE, {
      'GET /ops/api/purchases/T-1001': { status: 200, body: purchaseDetail() },
      'POST /ops/api/purchases/T-1001/refunds': { status: 409, body: { code: 'balance_too_low' } },
    });
    await screen.findByRole('heading', { level: 1, name: 'Purchase T-1001' });
    await user.type(screen.getByLabelText('Reason for the refund'), 'Chargeback threat');
    await user.click(screen.getByRole('button', { name: 'Review refund' }));
    await user.click(screen.getByRole('button', { name: 'Refund this deposit' }));
    expect(
      (await screen.findAllByText('The player has already spent this deposit’s game credit.')).length,
    ).toBeGreaterThan(0);
  });

  it('offers no refund form where there is nothing to refund, and says why', async () => {
    renderConsole('/purchases/T-1001', FINANCE, {
      'GET /ops/api/purchases/T-1001': { status: 200, body: purchaseDetail({ pspStatus: 'RETURNED' }) },
    });
    await screen.findByRole('heading', { level: 1, name: 'Purchase T-1001' });
    expect(await screen.findByText('Nothing to refund: the bank returned this direct debit.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Review refund' })).toBeNull();
  });

  it('counts a refund waiting for a second operator as taken', async () => {
    const detail = purchaseDetail();
    renderConsole('/purchases/T-1001', FINANCE, {
      'GET /ops/api/purchases/T-1001': { status: 200, body: detail },
      'GET /ops/api/players/42/approvals': {
        status: 200,
        body: {
          approvals: [
            {
              id: 'a1',
              kind: 'refund',
              state: 'PENDING',
              purchaseTid: 'T-1001',
              amount: detail.purchase.price - (detail.purchase.refundedAmount ?? 0),
            },
          ],
        },
      },
    });
    expect(await screen.findByText('Nothing more to refund now: the rest waits for approval or the PSP.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Review refund' })).toBeNull();
  });
});
