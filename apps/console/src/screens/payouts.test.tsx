import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { reviewPayout } from '../test/fixtures';
import { FINANCE, renderConsole, SUPPORT } from '../test/render-console';

/** Finance's queue of one payout (lena_k's PO-9, its rejection answered), with the reject form opened. */
async function openRejectForm() {
  const rendered = renderConsole('/payouts', FINANCE, {
    'GET /ops/api/lists/payouts': { status: 200, body: { items: [reviewPayout()], total: 1, next: null } },
    'POST /ops/api/payouts/PO-9/reject': { status: 200, body: { payout: { ...reviewPayout(), state: 'REJECTED' } } },
  });
  await screen.findByRole('link', { name: 'lena_k · #42' });
  await rendered.user.click(screen.getByRole('button', { name: 'Reject' }));
  return rendered;
}

describe('payout review queue', () => {
  it('lets finance approve a first payout after confirming; it leaves the queue', async () => {
    let queue = [reviewPayout(), reviewPayout({ publicId: 'PO-10', userName: 'tom', firstPayout: false })];
    const { user, callsTo } = renderConsole('/payouts', FINANCE, {
      'GET /ops/api/lists/payouts': () => ({ status: 200, body: { items: queue, total: queue.length, next: null } }),
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
    // Issue 24 item 21: focus goes to the outcome, not to <body> with the card that left.
    expect(document.activeElement).toBe(screen.getByTestId('payout-outcome'));
    expect(screen.getByRole('link', { name: 'tom · #42' })).toBeTruthy();
  });

  it('rejects with a reason code from the fixed list and an optional note, sent with the decision', async () => {
    const { user, callsTo } = await openRejectForm();
    // No reason chosen: refused here, nothing sent.
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByRole('link', { name: 'Choose a reason' })).toBeTruthy();
    const reason = screen.getByLabelText('Reason (the player reads it in their language)');
    expect(
      within(reason)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Choose a reason',
      'Account holder does not match the player',
      'Bank details are not valid',
      'Identity verification required',
      'Security checks failed (e.g. suspected fraud; the player reads only that security checks did not allow it)',
      'Other (explain it in the note)',
    ]);
    // "Other" says nothing itself: it needs the note.
    await user.selectOptions(reason, 'Other (explain it in the note)');
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(
      await screen.findByRole('link', { name: 'For the reason "Other", enter a note of 3 to 500 characters' }),
    ).toBeTruthy();
    await user.selectOptions(reason, 'Account holder does not match the player');
    await user.type(screen.getByLabelText('Note to the player (optional, shown as you type it)'), 'no');
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(
      await screen.findByRole('link', { name: 'Enter a note of 3 to 500 characters, or leave it empty' }),
    ).toBeTruthy();
    await user.type(screen.getByLabelText('Note to the player (optional, shown as you type it)'), 't your account ');
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(screen.getByText(/Reject the payout of €250.00 to lena_k\?/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('The payout of lena_k is rejected.')).toBeTruthy();
    expect(callsTo('POST', '/ops/api/payouts/PO-9/reject')).toHaveLength(1);
    expect(callsTo('POST', '/ops/api/payouts/PO-9/reject')[0]?.body).toEqual({
      reasonCode: 'account_holder_mismatch',
      note: 'not your account',
    });
  });

  it('rejects with a reason code alone when no note is typed', async () => {
    const { user, callsTo } = await openRejectForm();
    await user.selectOptions(
      screen.getByLabelText('Reason (the player reads it in their language)'),
      'Bank details are not valid',
    );
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('The payout of lena_k is rejected.')).toBeTruthy();
    expect(callsTo('POST', '/ops/api/payouts/PO-9/reject')[0]?.body).toEqual({ reasonCode: 'bank_details_invalid' });
  });

  it('says when another operator already decided', async () => {
    const { user } = renderConsole('/payouts', FINANCE, {
      'GET /ops/api/lists/payouts': { status: 200, body: { items: [reviewPayout()], total: 1, next: null } },
      'POST /ops/api/payouts/PO-9/approve': { status: 409, body: { code: 'payout_not_in_review' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('This payout is no longer waiting for review.')).toBeTruthy();
  });

  it('shows support the queue without the decisions', async () => {
    renderConsole('/payouts', SUPPORT, {
      'GET /ops/api/lists/payouts': { status: 200, body: { items: [reviewPayout()], total: 1, next: null } },
    });
    expect(await screen.findByRole('link', { name: 'lena_k · #42' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
  });

  it('pages through the whole queue oldest first and shows the counts, the context and who has a payout', async () => {
    const pageOne = Array.from({ length: 20 }, (_, index) =>
      reviewPayout({ publicId: `PO-${index + 1}`, userName: `p${index + 1}` }),
    );
    const last = {
      ...reviewPayout({ publicId: 'PO-206', userName: 'newest' }),
      assignedToId: 2,
      assignedTo: 'Fay Finance',
    };
    const { user, callsTo } = renderConsole('/payouts', FINANCE, {
      'GET /ops/api/lists/payouts': (call) =>
        call.query.get('after') === 'k10'
          ? { status: 200, body: { items: [last], total: 206, next: null } }
          : { status: 200, body: { items: pageOne, total: 206, next: 'k10' } },
      'GET /ops/api/payout-queue': {
        status: 200,
        body: {
          total: 206,
          oldestCreatedAt: '2026-11-01T08:00:00Z',
          byCurrency: [{ currency: 'GDKK', count: 206, amount: 5_150_000, threshold: 373_000 }],
          byCause: [{ cause: 'first_payout', count: 206 }],
          assignedToMe: 1,
          unassigned: 205,
        },
      },
      'GET /ops/api/payouts/PO-206/context': {
        status: 200,
        body: {
          publicId: 'PO-206',
          player: { id: 42, userName: 'newest', name: 'Lena Krause', createdAt: '2026-01-01T00:00:00Z', country: 'DE' },
          depositsByMethod: [
            { providerCode: 'CREDITCARD', pspMethod: 'card', currency: 'EUR', count: 3, amount: 30000, refunded: 0 },
          ],
          earlierPayouts: [],
          holder: 'Max Mustermann',
          nameMatch: 'mismatch',
          assignedTo: { id: 2, displayName: 'Fay Finance', at: '2026-11-23T12:00:00Z' },
        },
      },
    });
    expect(await screen.findByText('206 payouts wait for review')).toBeTruthy();
    expect(callsTo('GET', '/ops/api/lists/payouts')[0]?.query.get('state')).toBe('REVIEW');
    expect(callsTo('GET', '/ops/api/lists/payouts')[0]?.query.get('dir')).toBe('asc');
    expect(await screen.findByText('1–20 of 206')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('21–21 of 206')).toBeTruthy();
    const card = screen.getByRole('link', { name: 'newest · #42' }).closest('li') as HTMLElement;
    expect(within(card).getByText('Assigned to Fay Finance')).toBeTruthy();
    await user.click(within(card).getByText('Player context'));
    expect(await within(card).findByText('does not match the player’s name')).toBeTruthy();
    expect(within(card).getByText('CREDITCARD (card): 3 × €300.00')).toBeTruthy();
  });
});
