// Operator API answers for the screen tests, checked against the shared contract schemas the server answers with.
import { playerPageSchema, purchasePageSchema } from '@shop/contracts/back-office-read';
import type { AuditEntry, PlayerDetail, PurchaseDetail, ReviewPayout } from '../lib/types';

const SUPPORT_REF = { id: 1, email: 'support@ops.example', displayName: 'Sam Support' };

/** The player's one purchase as the player page lists it (the purchase page adds to it). */
const PURCHASE_ROW: PlayerDetail['purchases'][number] = {
  tid: 'T-1001',
  createdAt: '2026-11-20T09:00:00Z',
  state: 'SUCCESS',
  providerCode: 'CREDITCARD',
  pspMethod: 'visa',
  price: 5000,
  currency: 'EUR',
  gdCurrency: 'EUR',
  depositAmount: 5000,
  bonusAmount: 500,
  subscription: false,
  pspReference: 'PSP-REF-1',
  pspStatus: null,
  refundedAmount: 0,
  outcome: 'SUCCESS',
};

export function playerDetail(overrides: Partial<PlayerDetail> = {}): PlayerDetail {
  const detail: PlayerDetail = {
    player: {
      id: 42,
      userName: 'lena_k',
      firstName: 'Lena',
      surname: 'Krause',
      email: 'lena@example.com',
      country: 'DE',
      currency: 'EUR',
      currencyType: 'REAL',
      actorType: 'g',
      lang: 'de',
      createdAt: '2026-01-05T10:00:00Z',
      closedAt: null,
      emailValidated: true,
    },
    balances: { currency: 'EUR', withdrawable: 123456, bonus: 500, pendingPayout: 2000, total: 123956 },
    blocks: {
      blocked: false,
      depositBlock: { reason: 'RETURNED_DEBIT', amount: 2500, owed: 1500 },
      payoutBlocks: [],
      subscriptionSignupBlocked: false,
    },
    purchases: [PURCHASE_ROW],
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
        failureReason: 'Account holder does not match',
        reviewCause: 'first_payout',
        reviewReasonCode: 'account_holder_mismatch',
        reviewReason: 'Account holder does not match',
        reviewedAt: '2026-11-22T09:00:00Z',
        finishedAt: '2026-11-22T09:00:00Z',
        history: [{ at: '2026-11-21T09:00:00Z', from: null, to: 'REVIEW' }],
      },
    ],
    subscription: {
      state: 'ACTIVE',
      packagePrice: 2000,
      currency: 'EUR',
      startedOn: '2026-06-01',
      minimumTermEndsOn: '2026-12-01',
      endsOn: null,
      nextBookingOn: '2026-12-01',
      cancellation: null,
      endReason: null,
      bookingRefunds: [],
    },
    depositLimits: [{ period: 'MONTH', amount: 100000, currency: 'EUR', pendingAmount: null, effectiveAt: null }],
    limitIncreaseRequests: [
      {
        id: '7',
        providerCode: 'CREDITCARD',
        recipient: 'limits@shop.example',
        state: 'SENT',
        createdAt: '2026-11-19T08:00:00Z',
      },
    ],
    supportRequests: [],
    notes: [{ id: '1', at: '2026-11-22T08:00:00Z', operator: SUPPORT_REF, text: 'Called back.' }],
    ...overrides,
  };
  playerPageSchema.parse(detail);
  return detail;
}

function ledgerLine(account: string, owner: 'player' | 'platform', amount: number) {
  return {
    transactionId: '9',
    reference: 'purchase:T-1001',
    account,
    owner,
    currency: 'EUR',
    amount,
    description: 'Deposit T-1001',
    at: '2026-11-20T09:01:00Z',
  };
}

export function purchaseDetail(overrides: Partial<PurchaseDetail['purchase']> = {}): PurchaseDetail {
  const detail: PurchaseDetail = {
    purchase: {
      ...PURCHASE_ROW,
      refundedAmount: 1000,
      outcome: 'PARTLY_REFUNDED',
      userId: 42,
      userName: 'lena_k',
      inputType: 'CARD',
      errorCode: null,
      creditedAt: '2026-11-20T09:01:00Z',
      ledgerTransactionId: '9',
      ...overrides,
    },
    history: [
      { at: '2026-11-20T09:00:00Z', from: null, to: 'PENDING' },
      { at: '2026-11-20T09:01:00Z', from: 'PENDING', to: 'SUCCESS' },
    ],
    notifications: [
      {
        id: '3',
        type: 'AUTHORISATION',
        status: 'processed',
        outcome: 'credited',
        receivedAt: '2026-11-20T09:01:00Z',
        payload: { success: true },
      },
    ],
    ledger: [
      ledgerLine('psp_clearing', 'platform', -5500),
      ledgerLine('withdrawable', 'player', 5000),
      ledgerLine('bonus', 'player', 500),
    ],
    refunds: [],
  };
  purchasePageSchema.parse(detail);
  return detail;
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
