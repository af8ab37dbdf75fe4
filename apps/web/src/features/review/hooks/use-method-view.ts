// What review shows about the chosen payment method (SPEC §2): card, direct-debit or bank details,
// masked, or a note for methods without details.
import type { Provider } from '@shop/contracts/shop';
import { maskIban } from '@shop/domain/bank-format';
import { maskCardNumber } from '@shop/domain/card';
import { useTranslation } from 'react-i18next';
import type { PaymentDraft } from '../../../lib/payment-draft';
import { leavesShopToPay } from '../../../lib/provider-redirect';
import { cardBrandName, formatExpiry } from '../review-model';

export type MethodLine = { label: string; value: string };
export type MethodView = { name: string; lines: MethodLine[]; note: string | null };

export function useMethodView(provider: Provider, draft: PaymentDraft): MethodView {
  const { t } = useTranslation();
  const name = t(`review.methods.${provider.code}`);
  const lines: MethodLine[] = [];
  let note: string | null = null;
  const { card, elv, bic } = draft;

  if (provider.inputType === 'CARD_PCI' && card !== null) {
    lines.push({ label: t('review.method.cardNumber'), value: maskCardNumber(card.last4) });
    lines.push({
      label: t('review.method.cardBrand'),
      value: cardBrandName(card.brand) ?? t('review.method.cardUnknown'),
    });
    lines.push({ label: t('review.method.expiry'), value: formatExpiry(card.expiryMonth, card.expiryYear) });
    lines.push({ label: t('review.method.cardHolder'), value: card.holder });
  } else if (provider.inputType === 'ELV' && elv !== null) {
    lines.push({ label: t('review.method.accountHolder'), value: elv.holder });
    lines.push({
      label: t('review.method.iban'),
      value: elv.iban === '' ? (elv.savedIban ?? t('review.method.savedAccount')) : maskIban(elv.iban),
    });
    if (elv.bic !== null && elv.bic !== '') lines.push({ label: t('review.method.bic'), value: elv.bic });
    if (elv.mandate.valid) {
      if (elv.mandate.creditorId !== null) {
        lines.push({ label: t('review.method.creditorId'), value: elv.mandate.creditorId });
      }
      if (elv.mandate.mandateId !== null) {
        lines.push({ label: t('review.method.mandateId'), value: elv.mandate.mandateId });
      }
    }
  } else if (provider.inputType === 'BIC' && bic !== null) {
    lines.push({ label: t('review.method.bank'), value: bic.name });
    note = t('review.method.redirectNote', { method: name });
  } else if (provider.inputType === 'BANKTRANSFER') {
    note = t('review.method.bankTransferNote');
  } else if (provider.inputType === 'NONE') {
    note = leavesShopToPay(provider.code)
      ? t('review.method.redirectNote', { method: name })
      : t('review.method.instantNote');
  }
  return { name, lines, note };
}
