// The personal view's entry (SPEC §2 /personal): practice players only (money players go on to review),
// with the stored address loaded first.
import type { UserData } from '@shop/contracts/user';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { hrefs, paths } from '../../../config/paths';
import { useUserAddress } from '../api/user-address';

export function usePersonalScreen(user: UserData) {
  const navigate = useNavigate();
  const practice = user.actorType === 'b';
  const address = useUserAddress(practice);
  const failed = address.isError;

  useEffect(() => {
    if (!practice) void navigate(paths.review, { replace: true });
    else if (failed) void navigate(hrefs.error('unexpected'));
  }, [practice, failed, navigate]);

  return { stored: practice ? address.data : undefined };
}
