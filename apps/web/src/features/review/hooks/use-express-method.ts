// What the express screen shows about the favourite: the saved card or account, masked, and how it is charged.
import type { Provider } from '@shop/contracts/shop';
import { useTranslation } from 'react-i18next';
import { useSavedMethod } from '../api/saved-method';
import { cardBrandName, formatExpiry } from '../review-model';
import type { MethodLine, MethodView } from './use-method-view';

export function useExpressMethod(provider: Provider): MethodView {
  const { t } = useTranslation();
  const saved = useSavedMethod(provider).data;
  const name = t(`review.methods.${provider.code}`);
  const lines: MethodLine[] = [];
  if (saved?.type === 'CARD' && saved.card !== null) {
    const { card } = saved;
    lines.push({ label: t('review.method.cardNumber'), value: card.number });
    lines.push({
      label: t('review.method.cardBrand'),
      value: cardBrandName(card.type) ?? t('review.method.cardUnknown'),
    });
    lines.push({ label: t('review.method.expiry'), value: formatExpiry(card.expiryMonth, card.expiryYear) });
    lines.push({ label: t('review.method.cardHolder'), value: card.holder });
  }
  if (saved?.type === 'ELV' && saved.elv !== null) {
    const { elv } = saved;
    lines.push({ label: t('review.method.accountHolder'), value: elv.holder });
    lines.push({ label: t('review.method.iban'), value: elv.iban });
    if (elv.mandate.mandateId !== null)
      lines.push({ label: t('review.method.mandateId'), value: elv.mandate.mandateId });
  }
  const note =
    provider.inputType === 'CARD_PCI'
      ? t('express.cardNote')
      : provider.inputType === 'ELV'
        ? t('express.accountNote')
        : t('express.paypalNote');
  return { name, lines, note };
}
