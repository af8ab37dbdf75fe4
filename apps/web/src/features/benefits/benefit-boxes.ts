// The three boxes of the benefits page (SPEC §2 /benefits): virtual currency and the PWA platform change them.

export type BenefitBox =
  | 'win'
  | 'bonus'
  | 'payment'
  | 'paymentPwa'
  | 'premium'
  | 'diamonds'
  | 'diamondPayment'
  | 'diamondPaymentPwa';

export function benefitBoxesFor(input: { virtual: boolean; pwa: boolean }): readonly BenefitBox[] {
  if (input.virtual) return ['premium', 'diamonds', input.pwa ? 'diamondPaymentPwa' : 'diamondPayment'];
  return ['win', 'bonus', input.pwa ? 'paymentPwa' : 'payment'];
}
