// The personal view's entry (SPEC §2 /personal): practice players, and money players sent here to correct
// an address the provider refused (SPEC §8 11-20, 29; issue 10 item 4) — other money players go on to
// review. The stored address is loaded first.
import type { UserData } from '@shop/contracts/user';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { hrefs, paths } from '../../../config/paths';
import { isRecord } from '../../../lib/is-record';
import { useUserAddress } from '../api/user-address';

/** True when the error page sent the player here to correct details the provider refused. */
export function useCorrectingDetails(): boolean {
  const { state } = useLocation();
  return isRecord(state) && state.correctAddress === true;
}

export function usePersonalScreen(user: UserData) {
  const navigate = useNavigate();
  const correcting = useCorrectingDetails();
  const editable = user.actorType === 'b' || correcting;
  const address = useUserAddress(editable);
  const failed = address.isError;

  useEffect(() => {
    if (!editable) void navigate(paths.review, { replace: true });
    else if (failed) void navigate(hrefs.error('unexpected'));
  }, [editable, failed, navigate]);

  return { stored: editable ? address.data : undefined };
}
