// Saved-card mode (DESIGN.md): masked number, brand, expiry and holder with an edit action; the CVC only
// when the provider requires it (in the PSP's CVC frame when the card form is hosted).
import type { CardDetails, ProviderDetails } from '@shop/contracts/purchase';
import fieldStyles from '@shop/ui/components/field.module.css';
import { type FormEvent, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ErrorSummary } from '../../../components/ui/error-summary';
import { FieldError } from '../../../components/ui/field-error';
import { TextField } from '../../../components/ui/text-field';
import type { DraftCard } from '../../../lib/payment-draft';
import { brandNameOf } from '../card-brands';
import { focusHostedField, showHostedFieldErrors } from '../encrypt-client';
import { SAVED_CVC_FIELDS, useSavedCard } from '../hooks/use-saved-card';
import { cvcFieldProps } from './cvc-field';
import { ProviderContinue } from './provider-continue';
import { ProviderMark } from './provider-mark';
import styles from './provider-screen.module.css';

type SavedCardFormProps = {
  details: Extract<ProviderDetails, { type: 'CARD' }>;
  card: CardDetails;
  onEdit: () => void;
  complete: (card: DraftCard) => void;
};

export function SavedCardForm({ details, card, onEdit, complete }: SavedCardFormProps) {
  const { t } = useTranslation();
  const form = useSavedCard(details, card, complete);
  const ownError = form.cvcError === null ? null : t(`provider.card.errors.${form.cvcError}`);
  const frameError = form.frameError === null ? null : t(`provider.card.hosted.${form.frameError}`);
  const cvcError = form.hostedCvc ? frameError : ownError;
  const cvcFieldId = form.hostedCvc ? SAVED_CVC_FIELDS.cvc : 'card-cvc';
  const expiry = `${String(card.expiryMonth).padStart(2, '0')}/${card.expiryYear}`;
  const hostedInvalid = form.hostedCvc && frameError !== null;
  useEffect(() => {
    if (form.hostedCvc && form.ready) showHostedFieldErrors({ cvc: hostedInvalid });
  }, [form.hostedCvc, form.ready, hostedInvalid]);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit();
  };
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      {form.attempt > 0 && cvcError !== null ? (
        <ErrorSummary
          errors={[
            {
              fieldId: cvcFieldId,
              message: cvcError,
              ...(form.hostedCvc ? { focus: () => focusHostedField('cvc') } : {}),
            },
          ]}
          attempt={form.attempt}
        />
      ) : null}
      <div className={styles.saved}>
        <ProviderMark kind="card" />
        <div className={styles.savedText}>
          <span className={styles.muted}>{t('provider.card.savedTitle')}</span>
          <span className={styles.masked}>{card.number}</span>
          <span className={styles.muted}>
            {[brandNameOf(card.type), t('provider.card.savedExpiry', { date: expiry }), card.holder]
              .filter((part) => part !== null && part !== '')
              .join(' · ')}
          </span>
        </div>
        <Button variant="secondary" onClick={onEdit}>
          {t('provider.card.edit')}
        </Button>
      </div>
      {card.cvcRequired ? <p className={styles.text}>{t('provider.card.savedCvcHint')}</p> : null}
      {card.cvcRequired && !form.hostedCvc ? (
        <TextField
          {...cvcFieldProps(t)}
          id="card-cvc"
          value={form.cvc}
          onChange={(event) => form.setCvc(event.target.value)}
          onBlur={form.blurCvc}
          error={ownError}
        />
      ) : null}
      {form.hostedCvc ? (
        <div data-card-fields className={styles.cardFields}>
          <fieldset
            className={fieldStyles.fieldset}
            aria-describedby={frameError === null ? undefined : `${SAVED_CVC_FIELDS.cvc}-error`}
          >
            <legend className={fieldStyles.label}>{t('provider.card.cvc')}</legend>
            <div id={SAVED_CVC_FIELDS.cvc} tabIndex={-1} className={styles.hostedFrame} data-state={form.frameState} />
            {frameError === null ? null : <FieldError id={`${SAVED_CVC_FIELDS.cvc}-error`}>{frameError}</FieldError>}
          </fieldset>
        </div>
      ) : null}
      <ProviderContinue reserveNote={card.cvcRequired} busy={form.busy} />
    </form>
  );
}
