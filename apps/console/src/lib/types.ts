// The operator API's answers as the console reads them (docs/back-office.md). Amounts are integer minor units.

export type OperatorRole = 'support' | 'finance';
export type Language = 'en' | 'de';

export interface Operator {
  id: number;
  email: string;
  displayName: string;
  roles: OperatorRole[];
  language: Language;
}

export interface PlayerHit {
  id: number;
  userName: string;
  name: string;
  email: string;
  country: string;
  currency: string;
  actorType: string;
  blocked: boolean;
  depositBlocked: boolean;
  matchedBy: string;
}

export interface PurchaseSummary {
  tid: string;
  createdAt: string;
  state: string;
  providerCode: string;
  pspMethod: string | null;
  price: number;
  currency: string;
  depositAmount: number;
  bonusAmount: number;
  subscription: boolean;
  pspReference: string | null;
  refundedAmount: number;
}

export interface PayoutSummary {
  publicId: string;
  createdAt: string;
  state: string;
  paytype: string;
  amount: number;
  fee: number;
  finalAmount: number;
  currency: string;
  pspReference: string | null;
  reviewReason: string | null;
}

export interface Subscription {
  state: string;
  packagePrice: number;
  currency: string;
  startedOn: string | null;
  minimumTermEndsOn: string | null;
  endsOn: string | null;
  cancellation: { channel: string; receivedOn: string } | null;
}

export interface Blocks {
  blocked: boolean;
  depositBlock: { reason: string; amount: number } | null;
  payoutBlocks: string[];
  subscriptionSignupBlocked: boolean;
}

export interface Note {
  id: number;
  at: string;
  operator: { id?: number; email?: string; displayName?: string } | string | null;
  text: string;
}

export interface PlayerDetail {
  player: {
    id: number;
    userName: string;
    firstName: string | null;
    surname: string | null;
    email: string | null;
    country: string;
    currency: string;
    currencyType: string;
    actorType: string;
    lang: string;
    createdAt: string;
    closedAt: string | null;
    emailValidated: boolean;
  };
  balances: { currency: string; withdrawable: number; bonus: number; pendingPayout: number; total: number };
  blocks: Blocks;
  purchases: PurchaseSummary[];
  payouts: PayoutSummary[];
  subscription: Subscription | null;
  depositLimits: {
    period: string;
    amount: number;
    currency: string;
    pendingAmount: number | null;
    effectiveAt: string | null;
  }[];
  limitIncreaseRequests: Record<string, unknown>[];
  supportRequests: Record<string, unknown>[];
  notes: Note[];
}

export interface Refund {
  id: number | string;
  amount: number;
  bonusClawback: number;
  reason: string;
  state: string;
  createdAt: string;
  operator: Note['operator'];
}

export interface PurchaseDetail {
  purchase: PurchaseSummary & {
    userId: number;
    userName: string;
    inputType: string | null;
    errorCode: string | null;
    creditedAt: string | null;
    ledgerTransactionId: number | string | null;
  };
  history: { at: string; from: string | null; to: string }[];
  notifications: {
    id: number | string;
    type: string;
    status: string;
    outcome: string;
    receivedAt: string;
    payload: unknown;
  }[];
  ledger: { transactionId: number | string; account: string; amount: number; description: string; at: string }[];
  refunds: Refund[];
}

export interface ReviewPayout {
  publicId: string;
  userId: number;
  userName: string;
  createdAt: string;
  state: string;
  paytype: string;
  amount: number;
  fee: number;
  finalAmount: number;
  currency: string;
  firstPayout: boolean;
  destination: string;
}

export interface ReportFigures {
  day?: string;
  currency: string;
  deposits: { count: number; amount: number };
  bonuses: number;
  refunds: number;
  payouts: { count: number; amount: number };
  fees: number;
}

export interface AuditEntry {
  id: number;
  at: string;
  operator: { id: number; email: string; displayName: string };
  action: string;
  subjectType: string;
  subjectId: string;
  before: unknown;
  after: unknown;
  reason: string | null;
}
