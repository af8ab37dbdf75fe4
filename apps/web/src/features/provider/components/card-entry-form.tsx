// Full card entry (cardMode 'encrypted', DESIGN.md card form): holder first, the number in groups of
// four with its brand, expiry month/year selects and the CVC with a short hint.
import type { ProviderDetails } from '@shop/contracts/purchase';
import { expiryMonthOptions, expiryYearOptions, formatCardNumber } from '@shop/domain/card';
import fieldStyles from '@shop/ui/components/field.module.css';
import { useGroupedInput } from '@shop/ui/react/use-grouped-input.ts';
import { type FocusEvent, type KeyboardEvent, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorSummary, summaryOf } from '../../../components/ui/error-summary';
import { FieldError } from '../../../components/ui/field-error';
import { SelectField } from '../../../components/ui/select-field';
import { submitHandler } from '../../../components/ui/submit-handler';
import { TextField } from '../../../components/ui/text-field';
import type { DraftCard } from '../../../lib/payment-draft';
import { brandNameOf } from '../card-brands';
import { CARD_FIELDS, type CardField, useCardEntry } from '../hooks/use-card-entry';
import { cvcFieldProps } from './cvc-field';
import { ProviderContinue } from './provider-continue';
import styles from './provider-screen.module.css';

export const CARD_FIELD_IDS: Readonly<Record<CardField, string>> = {
  holder: 'card-holder',
  number: 'card-number',
  expiry: 'card-expiry-month',
  cvc: 'card-cvc',
};

const LETTER_OR_DIGIT = /[\p{L}0-9]/u;

/** SPEC §5: the number field takes letter and digit keys only (editing keys still work). */
function acceptLetterOrDigitKeys(event: KeyboardEvent<HTMLInputElement>): void {
  if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !LETTER_OR_DIGIT.test(event.key)) {
    event.preventDefault();
  }
}

/** What the provider screen gives a card form (typed or hosted fields). */
export type CardFormProps = {
  details: Extract<ProviderDetails, { type: 'CARD' }>;
  edited: boolean;
  initialHolder: string;
  complete: (card: DraftCard) => void;
};

export function CardEntryForm({ details, edited, initialHolder, complete }: CardFormProps) {
  const { t } = useTranslation();
  const form = useCardEntry({ details, edited, initialHolder, complete });
  const number = useGroupedInput(formatCardNumber, LETTER_OR_DIGIT);
  const expiryError = form.errorOf('expiry');
  const brand = brandNameOf(form.brand);
  // After "edit" the saved card's view (and the focused button) is gone: start at the first field.
  useEffect(() => {
    if (edited) document.getElementById(CARD_FIELD_IDS.holder)?.focus();
  }, [edited]);
  const errorText = (field: CardField) => {
    const error = form.errorOf(field);
    return error === null ? null : t(`provider.card.errors.${error}`);
  };
  const summary = summaryOf(CARD_FIELDS, (field) => CARD_FIELD_IDS[field], errorText);

  const onExpiryBlur = (event: FocusEvent<HTMLFieldSetElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) form.blurred('expiry');
  };

  return (
    <form className={styles.form} onSubmit={submitHandler(form.submit)} noValidate>
      {form.attempt > 0 ? <ErrorSummary errors={summary} attempt={form.attempt} /> : null}
      <TextField
        id={CARD_FIELD_IDS.holder}
        label={t('provider.card.holder')}
        hint={t('provider.card.holderHint')}
        autoComplete="cc-name"
        value={form.values.holder}
        onChange={(event) => form.setHolder(event.target.value)}
        onBlur={() => form.blurred('holder')}
        error={errorText('holder')}
      />
      <TextField
        ref={number.ref}
        id={CARD_FIELD_IDS.number}
        label={t('provider.card.number')}
        inputMode="numeric"
        autoComplete="cc-number"
        className={styles.mono}
        value={form.values.number}
        onKeyDown={acceptLetterOrDigitKeys}
        onChange={(event) => form.setNumber(number.formatChange(event))}
        onBlur={() => form.blurred('number')}
        error={errorText('number')}
        addon={brand === null ? null : <span className={styles.brand}>{t('provider.card.brand', { brand })}</span>}
      />
      <fieldset className={fieldStyles.fieldset} onBlur={onExpiryBlur}>
        <legend className={fieldStyles.legend}>{t('provider.card.expiry')}</legend>
        <div className={fieldStyles.row}>
          <SelectField
            id={CARD_FIELD_IDS.expiry}
            label={t('provider.card.month')}
            labelClassName={fieldStyles.subLabel}
            placeholder={t('provider.card.monthPlaceholder')}
            autoComplete="cc-exp-month"
            options={expiryMonthOptions().map((month) => ({
              value: String(month),
              label: String(month).padStart(2, '0'),
            }))}
            value={form.values.expiryMonth === null ? '' : String(form.values.expiryMonth)}
            onChange={(event) => form.setExpiryMonth(event.target.value === '' ? null : Number(event.target.value))}
            aria-invalid={expiryError === null ? undefined : true}
            describedBy={expiryError === null ? undefined : 'card-expiry-error'}
          />
          <SelectField
            id="card-expiry-year"
            label={t('provider.card.year')}
            labelClassName={fieldStyles.subLabel}
            placeholder={t('provider.card.yearPlaceholder')}
            autoComplete="cc-exp-year"
            options={expiryYearOptions(form.today).map((year) => ({ value: String(year), label: String(year) }))}
            value={form.values.expiryYear === null ? '' : String(form.values.expiryYear)}
            onChange={(event) => form.setExpiryYear(event.target.value === '' ? null : Number(event.target.value))}
            aria-invalid={expiryError === null ? undefined : true}
            describedBy={expiryError === null ? undefined : 'card-expiry-error'}
          />
        </div>
        {expiryError === null ? null : (
          <FieldError id="card-expiry-error">{t(`provider.card.errors.${expiryError}`)}</FieldError>
        )}
      </fieldset>
      <TextField
        {...cvcFieldProps(t)}
        id={CARD_FIELD_IDS.cvc}
        value={form.values.cvc}
        onChange={(event) => form.setCvc(event.target.value)}
        onBlur={() => form.blurred('cvc')}
        error={errorText('cvc')}
      />
      <p className={styles.muted}>{form.ready ? t('provider.card.secure') : t('provider.card.loading')}</p>
      <ProviderContinue reserveNote busy={form.busy || !form.ready} />
    </form>
  );
}
