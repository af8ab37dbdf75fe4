// Breadcrumb steps of the deposit and payout flows (SPEC §2 Breadcrumbs) and which of them can be clicked.
import { routeSegments } from '../navigation/navigation.ts';

export type DepositStep = 'amount' | 'method' | 'personal' | 'review' | 'finish';
export type ActorType = 'b' | 'g';

/** All deposit steps in order; money players skip personal. */
export const DEPOSIT_STEPS: readonly DepositStep[] = ['amount', 'method', 'personal', 'review', 'finish'];

/** Practice players (b) see 5 steps; money players (g) give no personal data and see 4. */
export function depositSteps(actorType: ActorType): DepositStep[] {
  return DEPOSIT_STEPS.filter((step) => actorType === 'b' || step !== 'personal');
}

const DEPOSIT_STEP_BY_SEGMENT: Readonly<Record<string, DepositStep>> = {
  subscription: 'amount',
  provider: 'method',
  personal: 'personal',
  review: 'review',
  processing: 'finish',
  postprocessing: 'finish',
  forwarding: 'finish',
  end: 'finish',
  'end-banktransfer': 'finish',
};

/** The step a deposit route belongs to, or null for routes outside the flow (benefits, error, payout …). */
export function depositStepForPath(path: string): DepositStep | null {
  const segments = routeSegments(path);
  const first = segments[0];
  if (first === undefined) return 'amount';
  // /subscription has no sub-routes; /subscription/x is not a step.
  if (first === 'subscription' && segments.length > 1) return null;
  return Object.hasOwn(DEPOSIT_STEP_BY_SEGMENT, first) ? (DEPOSIT_STEP_BY_SEGMENT[first] ?? null) : null;
}

export const PAYOUT_STEPS = ['intro', 'select', 'data', 'summary', 'success'] as const;
export type PayoutStep = (typeof PAYOUT_STEPS)[number];

function isPayoutStep(value: string): value is PayoutStep {
  return (PAYOUT_STEPS as readonly string[]).includes(value);
}

/** '/payout' is intro; '/payout/{step}' is that step; anything else is null. */
export function payoutStepForPath(path: string): PayoutStep | null {
  const [first, second, ...rest] = routeSegments(path);
  if (first !== 'payout' || rest.length > 0) return null;
  if (second === undefined) return 'intro';
  return second !== 'intro' && isPayoutStep(second) ? second : null;
}

// A purchase or payout that finished cannot be revisited or left by breadcrumb: the result
// views hold a transaction, and going back from payout success would invite a second payout.
const TERMINAL_STEPS: ReadonlySet<string> = new Set(['finish', 'success']);
const STEP_ORDERS: readonly (readonly string[])[] = [DEPOSIT_STEPS, PAYOUT_STEPS];

/**
 * A breadcrumb step is clickable when it was reached before, lies before the current step
 * (going forward by breadcrumb would skip the checks of the steps in between) and neither it
 * nor the current step ends the flow. With no current step (e.g. an error page) any reached,
 * non-final step is clickable.
 */
export function isStepClickable(step: string, reachedSteps: ReadonlySet<string>, current: string | null): boolean {
  if (step === current || !reachedSteps.has(step) || TERMINAL_STEPS.has(step)) return false;
  if (current === null) return true;
  if (TERMINAL_STEPS.has(current)) return false;
  const order = STEP_ORDERS.find((steps) => steps.includes(step) && steps.includes(current));
  return order !== undefined && order.indexOf(step) < order.indexOf(current);
}
