// Which breadcrumb trail shows for the current path (deposit: 5 or 4 steps, payout: 5) and which steps link back.
import {
  DEPOSIT_STEPS,
  type DepositStep,
  depositStepForPath,
  depositSteps,
  isStepClickable,
  PAYOUT_STEPS,
  type PayoutStep,
  payoutStepForPath,
} from '@shop/domain/breadcrumbs';
import { providerRouteFor } from '@shop/domain/navigation';
import { useLocation } from 'react-router';
import { useCurrentDepositStepOverride } from '../../lib/deposit-step-override';
import { lastProviderPath } from '../../lib/navigation-history';
import { reachedSteps } from '../../lib/reached-steps';
import { useLoadedShop } from '../../lib/session/shop';
import { useKnownUser } from '../../lib/session/user-data';
import { useShopSelection } from '../../lib/shop-selection';

export type Crumb =
  | { flow: 'deposit'; step: DepositStep; state: 'done' | 'current' | 'upcoming'; href: string | null }
  | { flow: 'payout'; step: PayoutStep; state: 'done' | 'current' | 'upcoming'; href: string | null };

const PAYOUT_HREFS: Readonly<Record<PayoutStep, string>> = {
  intro: '/payout',
  select: '/payout/select',
  data: '/payout/data',
  summary: '/payout/summary',
  success: '/payout/success',
};

function stateOf(index: number, currentIndex: number): 'done' | 'current' | 'upcoming' {
  if (index === currentIndex) return 'current';
  return index < currentIndex ? 'done' : 'upcoming';
}

export function useBreadcrumbs(): Crumb[] | null {
  const { pathname } = useLocation();
  const user = useKnownUser();
  const shop = useLoadedShop();
  const reached = reachedSteps();
  const selection = useShopSelection();
  const stepOverride = useCurrentDepositStepOverride();

  const payoutStep = payoutStepForPath(pathname);
  if (payoutStep !== null) {
    const current = PAYOUT_STEPS.indexOf(payoutStep);
    return PAYOUT_STEPS.map((step, index) => ({
      flow: 'payout',
      step,
      state: stateOf(index, current),
      href: isStepClickable(step, reached, payoutStep) ? PAYOUT_HREFS[step] : null,
    }));
  }

  const depositStep = depositStepForPath(pathname);
  if (depositStep === null) return null;
  // Until the player's data arrives the trail already takes its place (a money player's steps, nothing
  // linked), so the view under it does not jump down when it does (CLS, issue 11).
  // A money player sent to /personal to correct refused details is on that step too (issue 24 point 17).
  const steps = depositStep === 'personal' ? [...DEPOSIT_STEPS] : depositSteps(user?.actorType ?? 'g');
  // What the screen says the player is on (back from the provider unpaid: review), else the path's step. Links
  // still follow the path's step: a processing view links nowhere.
  const current = steps.indexOf(stepOverride ?? depositStep);
  const firstUsable = shop?.providers.find((provider) => provider.usable) ?? shop?.providers[0];
  const hrefs: Readonly<Record<DepositStep, string | null>> = {
    // A saver package's amount step is /subscription.
    amount: selection.type === 'SUBSCRIPTION' ? '/subscription' : '/',
    method: lastProviderPath() ?? providerRouteFor(firstUsable?.code),
    personal: '/personal',
    review: '/review',
    finish: null,
  };
  return steps.map((step, index) => ({
    flow: 'deposit',
    step,
    state: stateOf(index, current),
    href: user !== undefined && isStepClickable(step, reached, depositStep) ? hrefs[step] : null,
  }));
}
