// The one way a purchase changes state, whoever reports it (the pay call's answer, a status check, a
// notification): on a locked row, guarded by the SPEC §4 transitions, and on SUCCESS with its credit
// in the same transaction. A purchase is credited once, whatever arrives how often.
import { isDeepStrictEqual } from 'node:util';
import type { BankTransferInstructions } from '@shop/contracts/purchase';
import { isTerminal, transitionOutcome } from '@shop/domain/purchase';
import type { Updateable } from 'kysely';
import type { AppDeps } from '../../app-deps.ts';
import type { PurchasesTable, Trx } from '../../db/database.ts';
import { saveLastUsedAmount } from '../deposit/deposit.repository.ts';
import { subscribeExpressOfPurchase } from '../express/express.service.ts';
import { saveInstrumentOfPurchase } from '../instruments/instruments.service.ts';
import { creditDeposit } from '../ledger/ledger.service.ts';
import type { DepositOutcome } from '../metrics/shop-metrics.ts';
import type { PspCardSummary } from '../payments/payment-provider.ts';
import { recordPaypalDepositAccount } from '../payouts/paypal-deposit-accounts.ts';
import { replaceSubscriptionMandate } from '../subscriptions/subscription-faults.ts';
import { startSubscriptionOfPurchase } from '../subscriptions/subscription-signup.ts';
import { saverBonusOfSignup } from '../subscriptions/subscription-signup-bonus.ts';
import { promoteToMoneyPlayer } from '../users/users.repository.ts';
import type { PurchaseOutcome } from './purchase-outcome.ts';
import type { PendingInstrument, Purchase, PurchaseCheckView } from './purchase-record.ts';
import { updatePurchaseReturning } from './purchases.repository.ts';

export interface PaymentUpdate {
  outcome: PurchaseOutcome;
  pspReference: string | null;
  pspStatus: string;
  /** The pay call's answer: the purchase counts as sent to the PSP from now on. */
  submitted?: boolean;
  bankTransfer?: BankTransferInstructions | null;
  card?: PspCardSummary | null;
  /** The PSP's reference for charging the method again (saver packages). */
  recurringReference?: string | null;
}

export type TransitionResult = 'applied' | 'no-op' | 'rejected';

export interface AppliedTransition {
  result: TransitionResult;
  /** The purchase as it stands after the report (unchanged when the report changed nothing). */
  purchase: Purchase;
}

interface UpdatePlan {
  decision: ReturnType<typeof transitionOutcome>;
  instrument: PendingInstrument | null;
  /** The columns the report changes (empty: it changes nothing). */
  changes: Updateable<PurchasesTable>;
  /** The report settles the deposit now: credit it with the state change. */
  credit: boolean;
}

/** What a report is compared with: the whole purchase, or a status check's view of it (no pending instrument). */
type PlanSubject = PurchaseCheckView & Partial<Pick<Purchase, 'instrument'>>;

function planPaymentUpdate(purchase: PlanSubject, update: PaymentUpdate, now: Date): UpdatePlan {
  const { outcome } = update;
  const decision = transitionOutcome({ from: purchase.state, to: outcome.state });
  const known = purchase.instrument ?? null;
  const instrument = withCardSummary(known, update.card ?? null);
  const changes: Updateable<PurchasesTable> = {};
  if (update.pspStatus !== purchase.psp_status) changes.psp_status = update.pspStatus;
  if (update.pspReference !== null && purchase.psp_reference === null) changes.psp_reference = update.pspReference;
  if (update.submitted === true && purchase.submitted_at === null) changes.submitted_at = now;
  if (instrument !== known && instrument !== null) changes.instrument = JSON.stringify(instrument);
  const bankTransfer = update.bankTransfer ?? null;
  if (bankTransfer !== null && decision !== 'rejected' && !isDeepStrictEqual(bankTransfer, purchase.bank_transfer)) {
    changes.bank_transfer = JSON.stringify(bankTransfer);
  }
  if (decision !== 'rejected' && !isDeepStrictEqual(outcome.visit, purchase.visit)) {
    changes.visit = outcome.visit === null ? null : JSON.stringify(outcome.visit);
  }
  if (decision === 'apply') {
    changes.state = outcome.state;
    changes.error_code = outcome.errorCode;
    if (isTerminal(outcome.state)) changes.open_request_hash = null;
  }
  const state = decision === 'apply' ? outcome.state : purchase.state;
  const credit = outcome.settled && state === 'SUCCESS' && purchase.credited_at === null;
  return { decision, instrument, changes, credit };
}

/** Whether the report would leave the purchase exactly as it is: then a status check need not write. */
export function reportChangesNothing(purchase: PlanSubject, update: PaymentUpdate): boolean {
  // A card summary may change the pending instrument, which a check view does not hold: not known to change nothing.
  if (purchase.instrument === undefined && (update.card ?? null) !== null) return false;
  const plan = planPaymentUpdate(purchase, update, new Date(0));
  return !plan.credit && plan.decision !== 'rejected' && Object.keys(plan.changes).length === 0;
}

/**
 * Applies a PSP report to a purchase the caller locked in `trx` (lockPurchase). A report that changes nothing
 * (the same status again, from a poll or a repeated notification) writes nothing.
 */
