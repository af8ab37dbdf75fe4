// Card entry in the PSP's hosted fields (cardMode 'hosted'): our holder field, then the three frames the
// client mounts into the containers below, each showing its empty/valid/invalid state.
import type { HostedField } from '@shop/contracts/psp-encrypt';
import fieldStyles from '@shop/ui/components/field.module.css';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorSummary } from '../../../components/ui/error-summary';
import { FieldError } from '../../../components/ui/field-error';
import { submitHandler } from '../../../components/ui/submit-handler';
import { TextField } from '../../../components/ui/text-field';
import { focusHostedField, showHostedFieldErrors } from '../encrypt-client';
import { HOSTED_FIELD_IDS, HOSTED_FIELDS, useHostedCardEntry } from '../hooks/use-hosted-card-entry';
import type { CardFormProps } from './card-entry-form';
import { ProviderContinue } from './provider-continue';
import styles from './provider-screen.module.css';

const FRAME_LABELS = {
  number: 'provider.card.number',
  expiry: 'provider.card.expiry',
  cvc: 'provider.card.cvc',
} as const;

export function HostedCardForm({ details, edited, initialHolder, complete }: CardFormProps) {
  const { t } = useTranslation();
  const form = useHostedCardEntry({ details, edited, initialHolder, complete });
  useEffect(() => {
    if (edited) document.getElementById('card-holder')?.focus();
  }, [edited]);
  const holderError = form.holderError === null ? null : t(`provider.card.errors.${form.holderError}`);
  const frameMessage = (field: HostedField) => {
    const error = form.frameError(field);
    return error === null ? null : t(`provider.card.hosted.${error}`);
  };
  const summary = [
    ...(holderError === null ? [] : [{ fieldId: 'card-holder', message: holderError }]),
    ...HOSTED_FIELDS.flatMap((field) => {
      const message = frameMessage(field);
      // The link lands on the frame's input itself, not on the frame's container.
      return message === null
        ? []
        : [{ fieldId: HOSTED_FIELD_IDS[field], message, focus: () => focusHostedField(field) }];
    }),
  ];
  const numberInvalid = form.frameError('number') !== null;
  const expiryInvalid = form.frameError('expiry') !== null;
  const cvcInvalid = form.frameError('cvc') !== null;
  // The frames' aria-invalid follows the errors shown here, an empty field's after a failed submit too.
  useEffect(() => {
    if (form.ready) showHostedFieldErrors({ number: numberInvalid, expiry: expiryInvalid, cvc: cvcInvalid });
  }, [form.ready, numberInvalid, expiryInvalid, cvcInvalid]);

  return (
    <form className={styles.form} onSubmit={submitHandler(form.submit)} noValidate>
      {form.attempt > 0 ? <ErrorSummary errors={summary} attempt={form.attempt} /> : null}
      <TextField
        id="card-holder"
        label={t('provider.card.holder')}
        hint={t('provider.card.holderHint')}
        autoComplete="cc-name"
        value={form.holder}
        onChange={(event) => form.setHolder(event.target.value)}
        onBlur={form.blurHolder}
        error={holderError}
      />
      {/* The frames' holders: Adyen's card fields are mounted on this wrapper (adyen-card-fields.ts). */}
      <div data-card-fields className={styles.cardFields}>
        {HOSTED_FIELDS.map((field) => {
          const message = frameMessage(field);
          const errorId = `${HOSTED_FIELD_IDS[field]}-error`;
          return (
            <fieldset
              key={field}
              className={fieldStyles.fieldset}
              aria-describedby={message === null ? undefined : errorId}
            >
              <legend className={fieldStyles.label}>{t(FRAME_LABELS[field])}</legend>
              <div
                id={HOSTED_FIELD_IDS[field]}
                tabIndex={-1}
                className={styles.hostedFrame}
                data-state={form.states[field]}
              />
              {message === null ? null : <FieldError id={errorId}>{message}</FieldError>}
            </fieldset>
          );
        })}
      </div>
      <p className={styles.muted}>{form.ready ? t('provider.card.secure') : t('provider.card.loading')}</p>
      <ProviderContinue reserveNote busy={form.tokenizing || !form.ready} />
    </form>
  );
}
