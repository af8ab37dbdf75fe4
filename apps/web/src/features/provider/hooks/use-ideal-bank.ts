// iDEAL bank choice (SPEC §5 Ideal): a bank from the provider's issuers must be chosen; the last one is
// remembered in the shop record and preselected.
import type { Provider } from '@shop/contracts/shop';
import { type BankError, validateIdealIssuer } from '@shop/domain/bank';
import { useState } from 'react';
import { useFieldValidation } from '../../../hooks/use-field-validation';
import type { PaymentDraft } from '../../../lib/payment-draft';
import { lastUsedIdealBank, rememberIdealBank } from '../ideal-last-bank';

type Issuer = NonNullable<Provider['issuers']>[number];

export function useIdealBank(
  issuers: readonly Issuer[],
  drafted: string | null,
  complete: (bic: NonNullable<PaymentDraft['bic']>) => void,
) {
  const [bic, setBic] = useState(() => {
    const candidate = drafted ?? lastUsedIdealBank();
    return issuers.some((issuer) => issuer.bic === candidate) ? (candidate ?? '') : '';
  });
  const [attempt, setAttempt] = useState(0);
  const validation = useFieldValidation<'bic', BankError>(() => validateIdealIssuer(bic, issuers));

  const submit = () => {
    if (validation.validateAll(['bic']).length > 0) return setAttempt((count) => count + 1);
    const issuer = issuers.find((candidate) => candidate.bic === bic);
    if (issuer === undefined) return;
    rememberIdealBank(issuer.bic);
    complete({ code: issuer.bic, name: issuer.name });
  };

  return {
    bic,
    setBic: (value: string) => {
      setBic(value);
      validation.changed('bic');
    },
    error: validation.errorOf('bic'),
    blur: () => validation.blurred('bic'),
    attempt,
    submit,
  };
}
