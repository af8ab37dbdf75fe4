// Runs the processing views (SPEC §4): forwarding first uses the stored visit, then the status is
// polled; the end is a route (after the loader's hide delay) or leaving for the provider.
import type { Visit } from '@shop/contracts/shop';
import { LOADER_HIDE_DELAY_MS } from '@shop/domain/constants';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { hrefs } from '../../../config/paths';
import { browserLocation } from '../../../lib/browser-location';
import { readEssentialRecord } from '../../../lib/essential-record';
import {
  endPayAttempt,
  hasLeftFor,
  markLeftFor,
  readPurchaseSession,
  recordPurchaseResult,
} from '../../../lib/purchase-session';
import { fetchDepositToken } from '../../../lib/session/deposit-token';
import { expressSettingsQueryOptions, storeExpressSettings } from '../../../lib/session/express-settings';
import { shopQueryOptions } from '../../../lib/session/shop';
import { storeSubscriptionDetails } from '../../../lib/session/subscription-details';
import { useShopSelection } from '../../../lib/shop-selection';
import { tokenStore } from '../../../lib/token-store';
import { subscribeExpress } from '../api/express-subscription';
import { fetchPurchaseStatus } from '../api/purchase-status';
import { subscribe } from '../api/subscribe';
import { subscribeExpressAfterSuccess } from '../express-after-success';
import { statusPollTiming } from '../poll-config';
import { type PollEnd, type PollingMode, pollPurchase } from '../poll-purchase';
import { signUpAfterSuccess } from '../subscribe-after-success';

function leaveFor(tid: string, visit: Visit): void {
  markLeftFor(tid, visit.url);
  const params = visit.params ?? {};
  if (Object.keys(params).length > 0) browserLocation.post(visit.url, params);
  else browserLocation.assign(visit.url);
}

export function usePurchasePolling(mode: PollingMode, tidParam: string | undefined) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // The store's own function: stable across renders, so the effect does not restart.
  const { setType } = useShopSelection();
  const [finishing, setFinishing] = useState(false);
  const [left, setLeft] = useState<{ tid: string; visit: Visit } | null>(null);
  // The player came back from the provider's page (browser Back, from the cache or not) before it
  // answered: they may go there again or pay another way; the status poll goes on meanwhile (issue 10 item 2).
  const [returned, setReturned] = useState<{ tid: string; visit: Visit } | null>(null);
  // The player chose to pay another way. The payment method's view comes as a transition, so this view, its poll
  // and its buttons stay until that view's code is there; from the choice on, none of them leaves for the provider.
  const [payingAnotherWay, setPayingAnotherWay] = useState(false);
  // The current run's: aborted when the view is left or the player chose another way; nothing leaves after that.
  const running = useRef<AbortController | null>(null);
  const stopped = () => running.current?.signal.aborted === true;

  useEffect(() => {
    if (mode !== 'forwarding' || left === null) return;
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setReturned(left);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [mode, left]);

  useEffect(() => {
    const controller = new AbortController();
    running.current = controller;
    const { signal } = controller;
    const session = readPurchaseSession();
    const tid = tidParam ?? session.tid ?? readEssentialRecord().tid;

    const leave = (purchaseTid: string, visit: Visit) => {
      leaveFor(purchaseTid, visit);
      setLeft({ tid: purchaseTid, visit });
    };
    const finish = async (end: Extract<PollEnd, { kind: 'route' }>) => {
      if (end.result !== null) recordPurchaseResult(end.result);
      endPayAttempt();
      setFinishing(true);
      // SPEC §4 SUCCESS: the express opt-in is saved first, then a saver package is signed up for, then /end
      // (bank transfer never gets here).
      if (end.success && end.path === '/end' && end.result !== null) {
        await subscribeExpressAfterSuccess(end.result, {
          token: async () => tokenStore.stored() ?? fetchDepositToken(),
          send: subscribeExpress,
          onSubscribed: (settings) => storeExpressSettings(queryClient, settings),
          onSkipped: () => void queryClient.invalidateQueries({ queryKey: expressSettingsQueryOptions().queryKey }),
        });
        if (signal.aborted) return;
        await signUpAfterSuccess(end.result, {
          token: async () => tokenStore.stored() ?? fetchDepositToken(),
          send: subscribe,
          onStarted: (details) => {
            storeSubscriptionDetails(queryClient, details);
            setType('SUBSCRIPTION');
          },
          onFailed: () => setType('NORMAL'),
        });
        if (signal.aborted) return;
      }
      // The loader hides this long after finishing (SPEC §4), then the view changes.
      const timer = setTimeout(() => void navigate(end.path, { replace: true }), LOADER_HIDE_DELAY_MS);
      signal.addEventListener('abort', () => clearTimeout(timer));
    };

    const run = async () => {
      if (tid === undefined) return finish({ kind: 'route', path: '/error/unsure', result: null, success: false });
      const visit = session.visit;
      if (mode === 'forwarding' && visit !== undefined && session.tid === tid) {
        if (!hasLeftFor(tid, visit.url)) return leave(tid, visit);
        setReturned({ tid, visit });
      }
      const end = await pollPurchase({
        mode,
        tid,
        timing: statusPollTiming(),
        signal,
        storedToken: () => tokenStore.stored(),
        fetchToken: (abort) => fetchDepositToken(abort),
        fetchStatus: fetchPurchaseStatus,
        inputTypeOf: (code) =>
          queryClient.getQueryData(shopQueryOptions().queryKey)?.providers.find((provider) => provider.code === code)
            ?.inputType,
        storedProviderPage: session.providerPage,
        hasLeftFor: (url) => hasLeftFor(tid, url),
      });
      // A status answer that arrives after the player chose another way (its request was under way) is not acted on.
      if (end === null || signal.aborted) return;
      if (end.kind === 'leave') leave(tid, end.visit);
      else await finish(end);
    };
    void run();
    return () => controller.abort();
  }, [mode, tidParam, navigate, queryClient, setType]);

  return {
    finishing,
    /** Back from the provider's page: resume there, or pay again from the payment method. */
    returned:
      returned === null || finishing
        ? null
        : {
            /** The player chose another way and the payment method's view is loading: both choices are off. */
            payingAnotherWay,
            resume: () => {
              if (stopped()) return;
              setReturned(null);
              setLeft(returned);
              leaveFor(returned.tid, returned.visit);
            },
            payAgain: () => {
              running.current?.abort();
              setPayingAnotherWay(true);
              endPayAttempt();
              const providerPage = readEssentialRecord().providerPage;
              void navigate(providerPage?.startsWith(hrefs.provider('')) ? providerPage : '/', { replace: true });
            },
          },
    /** After leaving for the provider: go there again should the browser not have left. */
    continueToProvider:
      left === null || payingAnotherWay
        ? null
        : () => {
            if (!stopped()) leaveFor(left.tid, left.visit);
          },
  };
}
