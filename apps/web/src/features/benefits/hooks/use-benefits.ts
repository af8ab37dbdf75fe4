// What the benefits page shows (SPEC §1, §2 /benefits, §6): real-money or virtual wording (standard and premium
// players), the PWA's box text, and the bonus hint unless the country is CA, DK or FR or the currency is virtual.
import type { UserData } from '@shop/contracts/user';
import { showsBenefitsBonusHint } from '@shop/domain/bonus';
import { useState } from 'react';
import { isPwaPlatform } from '../../../lib/essential-record';
import { type BenefitBox, benefitBoxesFor } from '../benefit-boxes';

export type BenefitsView = {
  /** Practice players only: money players are sent on to the shop. */
  practice: boolean;
  wording: 'real' | 'virtual';
  boxes: readonly BenefitBox[];
  bonusHint: boolean;
};

export function useBenefits(user: UserData): BenefitsView {
  // The platform is recorded on the first navigation and does not change while the page is open.
  const [pwa] = useState(isPwaPlatform);
  const virtual = user.gdCurrencyType === 'VIRTUAL';
  return {
    practice: user.actorType === 'b',
    wording: virtual ? 'virtual' : 'real',
    boxes: benefitBoxesFor({ virtual, pwa }),
    bonusHint: showsBenefitsBonusHint({ country: user.userCountry, currencyType: user.gdCurrencyType }),
  };
}
