// The pay button's behaviour: one call per attempt however often it is pressed, a loading state while
// the call runs, and the route the answer leads to.
import type { Provider, ShopPurchasable } from '@shop/contracts/shop';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { PaymentDraft } from '../../../lib/payment-draft';
import { fetchDepositToken } from '../../../lib/session/deposit-token';
import { tokenStore } from '../../../lib/token-store';
import { useCreatePurchase } from '../api/create-purchase';
import { payPurchase } from '../pay-purchase';
import { buildPurchaseRequest, type DetailsOutcome, purchaseDetailsFor } from '../review-model';

export type PayContext = {
  provider: Provider;
  providerRoute: string;
  purchasable: ShopPurchasable;
  draft: PaymentDraft;
  practice: boolean;
  /** The express screen: the favourite is charged with what is stored (no details, no draft). */
  express?: boolean;
};

export type PayOptions = {
  /** A checked SEPA mandate box. */
  mandateAccepted: boolean;
  /** The review's express opt-in. */
  expressSubscribe?: boolean;
  /** The player said "Yes, buy again" after a repeat_purchase refusal. */
  confirmRepeat?: boolean;
};

/** repeat: the same package with the same method was bought moments ago; the player is asked before paying again. */
export type PayStatus = 'idle' | 'submitting' | 'no-answer' | 'repeat';

export function usePay(context: PayContext) {
  const navigate = useNavigate();
  const { i18n } = useTranslation();
  const { mutateAsync } = useCreatePurchase();
  // A ref, not state: two clicks in the same frame must not both get through.
  const inFlight = useRef(false);
  const [status, setStatus] = useState<PayStatus>('idle');
  const lastOptions = useRef<PayOptions>({ mandateAccepted: false });

  const pay = async (options: PayOptions): Promise<void> => {
    if (inFlight.current) return;
    const { mandateAccepted, expressSubscribe, confirmRepeat } = options;
    lastOptions.current = options;
    const details: DetailsOutcome =
      context.express === true
        ? { ready: true, details: undefined }
        : purchaseDetailsFor(context.provider.inputType, context.draft, mandateAccepted);
    if (!details.ready) {
      await navigate(context.providerRoute);
      return;
    }
    inFlight.current = true;
    setStatus('submitting');
    const outcome = await payPurchase({
      request: buildPurchaseRequest({
        provider: context.provider.code,
        purchasable: context.purchasable,
        locale: i18n.language,
        origin: window.location.origin,
        details: details.details,
        expressSubscribe: expressSubscribe === true,
        express: context.express === true,
        confirmRepeat: confirmRepeat === true,
      }),
      inputType: context.provider.inputType,
      practice: context.practice,
      providerRoute: context.providerRoute,
      token: async () => tokenStore.stored() ?? fetchDepositToken(),
      send: mutateAsync,
    });
    if (outcome.kind === 'no-answer' || outcome.kind === 'repeat') {
      inFlight.current = false;
      setStatus(outcome.kind);
      return;
    }
    // The button stays busy: this view is left, and must not pay again meanwhile.
    await navigate(outcome.path, { replace: outcome.running });
  };

  const repeat = {
    asked: status === 'repeat',
    /** "Yes, buy again": the same payment, confirmed (a new pay attempt). */
    confirm: () => void pay({ ...lastOptions.current, confirmRepeat: true }),
    /** "No": nothing is bought; the player stays on the screen. */
    cancel: () => setStatus('idle'),
  };

  return { status, submitting: status === 'submitting', pay, repeat };
}
