import type { LimitIncreaseDetail, SupportRequestDetail } from '@shop/contracts/ops-requests';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FINANCE, renderConsole, SUPPORT } from '../../test/render-console';

const PLAYER = {
  id: 42,
  userName: 'lena',
  name: 'Lena Krause',
  email: 'lena@players.example',
  country: 'DE',
  lang: 'de',
  gdCurrency: 'EUR',
  currency: 'EUR',
  createdAt: '2026-01-02T10:00:00.000Z',
  closedAt: null,
  depositBlocked: false,
};

function limitDetail(overrides: Partial<LimitIncreaseDetail['request']> = {}): LimitIncreaseDetail {
  return {
    request: {
      id: '7',
      providerCode: 'micropayment-elv',
      recipient: 'lena@players.example',
      state: 'PENDING',
      createdAt: '2026-11-29T08:00:00.000Z',
      grantedAmount: null,
      currency: null,
      decidedAt: null,
      decidedBy: null,
      decisionReason: null,
      ...overrides,
    },
    player: PLAYER,
    limits: { currency: 'EUR', providerLimit: 5000, currentLimit: 5000, maxLimit: 100_000 },
    otherRequests: [],
  };
}

describe('limit-increase request page', () => {
  it('checks the amount at the field, then grants the typed limit after a confirmation', async () => {
    const granted = limitDetail({
      state: 'APPROVED',
      grantedAmount: 15_000,
      currency: 'EUR',
      decidedAt: '2026-11-29T09:00:00.000Z',
      decidedBy: { id: 2, email: 'finance@ops.example', displayName: 'Fay Finance' },
    });
    const { user, callsTo } = renderConsole('/limit-increase-requests/7', FINANCE, {
      'GET /ops/api/limit-increase-requests/7': { status: 200, body: limitDetail() },
      'POST /ops/api/limit-increase-requests/7/decision': { status: 200, body: granted },
    });
    const amount = await screen.findByLabelText('New limit per deposit (EUR)');
    await user.type(amount, '2000');
    await user.click(screen.getByRole('button', { name: 'Review the decision' }));
    expect((await screen.findByTestId('error-summary')).textContent).toContain(
      'The new limit can be at most €1,000.00 (the player’s monthly deposit limit)',
    );
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    await user.clear(amount);
    await user.type(amount, '150');
    await user.click(screen.getByRole('button', { name: 'Review the decision' }));
    await user.click(await screen.findByRole('button', { name: 'Grant a higher limit' }));
    await waitFor(() => expect(screen.getByText('Approved · €150.00')).toBeTruthy());
    expect(callsTo('POST', '/ops/api/limit-increase-requests/7/decision').map((call) => call.body)).toEqual([
      { decision: 'grant', amount: 15_000, currency: 'EUR' },
    ]);
  });

  it('shows the server’s field error at its field', async () => {
    const { user } = renderConsole('/limit-increase-requests/7', FINANCE, {
      'GET /ops/api/limit-increase-requests/7': { status: 200, body: limitDetail() },
      'POST /ops/api/limit-increase-requests/7/decision': {
        status: 400,
        body: { code: 'invalid_body', fields: { reason: 'required' } },
      },
    });
    await user.click(await screen.findByRole('radio', { name: 'Decline' }));
    await user.type(screen.getByLabelText('Reason for the player'), 'Form not signed');
    await user.click(screen.getByRole('button', { name: 'Review the decision' }));
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    expect((await screen.findByTestId('error-summary')).textContent).toContain(
      'Enter a reason of at least 3 characters',
    );
  });

  it('offers no decision to support', async () => {
    renderConsole('/limit-increase-requests/7', SUPPORT, {
      'GET /ops/api/limit-increase-requests/7': { status: 200, body: limitDetail() },
    });
    expect(await screen.findByText('Only finance operators can decide limit-increase requests.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Review the decision' })).toBeNull();
  });

  it('is in German for a German operator', async () => {
    renderConsole(
      '/limit-increase-requests/7',
      { ...FINANCE, language: 'de' },
      {
        'GET /ops/api/limit-increase-requests/7': { status: 200, body: limitDetail() },
      },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Antrag auf Limiterhöhung #7' })).toBeTruthy();
    expect(screen.getByLabelText('Neues Limit pro Einzahlung (EUR)')).toBeTruthy();
  });
});

function supportDetail(replies: SupportRequestDetail['replies'] = []): SupportRequestDetail {
  return {
    request: {
      ticket: 'SR-4F7K-9QXD',
      topic: 'deposit',
      message: 'Where is my deposit?',
      reference: 'tid-1',
      screen: '/end',
      lang: 'de',
      status: replies.length === 0 ? 'open' : 'answered',
      createdAt: '2026-11-29T08:00:00.000Z',
    },
    player: PLAYER,
    replies,
  };
}

describe('support request page', () => {
  it('sends the reply with its status and one key, and shows it in the history', async () => {
    let answered = false;
    const reply = {
      id: '1',
      at: '2026-11-29T09:00:00.000Z',
      operator: { id: 1, email: 'support@ops.example', displayName: 'Sam Support' },
      message: 'It is credited now.',
      status: 'answered' as const,
    };
    const { user, callsTo } = renderConsole('/support-requests/SR-4F7K-9QXD', SUPPORT, {
      'GET /ops/api/support-requests/SR-4F7K-9QXD': () => ({
        status: 200,
        body: supportDetail(answered ? [reply] : []),
      }),
      'POST /ops/api/support-requests/SR-4F7K-9QXD/replies': () => {
        answered = true;
        return { status: 201, body: { reply, status: 'answered' } };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Send reply' }));
    expect((await screen.findByTestId('error-summary')).textContent).toContain(
      'Write a reply of at least 2 characters',
    );
    await user.type(screen.getByLabelText('Your reply'), 'It is credited now.');
    await user.selectOptions(screen.getByLabelText('Status after the reply'), 'answered');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Reply sent. The e-mail to the player is on its way.')).toBeTruthy();
    const history = screen.getByTestId('support-history');
    await waitFor(() => expect(within(history).getByText('It is credited now.')).toBeTruthy());
    const [call] = callsTo('POST', '/ops/api/support-requests/SR-4F7K-9QXD/replies');
    expect(call?.body).toMatchObject({
      message: 'It is credited now.',
      status: 'answered',
      replyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  });

  it('offers no reply form to finance', async () => {
    renderConsole('/support-requests/SR-4F7K-9QXD', FINANCE, {
      'GET /ops/api/support-requests/SR-4F7K-9QXD': { status: 200, body: supportDetail() },
    });
    expect(await screen.findByText('Only support operators can answer support requests.')).toBeTruthy();
  });
});
