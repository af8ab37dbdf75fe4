// The summary step (SPEC §2, §4): the amounts, and the payout call with the payout token. One call
// however often the button is pressed; payoutErrors stay on screen (cleared on entering, since they
// live in this view's state) and keep the button disabled; success goes to /payout/success, an
// exception to /error/unexpected.
import { LOADER_HIDE_DELAY_MS } from '@shop/domain/constants';
import { finalPayoutAmount, realCurrencyEquivalent, showsEquivalent } from '@shop/domain/payout';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { hrefs } from '../../../config/paths';
import { updatePayoutDraft } from '../../../lib/payout-draft';
import { requestPayout } from '../api/request-payout';
import { markPayoutInfoStale } from '../payout-load';
import { buildPayoutRequest, type PayoutOption } from '../payout-model';
import { payoutToken } from '../payout-token';
import { useLingering } from './use-lingering';
import type { PayoutContext } from './use-payout-view';

export type SummaryOutcome = { kind: 'none' } | { kind: 'errors'; codes: readonly string[] } | { kind: 'failed' };

export function usePayoutSummary({ info, draft }: PayoutContext, option: PayoutOption) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // A ref, not state: two clicks in the same frame must not both get through.
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const spinner = useLingering(busy, LOADER_HIDE_DELAY_MS);
  const [outcome, setOutcome] = useState<SummaryOutcome>({ kind: 'none' });
  const request = buildPayoutRequest(option, draft);
  const amountMinor = draft.amountMinor ?? 0;
  const blocked = outcome.kind !== 'none';

  const submit = async (): Promise<void> => {
    if (inFlight.current || blocked || request === null) return;
    const token = payoutToken.take();
    if (token === null) {
      await navigate('/payout/data', { state: { passwordAgain: true } });
      return;
    }
    inFlight.current = true;
    setBusy(true);
    let response: Awaited<ReturnType<typeof requestPayout>>;
    try {
      response = await requestPayout(request, token);
    } catch {
      // The button stays busy: this view is left.
      await navigate(hrefs.error('unexpected'));
      return;
    }
    // The balance (or a pending payout) changed, or may have: the next payout view loads it again.
    markPayoutInfoStale(queryClient);
    if (response.payoutErrors.length > 0 || response.payout?.state === 'FAILED') {
      setOutcome(
        response.payoutErrors.length > 0 ? { kind: 'errors', codes: response.payoutErrors } : { kind: 'failed' },
      );
      inFlight.current = false;
      setBusy(false);
      return;
    }
    updatePayoutDraft({
      requested: {
        finalAmount: response.payout?.finalAmount ?? finalPayoutAmount(amountMinor, option.feeMinor),
        currency: response.payout?.currency ?? info.currency,
        inReview: response.payout?.state === 'REVIEW',
      },
    });
    await navigate('/payout/success', { replace: true });
  };

  return {
    amountMinor,
    feeMinor: option.feeMinor,
    finalMinor: finalPayoutAmount(amountMinor, option.feeMinor),
    equivalentMinor: showsEquivalent(info) ? realCurrencyEquivalent(amountMinor, info.exchangeFactor) : null,
    account: request?.provider ?? null,
    busy,
    spinner,
    blocked,
    outcome,
    submit,
  };
}
