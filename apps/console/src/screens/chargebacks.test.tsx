import type { DisputeView } from '@shop/contracts/disputes';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FINANCE, renderConsole, SUPPORT } from '../test/render-console';

function dispute(overrides: Partial<DisputeView> = {}): DisputeView {
  return {
    id: '6f1c2b1e-0000-4000-8000-000000000001',
    pspDisputeId: 'dp_psp_1',
    tid: 'tid-1',
    booking: null,
    player: { id: 42, userName: 'money-de' },
    pspReference: 'psp_1',
    stage: 'CHARGEBACK',
    amount: 5000,
    currency: 'EUR',
    gdCurrency: 'EUR',
    depositDebited: 5000,
    bonusDebited: 500,
    reasonCode: '10.4',
    defendable: true,
    decision: null,
    decisionNote: null,
    decidedBy: null,
    decidedAt: null,
    decidable: true,
    settledAt: null,
    createdAt: '2026-11-29T07:00:00.000Z',
    updatedAt: '2026-11-29T07:00:00.000Z',
    history: [
      {
        id: '1',
        kind: 'NOTIFICATION_OF_CHARGEBACK',
        outcome: 'applied',
        at: '2026-11-29T07:00:00.000Z',
        depositChange: 0,
        bonusChange: 0,
        operator: null,
        note: null,
      },
      {
        id: '2',
        kind: 'CHARGEBACK',
        outcome: 'applied',
        at: '2026-11-29T07:01:00.000Z',
        depositChange: -5000,
        bonusChange: -500,
        operator: null,
        note: null,
      },
    ],
    ...overrides,
  };
}

describe('chargebacks', () => {
  it('lists each dispute with its history; support reads, without the decision', async () => {
    renderConsole('/chargebacks', SUPPORT, {
      'GET /ops/api/disputes': { status: 200, body: { disputes: [dispute()] } },
    });
    const history = await screen.findByRole('region', { name: 'Dispute history' });
    expect(within(history).getByText('Notice of chargeback')).toBeTruthy();
    expect(within(history).getByText('-€50.00 / -€5.00')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'tid-1' }).getAttribute('href')).toBe('/console/purchases/tid-1');
    expect(screen.queryByRole('button', { name: 'Review decision' })).toBeNull();
  });

  it('lets finance defend with a note after a confirmation, and says when the PSP does not allow it', async () => {
    const { user, callsTo } = renderConsole('/chargebacks', FINANCE, {
      'GET /ops/api/disputes': { status: 200, body: { disputes: [dispute()] } },
      [`POST /ops/api/disputes/${dispute().id}/decision`]: { status: 409, body: { code: 'not_defendable' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Review decision' }));
    expect(await screen.findByText('Enter a note of at least 3 characters')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: /Reason for the decision/ }), 'delivered and played');
    await user.click(screen.getByRole('button', { name: 'Review decision' }));
    await user.click(screen.getByRole('button', { name: 'Defend it with the note' }));
    expect(await screen.findByText('The PSP does not allow defending this dispute.')).toBeTruthy();
    expect(callsTo('POST', `/ops/api/disputes/${dispute().id}/decision`)[0]?.body).toEqual({
      decision: 'defend',
      note: 'delivered and played',
    });
  });

  it('names a saver-package booking’s month where a dispute is on a monthly booking instead of a purchase', async () => {
    renderConsole('/chargebacks', SUPPORT, {
      'GET /ops/api/disputes': {
        status: 200,
        body: {
          disputes: [
            dispute({
              tid: null,
              booking: { reference: 'booking:7:2', sequence: 2, dueDate: '2026-12-15', subscriptionId: '7' },
            }),
          ],
        },
      },
    });
    expect(await screen.findByText('Saver-package booking')).toBeTruthy();
    expect(screen.getByText(/month no\. 2, due .*\(booking:7:2\)/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'tid-1' })).toBeNull();
  });
});
