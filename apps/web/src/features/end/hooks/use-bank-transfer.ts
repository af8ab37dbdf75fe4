// The bank-transfer instructions (SPEC §9): US routing and account number, else SEPA IBAN and BIC;
// recipient, purpose (the player's name), reference and amount, each with the text to copy.
import type { BankTransferInstructions } from '@shop/contracts/purchase';
import type { UserData } from '@shop/contracts/user';
import { formatIban } from '@shop/domain/bank-format';
import { localeForCountry } from '@shop/domain/locale';
import { currencyFactor, formatMoney, fromMinorUnits } from '@shop/domain/money';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { usePurchaseEnd } from './use-purchase-end';

export type TransferField = { id: string; label: string; value: string; copy: string };

function accountFields(instructions: BankTransferInstructions, t: TFunction) {
  const fields: TransferField[] = [];
  const add = (id: string, label: string, value: string | null, copy = value) => {
    if (value !== null && value !== '' && copy !== null) fields.push({ id, label, value, copy });
  };
  add('recipient', t('end.bankTransfer.recipient'), instructions.recipient);
  if (instructions.region === 'US') {
    add('routingNumber', t('end.bankTransfer.routingNumber'), instructions.routingNumber);
    add('accountNumber', t('end.bankTransfer.accountNumber'), instructions.accountNumber);
  } else {
    const iban = instructions.iban;
    add('iban', t('end.bankTransfer.iban'), iban === null ? null : formatIban(iban), iban?.replace(/\s/g, '') ?? null);
    add('bic', t('end.bankTransfer.bic'), instructions.bic);
  }
  add('purpose', t('end.bankTransfer.purpose'), instructions.purpose);
  add('reference', t('end.bankTransfer.reference'), instructions.reference);
  return fields;
}

export function useBankTransfer(user: UserData) {
  const { t } = useTranslation();
  const instructions = usePurchaseEnd().result?.bankTransfer ?? null;
  if (instructions === null) return { fields: null, amount: null };
  const locale = localeForCountry(user.userCountry, user.lang);
  const amount = formatMoney(instructions.amount, instructions.currency, locale);
  const fields = accountFields(instructions, t);
  // Bank forms want the plain number, not the currency sign.
  const plainAmount = fromMinorUnits(instructions.amount, currencyFactor(instructions.currency));
  fields.push({ id: 'amount', label: t('end.bankTransfer.amount'), value: amount, copy: plainAmount });
  return { fields, amount };
}
