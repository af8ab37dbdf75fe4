// The amount screen's selection (SPEC §4): the stored choice if it still exists, else the package
// priced like the last purchase; changes are tracked as purchase_from_{old}_to_{new}.
import type { ShopPurchasable } from '@shop/contracts/shop';
import { defaultSelectedId } from '@shop/domain/packages';
import { type SelectionType, useShopSelection } from '../../../lib/shop-selection';
import { track } from '../../../lib/tracking';

export function useAmountSelection(
  list: readonly ShopPurchasable[],
  lastUsedAmount: number | null,
  type: SelectionType,
  userId: number,
) {
  const selection = useShopSelection();
  const stored = type === 'NORMAL' ? selection.normal : selection.subscription;
  const selectedId =
    stored !== null && list.some((item) => item.id === stored) ? stored : defaultSelectedId(list, lastUsedAmount);
  const priceOf = (id: number | null) => list.find((item) => item.id === id)?.price ?? 0;

  const choose = (id: number) => {
    if (id === selectedId) return;
    const from = priceOf(selectedId);
    const to = priceOf(id);
    selection.select(type, id);
    track({
      type: 'amount-change',
      from: String(from),
      to: String(to),
      userId,
      data: `purchase_from_${from}_to_${to}`,
    });
  };

  /** Before leaving the screen the (possibly default) choice becomes the stored one. */
  const confirm = () => {
    if (selectedId !== null) selection.select(type, selectedId);
  };

  return { selectedId, choose, confirm };
}
