import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsole, SUPPORT } from '../test/render-console';

const figures = (deposits: number, payouts: number) => ({
  deposits: { count: 2, amount: deposits },
  bonuses: 500,
  returnedDebits: { count: 0, amount: 0 },
  payouts: { count: 1, amount: payouts },
  fees: 150,
});

describe('reports screen', () => {
  it('shows the day rows with per-currency totals and a CSV link for the same range', async () => {
    const { user, callsTo } = renderConsole('/reports?from=2026-11-01&to=2026-11-02', SUPPORT, {
      'GET /ops/api/reports/daily': (call) => ({
        status: 200,
        body: {
          from: call.query.get('from'),
          to: call.query.get('to'),
          rows: [
            { day: '2026-11-01', currency: 'EUR', ...figures(10000, 0) },
            { day: '2026-11-02', currency: 'EUR', ...figures(5000, 2000) },
          ],
          totals: [{ currency: 'EUR', ...figures(15000, 2000) }],
        },
      }),
    });
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(rows[3]?.textContent).toContain('Total');
    expect(rows[3]?.textContent).toContain('€150.00 (2×)');
    const csv = screen.getByRole('link', { name: 'Download CSV' });
    expect(csv.getAttribute('href')).toBe('/ops/api/reports/daily.csv?from=2026-11-01&to=2026-11-02');

    await user.type(screen.getByLabelText(/Game currency/), 'eu');
    await user.click(screen.getByRole('button', { name: 'Show report' }));
    expect(await screen.findByRole('link', { name: /Enter a currency code of 3 or 4 letters/ })).toBeTruthy();
    await user.type(screen.getByLabelText(/Game currency/), 'r');
    await user.click(screen.getByRole('button', { name: 'Show report' }));
    expect((await screen.findByRole('link', { name: 'Download CSV' })).getAttribute('href')).toBe(
      '/ops/api/reports/daily.csv?from=2026-11-01&to=2026-11-02&currency=EUR',
    );
    expect(callsTo('GET', '/ops/api/reports/daily').at(-1)?.query.get('currency')).toBe('EUR');
  });

  it('refuses an end date before the start date', async () => {
    const { user } = renderConsole('/reports?from=2026-11-05&to=2026-11-06', SUPPORT, {
      'GET /ops/api/reports/daily': { status: 200, body: { from: '', to: '', rows: [], totals: [] } },
    });
    expect(await screen.findByText('No bookings in this range.')).toBeTruthy();
    const to = screen.getByLabelText('To');
    await user.clear(to);
    await user.type(to, '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Show report' }));
    expect(await screen.findByRole('link', { name: 'The end date must not be before the start date' })).toBeTruthy();
  });

  it('asks for the server’s default period and shows which days it answered for', async () => {
    const { callsTo } = renderConsole('/reports', SUPPORT, {
      'GET /ops/api/reports/daily': {
        status: 200,
        body: { from: '2026-10-26', to: '2026-11-24', rows: [], totals: [] },
      },
    });
    expect(await screen.findByRole('heading', { level: 2, name: '26 Oct 2026 – 24 Nov 2026' })).toBeTruthy();
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('2026-10-26');
    expect((screen.getByLabelText('To') as HTMLInputElement).value).toBe('2026-11-24');
    expect([...(callsTo('GET', '/ops/api/reports/daily')[0]?.query.keys() ?? [])]).toEqual([]);
  });
});
