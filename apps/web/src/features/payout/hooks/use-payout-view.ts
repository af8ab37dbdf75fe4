// The gate of every payout step: runs the payout load, acts on its outcome and on a missing
// precondition (a redirect, replacing the entry), and hands the step its data once it may show.
import type { PayoutInfo } from '@shop/contracts/payout';
import type { UserData } from '@shop/contracts/user';
import { localeForCountry } from '@shop/domain/locale';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { hrefs } from '../../../config/paths';
import { type PayoutDraft, usePayoutDraft } from '../../../lib/payout-draft';
import { forgetPayoutLoad, type PayoutLoadOutcome, payoutLoadQueryOptions } from '../payout-load';
import { type GuardedPayoutStep, payoutStepRedirect, type StepRedirect } from '../payout-model';
import { payoutToken } from '../payout-token';

export type PayoutContext = {
  user: UserData;
  info: PayoutInfo;
  draft: PayoutDraft;
  /** The formatting locale of the player's country (SPEC §9). */
  locale: string;
};

export type PayoutView = { status: 'loading' } | ({ status: 'ready' } & PayoutContext);

function redirectFor(
  step: GuardedPayoutStep,
  outcome: PayoutLoadOutcome | undefined,
  draft: PayoutDraft,
  hadToken: boolean,
): StepRedirect | null {
  if (outcome === undefined) return null;
  if (outcome.kind === 'redirect') return { to: outcome.to, passwordAgain: false };
  return payoutStepRedirect(step, outcome.info, draft, hadToken);
}

export function usePayoutView(step: GuardedPayoutStep): PayoutView {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const query = useQuery(payoutLoadQueryOptions(queryClient));
  const draft = usePayoutDraft();
  // Judged on entry only: the payout request uses the token up while the view stays.
  const [hadToken] = useState(() => payoutToken.current() !== null);
  const outcome: PayoutLoadOutcome | undefined = query.isError
    ? { kind: 'redirect', to: hrefs.error('unexpected') }
    : query.data;
  const redirect = redirectFor(step, outcome, draft, hadToken);
  const redirectTo = redirect?.to ?? null;
  const passwordAgain = redirect?.passwordAgain ?? false;

  useEffect(() => {
    if (redirectTo !== null)
      void navigate(redirectTo, { replace: true, state: passwordAgain ? { passwordAgain } : null });
  }, [redirectTo, passwordAgain, navigate]);

  // An outcome that sent the player away must not be replayed when they come back.
  useEffect(
    () => () => {
      const latest = queryClient.getQueryData(payoutLoadQueryOptions(queryClient).queryKey);
      if (latest !== undefined && latest.kind !== 'ready') forgetPayoutLoad(queryClient);
    },
    [queryClient],
  );

  if (outcome?.kind !== 'ready' || redirect !== null) return { status: 'loading' };
  return {
    status: 'ready',
    user: outcome.user,
    info: outcome.info,
    draft,
    locale: localeForCountry(outcome.user.userCountry, outcome.user.lang),
  };
}
