// The select step (SPEC §2): the methods as a radio group, the player's earlier choice or the first
// usable one preselected (preselectedPayoutProvider), continue stores the choice and goes to data.
import type { PayoutPaytype } from '@shop/contracts/payout';
import { preselectedPayoutProvider } from '@shop/domain/payout';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { updatePayoutDraft } from '../../../lib/payout-draft';
import { type PayoutOption, payoutOptions } from '../payout-model';
import type { PayoutContext } from './use-payout-view';

export function useSelectView({ info, draft }: PayoutContext) {
  const navigate = useNavigate();
  const options = payoutOptions(info);
  const [selected, setSelected] = useState<PayoutPaytype | null>(() => {
    const earlier = options.find((option) => option.paytype === draft.paytype && option.usable);
    if (earlier !== undefined) return earlier.paytype;
    const first = preselectedPayoutProvider(options);
    return options.find((option) => option.paytype === first)?.paytype ?? null;
  });

  const choose = (option: PayoutOption) => {
    if (option.usable) setSelected(option.paytype);
  };

  const submit = () => {
    if (selected === null) return;
    updatePayoutDraft({ paytype: selected });
    void navigate('/payout/data');
  };

  return { options, selected, choose, submit };
}
