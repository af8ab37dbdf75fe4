// Which status a payment gets, from the magic values (pure: no store, no clock of its own).
import type { Money } from '../../lib/money.ts';
import {
  AUTHENTICATION_FAILED_CODE,
  amountStaysPending,
  BLOCKED_REFUSAL_CODE,
  cardOutcome,
  DEFAULT_DECLINE_CODE,
  recurringCardBehaviour,
  SEPA_REFUSED_CODE,
  SEPA_REFUSED_IBAN,
  WRONG_CVC_CODE,
} from '../../magic/magic-values.ts';
import type { CardRecord, PaymentStatus, RedirectFlow } from '../../store/store.ts';

export interface Outcome {
  status: PaymentStatus;
  refusalCode: string | null;
  flow: RedirectFlow | null;
  pollsBeforeAuthorised: number | null;
}

const EXPIRED_CODE = '6';

function outcome(status: PaymentStatus, refusalCode: string | null = null): Outcome {
  return { status, refusalCode, flow: null, pollsBeforeAuthorised: null };
}

/** AUTHORISED, unless the amount ends in 77 minor units: then PENDING for good. */
export function authorisedOrHeld(amount: Money): Outcome {
  return outcome(amountStaysPending(amount) ? 'PENDING' : 'AUTHORISED');
}

export function cardPaymentOutcome(card: CardRecord, amount: Money, now: Date): Outcome {
  const endOfExpiryMonth = Date.UTC(card.expiryYear, card.expiryMonth, 1);
  if (endOfExpiryMonth <= now.getTime()) return outcome('REFUSED', EXPIRED_CODE);
  const magic = cardOutcome(card.number);
  if (magic.kind === 'refuse') return outcome('REFUSED', magic.refusalCode);
  if (magic.kind === 'block') return outcome('BLOCKED', BLOCKED_REFUSAL_CODE);
  if (card.cvcCheck === 'mismatch') return outcome('REFUSED', WRONG_CVC_CODE);
  switch (magic.kind) {
    case 'challenge':
      return { ...outcome('REDIRECT'), flow: 'challenge' };
    case 'pendingForever':
      return outcome('PENDING');
    case 'authoriseAfterPolls':
      return { ...outcome('PENDING'), pollsBeforeAuthorised: magic.polls };
    case 'authorise':
      return authorisedOrHeld(amount);
  }
}

/**
 * A merchant-initiated (ContAuth) charge of a stored card; `chargeNumber` counts this reference's
 * charges from 1. No CVC is sent and no challenge is possible: the shopper is not there.
 */
/** A stored card paid with the shopper present whose CVC (tokenized alone) is the magic wrong one. */
export function wrongCvcOutcome(): Outcome {
  return outcome('REFUSED', WRONG_CVC_CODE);
}

export function recurringCardOutcome(card: CardRecord, amount: Money, now: Date, chargeNumber: number): Outcome {
  const behaviour = recurringCardBehaviour(card.number);
  if (behaviour?.kind === 'refuseAlways') return outcome('REFUSED', behaviour.refusalCode);
  if (behaviour?.kind === 'refuseOddCharges' && chargeNumber % 2 === 1)
    return outcome('REFUSED', behaviour.refusalCode);
  const customerPresent = cardPaymentOutcome({ ...card, cvcCheck: 'absent' }, amount, now);
  return customerPresent.flow === 'challenge' ? authorisedOrHeld(amount) : customerPresent;
}

export function sepaPaymentOutcome(iban: string, amount: Money): Outcome {
  if (iban === SEPA_REFUSED_IBAN) return outcome('REFUSED', SEPA_REFUSED_CODE);
  return authorisedOrHeld(amount);
}

/** Waiting for money or a confirmation that only the test settle call (or a poll count) brings. */
export function pendingOutcome(): Outcome {
  return outcome('PENDING');
}

export function hostedPageOutcome(): Outcome {
  return { ...outcome('REDIRECT'), flow: 'hosted' };
}

export type HostedChoice = 'approve' | 'decline' | 'cancel' | 'pending';

/** What a button on the hosted page (or the 3-D Secure page) makes of a REDIRECT payment. */
export function choiceOutcome(flow: RedirectFlow, choice: HostedChoice, amount: Money, declineCode?: string): Outcome {
  switch (choice) {
    case 'approve':
      return authorisedOrHeld(amount);
    case 'decline':
      return outcome(
        'REFUSED',
        flow === 'challenge' ? AUTHENTICATION_FAILED_CODE : (declineCode ?? DEFAULT_DECLINE_CODE),
      );
    case 'cancel':
      return outcome('CANCELLED');
    case 'pending':
      return outcome('PENDING');
  }
}