export async function applyPaymentUpdate(
  trx: Trx,
  deps: AppDeps,
  purchase: Purchase,
  update: PaymentUpdate,
): Promise<AppliedTransition> {
  const now = deps.clock.now();
  const { decision, instrument, changes, credit } = planPaymentUpdate(purchase, update, now);
  if (decision === 'rejected') {
    // E.g. AUTHORISED for a purchase already FAILED: money may have moved without a credit. Needs a person.
    deps.log.error(
      { tid: purchase.tid, from: purchase.state, to: update.outcome.state, pspStatus: update.pspStatus },
      'PSP reported a state change the purchase cannot take',
    );
  }
  if (credit) {
    changes.credited_at = now;
    const credited = await creditPurchase(
      trx,
      deps,
      { ...purchase, instrument },
      { now, recurringReference: update.recurringReference ?? null },
    );
    changes.ledger_transaction_id = credited.transactionId;
    // A saver sign-up paid while another package is live: credited without its bonus, and the purchase says so.
    if (credited.bonus !== purchase.bonus_amount) changes.bonus_amount = credited.bonus;
  }
  const result = decision === 'apply' ? 'applied' : decision;
  if (decision === 'apply' && isTerminal(update.outcome.state) && update.outcome.state !== purchase.state) {
    deps.metrics?.depositFinished(purchase.provider_code, update.outcome.state as DepositOutcome);
  }
  if (Object.keys(changes).length === 0) return { result, purchase };
  changes.updated_at = now;
  // What the PSP said is now known to every instance: their polls need not ask again at once.
  changes.last_checked_at = now;
  return { result, purchase: await updatePurchaseReturning(trx, purchase.id, changes) };
}

function withCardSummary(instrument: PendingInstrument | null, card: PspCardSummary | null): PendingInstrument | null {
  if (card === null || instrument?.kind !== 'card' || instrument.source !== 'new') return instrument;
  return {
    ...instrument,
    last4: card.last4,
    brand: card.brand ?? instrument.brand,
    expiryMonth: card.expiryMonth ?? instrument.expiryMonth,
    expiryYear: card.expiryYear ?? instrument.expiryYear,
  };
}

/**
 * SPEC §4 / ARCHITECTURE: deposit and bonus credited, the practice player promoted, the price kept as
 * the last used amount (normal packages: the subscription list has its own prices), the paying
 * instrument saved and a PayPal account recorded for payouts — all with the state change. The ledger
 * reference purchase:<tid> is unique, so even a bug that got here twice could not credit twice. Runs before
 * the purchase row's own update, which records the returned ledger transaction with the state change.
 */
/**
 * Whether the purchase's PSP keeps saved cards itself (the instrument's token is then the PSP's stored reference).
 * A PSP no longer configured counts as one that does: without its reference nothing is saved rather than a token
 * that may not last.
 */
function storesSavedCards(deps: AppDeps, purchase: Purchase): boolean {
  if (purchase.instrument?.kind !== 'card') return false;
  try {
    return deps.payments.adapterFor(purchase.psp).storesSavedCards === true;
  } catch {
    return purchase.psp !== 'sandbox';
  }
}

async function creditPurchase(
  trx: Trx,
  deps: AppDeps,
  purchase: Purchase,
  { now, recurringReference }: { now: Date; recurringReference: string | null },
): Promise<{ transactionId: string | null; bonus: number }> {
  // The saver bonus belongs to the package (subscription-signup-bonus.ts): none without one.
  const bonus = purchase.subscription ? await saverBonusOfSignup(trx, deps, purchase) : purchase.bonus_amount;
  const transactionId = await creditDeposit(
    trx,
    {
      userId: purchase.user_id,
      currency: purchase.gd_currency,
      deposit: purchase.deposit_amount,
      bonus,
      reference: `purchase:${purchase.tid}`,
      description: `deposit ${purchase.tid} (${purchase.provider_code})`,
      at: now,
    },
    deps.db,
  );
  await promoteToMoneyPlayer(trx, purchase.user_id);
  if (!purchase.subscription) {
    await saveLastUsedAmount(trx, {
      userId: purchase.user_id,
      currency: purchase.currency,
      amount: purchase.price,
      now,
    });
  }
  await saveInstrumentOfPurchase(trx, purchase, now, {
    storedAtPsp: storesSavedCards(deps, purchase),
    recurringReference,
  });
  // PayPal pays out only to accounts the player deposited from (SPEC §5 Payout).
  if (purchase.psp_method === 'paypal') {
    await recordPaypalDepositAccount(trx, { userId: purchase.user_id, tid: purchase.tid, now });
  }
  // The sign-up purchase of a saver package is its first deposit: the package starts with it (SPEC §4).
  if (purchase.subscription) {
    await startSubscriptionOfPurchase(trx, deps, {
      purchase,
      recurringReference,
      ledgerTransactionId: transactionId,
      now,
    });
  } else if (purchase.psp_method === 'sepa') {
    await replaceSubscriptionMandate(trx, deps, purchase);
  }
  // The review's express opt-in, with the instrument saved above (issue 8).
  await subscribeExpressOfPurchase(trx, deps, { purchase, recurringReference, now });
  return { transactionId, bonus };
}
