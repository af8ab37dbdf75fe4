import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { reviewPayout } from '../test/fixtures';
import { FINANCE, renderConsole, SUPPORT } from '../test/render-console';

describe('payout review queue', () => {
  it('lets finance approve a first payout after confirming; it leaves the queue', async () => {
    let queue = [reviewPayout(), reviewPayout({ publicId: 'PO-10', userName: 'tom', firstPayout: false })];
    const { user, callsTo } = renderConsole('/payouts', FINANCE, {
      'GET /ops/api/payouts': () => ({ status: 200, body: { payouts: queue } }),
      'POST /ops/api/payouts/PO-9/approve': () => {
        queue = queue.filter((payout) => payout.publicId !== 'PO-9');
        return { status: 200, body: { payout: { ...reviewPayout(), state: 'SUBMITTED' } } };
      },
    });
    const first = (await screen.findByRole('link', { name: 'lena_k · #42' })).closest('li') as HTMLElement;
    expect(within(first).getByText('€250.00')).toBeTruthy();
    expect(within(first).getByText('DE89 •••• 3000')).toBeTruthy();
    await user.click(within(first).getByRole('button', { name: 'Approve' }));
    expect(within(first).getByText('Approve the payout of €250.00 to lena_k? It is sent to the PSP.')).toBeTruthy();
    expect(callsTo('POST', '/ops/api/payouts/PO-9/approve')).toHaveLength(0);
    await user.click(within(first).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('The payout of lena_k is approved and sent to the PSP.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'lena_k · #42' })).toBeNull();
    expect(screen.getByRole('link', { name: 'tom · #42' })).toBeTruthy();
  });

  it('rejects with a reason of 3 to 500 characters, sent with the decision', async () => {
    const { user, callsTo } = renderConsole('/payouts', FINANCE, {
      'GET /ops/api/payouts': { status: 200, body: { payouts: [reviewPayout()] } },
      'POST /ops/api/payouts/PO-9/reject': { status: 200, body: { payout: { ...reviewPayout(), state: 'REJECTED' } } },
    });
    await screen.findByRole('link', { name: 'lena_k · #42' });
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    await user.type(screen.getByLabelText('Reason the player sees'), 'no');
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByRole('link', { name: 'Enter a reason of 3 to 500 characters' })).toBeTruthy();
    await user.type(screen.getByLabelText('Reason the player sees'), 't your account');
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(screen.getByText(/Reject the payout of €250.00 to lena_k\?/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('The payout of lena_k is rejected.')).toBeTruthy();
    expect(callsTo('POST', '/ops/api/payouts/PO-9/reject')[0]?.body).toEqual({ reason: 'not your account' });
  });

  it('says when another operator already decided', async () => {
    const { user } = renderConsole('/payouts', FINANCE, {
      'GET /ops/api/payouts': { status: 200, body: { payouts: [reviewPayout()] } },
      'POST /ops/api/payouts/PO-9/approve': { status: 409, body: { code: 'payout_not_in_review' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('This payout is no longer waiting for review.')).toBeTruthy();
  });

  it('shows support the queue without the decisions', async () => {
    renderConsole('/payouts', SUPPORT, {
      'GET /ops/api/payouts': { status: 200, body: { payouts: [reviewPayout()] } },
    });
    expect(await screen.findByRole('link', { name: 'lena_k · #42' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
  });
});
