// Which payment methods without input take the player to the provider to pay, and which are confirmed in the shop
// (issue 24 point 13: the test payment promised a redirect that never happens). Shared by the provider screen and
// the review, which name what happens after the pay button.

/** The test payment (gdDummyPay) is confirmed by the PSP at once: the player never leaves the shop. */
const CONFIRMED_IN_SHOP: readonly string[] = ['gdDummyPay'];

export function leavesShopToPay(providerCode: string): boolean {
  return !CONFIRMED_IN_SHOP.includes(providerCode);
}
