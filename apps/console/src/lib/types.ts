// The operator API's answers as the console reads them. The read side and the operator come from the shared
// contracts (packages/contracts: one definition for server and console); the payout queue, refunds and
// cancellation answers follow docs/back-office.md. Amounts are integer minor units.
import type {
  DailyReport,
  DailyReportFigures,
  PlayerPage,
  PlayerSearchResult,
  PurchasePage,
} from '@shop/contracts/back-office-read';
import type { AuditEntryView, OperatorLanguage, OperatorPrincipal, OperatorRole } from '@shop/contracts/operator';

export type { OperatorRole };
export type Language = OperatorLanguage;
export type Operator = OperatorPrincipal;
export type AuditEntry = AuditEntryView;
export type PlayerHit = PlayerSearchResult['players'][number];

/** A deposit refund: `amount` in the purchase's currency, the credit and bonus taken back in the game currency. */
export interface Refund {
  id: number | string;
  amount: number;
  currency?: string;
  depositAmount?: number;
  bonusClawback: number;
  gdCurrency?: string;
  reason: string;
  /** PENDING | REFUNDED | FAILED */
  state: string;
  pspReference?: string | null;
  failureReason?: string | null;
  /** Retry state while PENDING (issue 25 point 5). */
  attempts?: number | undefined;
  lastAttemptAt?: string | null | undefined;
  lastError?: string | null | undefined;
  createdAt: string;
  settledAt?: string | null;
  operator: { id: number; email: string; displayName: string } | null;
}

/** The player page; `refundedAmount` per purchase comes with the refunds module. */
export type PlayerDetail = Omit<PlayerPage, 'purchases'> & {
  purchases: (PlayerPage['purchases'][number] & { refundedAmount?: number })[];
};
export type Subscription = NonNullable<PlayerPage['subscription']>;
export type Blocks = PlayerPage['blocks'];
export type Note = PlayerPage['notes'][number];

/** The purchase page; `refunds` and `refundedAmount` come with the refunds module. */
export type PurchaseDetail = Omit<PurchasePage, 'purchase'> & {
  purchase: PurchasePage['purchase'] & { refundedAmount?: number };
  refunds?: Refund[];
};

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
  /** What the PSP pays, in the real currency (game currencies such as GGBP pay out in GBP). */
  realAmount?: number;
  currencyReal?: string;
  reviewCause?: 'first_payout' | 'amount' | null;
}

/** A report row or total; `refunds` joins with the refunds module. */
export type ReportFigures = DailyReportFigures & {
  day?: string;
  currency: string;
  refunds?: { count: number; amount: number; bonusClawback?: number };
};
export type Report = Omit<DailyReport, 'rows' | 'totals'> & { rows: ReportFigures[]; totals: ReportFigures[] };
