// Operator API answers for the screen tests (docs/back-office.md shapes).
import type { AuditEntry, PlayerDetail, PurchaseDetail, ReviewPayout } from '../lib/types';

export function playerDetail(overrides: Partial<PlayerDetail> = {}): PlayerDetail {
  return {
    player: {
      id: 42,
      userName: 'lena_k',
      firstName: 'Lena',
      surname: 'Krause',
      email: 'lena@example.com',
      country: 'DE',
      currency: 'EUR',
      currencyType: 'REAL',
      actorType: 'MONEY',
      lang: 'de',
      createdAt: '2026-01-05T10:00:00Z',
      closedAt: null,
      emailValidated: true,
    },
    balances: { currency: 'EUR', withdrawable: 123456, bonus: 500, pendingPayout: 2000, total: 125956 },
    blocks: {
      blocked: false,
      depositBlock: { reason: 'RETURNED_DEBIT', amount: 2500 },
      payoutBlocks: [],
      subscriptionSignupBlocked: false,
    },
    purchases: [
      {
        tid: 'T-1001',
        createdAt: '2026-11-20T09:00:00Z',
        state: 'SUCCESS',
        providerCode: 'CREDITCARD',
        pspMethod: 'visa',
        price: 5000,
        currency: 'EUR',
        depositAmount: 5000,
        bonusAmount: 500,
        subscription: false,
        pspReference: 'PSP-REF-1',
        refundedAmount: 0,
      },
    ],
    payouts: [
      {
        publicId: 'PO-1',
        createdAt: '2026-11-21T09:00:00Z',
        state: 'REJECTED',
        paytype: 'BANK',
        amount: 3000,
        fee: 100,
        finalAmount: 2900,
        currency: 'EUR',
        pspReference: null,
        reviewReason: 'Account holder does not match',
      },
    ],
    subscription: {
      state: 'ACTIVE',
      packagePrice: 2000,
      currency: 'EUR',
      startedOn: '2026-06-01',
      minimumTermEndsOn: '2026-12-01',
      endsOn: null,
      cancellation: null,
    },
    depositLimits: [{ period: 'MONTH', amount: 100000, currency: 'EUR', pendingAmount: null, effectiveAt: null }],
    limitIncreaseRequests: [{ id: 7, requestedAmount: 200000, state: 'OPEN' }],
    supportRequests: [],
    notes: [
      { id: 1, at: '2026-11-22T08:00:00Z', operator: { id: 1, displayName: 'Sam Support' }, text: 'Called back.' },
    ],
    ...overrides,
  };
}

export function purchaseDetail(overrides: Partial<PurchaseDetail['purchase']> = {}): PurchaseDetail {
  return {
    purchase: {
      tid: 'T-1001',
      createdAt: '2026-11-20T09:00:00Z',
      state: 'SUCCESS',
      providerCode: 'CREDITCARD',
      pspMethod: 'visa',
      price: 5000,
      currency: 'EUR',
      depositAmount: 5000,
      bonusAmount: 500,
      subscription: false,
      pspReference: 'PSP-REF-1',
      refundedAmount: 1000,
      userId: 42,
      userName: 'lena_k',
      inputType: 'CARD',
      errorCode: null,
      creditedAt: '2026-11-20T09:01:00Z',
      ledgerTransactionId: 9,
      ...overrides,
    },
    history: [
      { at: '2026-11-20T09:00:00Z', from: null, to: 'PENDING' },
      { at: '2026-11-20T09:01:00Z', from: 'PENDING', to: 'SUCCESS' },
    ],
    notifications: [
      {
        id: 3,
        type: 'AUTHORISATION',
        status: 'processed',
        outcome: 'credited',
        receivedAt: '2026-11-20T09:01:00Z',
        payload: { success: true },
      },
    ],
    ledger: [
      {
        transactionId: 9,
        account: 'psp_clearing',
        amount: -5500,
        description: 'Deposit T-1001',
        at: '2026-11-20T09:01:00Z',
      },
      {
        transactionId: 9,
        account: 'player_cash',
        amount: 5000,
        description: 'Deposit T-1001',
        at: '2026-11-20T09:01:00Z',
      },
      {
        transactionId: 9,
        account: 'player_bonus',
        amount: 500,
        description: 'Bonus T-1001',
        at: '2026-11-20T09:01:00Z',
      },
    ],
    refunds: [],
  };
}

export function reviewPayout(overrides: Partial<ReviewPayout> = {}): ReviewPayout {
  return {
    publicId: 'PO-9',
    userId: 42,
    userName: 'lena_k',
    createdAt: '2026-11-23T12:00:00Z',
    state: 'REVIEW',
    paytype: 'BANK',
    amount: 25000,
    fee: 150,
    finalAmount: 24850,
    currency: 'EUR',
    firstPayout: true,
    destination: 'DE89 •••• 3000',
    ...overrides,
  };
}

export function auditEntry(id: number, overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id,
    at: '2026-11-23T12:00:00Z',
    operator: { id: 2, email: 'finance@ops.example', displayName: 'Fay Finance' },
    action: 'payout.approve',
    subjectType: 'payout',
    subjectId: `PO-${id}`,
    before: { state: 'REVIEW' },
    after: { state: 'SUBMITTED' },
    reason: null,
    ...overrides,
  };
}
