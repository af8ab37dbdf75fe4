// The review screens (review, express): the skeleton until the session is loaded and the screen has its target
// (the purchasable, provider and draft it pays), then the form.
import type { ShopResponse } from '@shop/contracts/shop';
import type { UserData } from '@shop/contracts/user';
import type { ComponentType } from 'react';
import type { ShopSession } from '../../../lib/session/initial-load';
import { ReviewSkeleton } from './review-skeleton';

type ReviewTitle = 'review.title' | 'express.title';

export function reviewScreen<T>(
  title: ReviewTitle,
  useTarget: (shop: ShopResponse) => T | null,
  Form: ComponentType<{ user: UserData; target: T }>,
) {
  function TargetGate({ user, shop }: { user: UserData; shop: ShopResponse }) {
    const target = useTarget(shop);
    if (target === null) return <ReviewSkeleton title={title} />;
    return <Form user={user} target={target} />;
  }
  return function ReviewScreen({ session }: { session: ShopSession }) {
    if (session.status === 'loading') return <ReviewSkeleton title={title} />;
    return <TargetGate user={session.user} shop={session.shop} />;
  };
}
