// The personal-data form: salutation, names, birth date, address, country (read-only, with a link to
// change it on the platform) and, for US players, the state.
import type { AddressRead, UserData } from '@shop/contracts/user';
import { POSTAL_CODE_MAX_LENGTH, TEXT_MAX_LENGTH } from '@shop/domain/constants';
import type { PersonalField } from '@shop/domain/personal';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ErrorSummary, summaryOf } from '../../../components/ui/error-summary';
import { SelectField } from '../../../components/ui/select-field';
import { submitHandler } from '../../../components/ui/submit-handler';
import { TextField } from '../../../components/ui/text-field';
import { hrefs } from '../../../config/paths';
import { usePersonalForm } from '../hooks/use-personal-form';
import { personalErrorKey } from '../personal-error-key';
import { usStateOptions } from '../us-states';
import { BIRTH_FIELD_IDS, BirthdateField, SalutationField } from './choice-fields';
import styles from './personal-screen.module.css';

type TextKey = 'firstName' | 'surname' | 'street1' | 'street2' | 'zipCode' | 'city';

export function PersonalForm({ user, stored }: { user: UserData; stored: AddressRead }) {
  const { t, i18n } = useTranslation();
  const form = usePersonalForm(user, stored);
  const message = (field: PersonalField) => {
    const error = form.errorOf(field);
    return error === null ? null : t(personalErrorKey(field, error, (key) => i18n.exists(key)));
  };
  const fieldId = (field: PersonalField) => {
    if (field === 'salutation') return 'personal-salutation-MR';
    if (field === 'birthdate') return form.us ? BIRTH_FIELD_IDS.month : BIRTH_FIELD_IDS.day;
    return `personal-${field}`;
  };
  const summary = summaryOf(form.fields, fieldId, message);
  const countryName = new Intl.DisplayNames([i18n.language], { type: 'region' }).of(user.userCountry);

  const text = (key: TextKey, label: string, autoComplete: string, maxLength = TEXT_MAX_LENGTH) => (
    <TextField
      id={`personal-${key}`}
      label={label}
      autoComplete={autoComplete}
      maxLength={maxLength}
      value={form.data[key]}
      onChange={(event) => form.change(key, event.target.value)}
      onBlur={() => form.blurred(key)}
      error={message(key)}
    />
  );

  return (
    <form className={styles.form} onSubmit={submitHandler(form.submit)} noValidate>
      {form.attempt > 0 ? <ErrorSummary errors={summary} attempt={form.attempt} /> : null}
      <SalutationField
        value={form.data.salutation}
        error={message('salutation')}
        onChange={(value) => form.change('salutation', value)}
        onLeave={() => form.blurred('salutation')}
      />
      <div className={styles.pair}>
        {text('firstName', t('personal.fields.firstName'), 'given-name')}
        {text('surname', t('personal.fields.surname'), 'family-name')}
      </div>
      <BirthdateField
        data={form.data}
        today={form.today}
        us={form.us}
        error={message('birthdate')}
        onChange={(key, value) => form.change(key, value)}
        onLeave={() => form.blurred('birthdate')}
      />
      {text('street1', t(form.us ? 'personal.fields.street1Us' : 'personal.fields.street1'), 'address-line1')}
      {text('street2', t(form.us ? 'personal.fields.street2Us' : 'personal.fields.street2'), 'address-line2')}
      <div className={`${styles.pair} ${styles.zipCity}`}>
        {text(
          'zipCode',
          t(form.us ? 'personal.fields.zipCodeUs' : 'personal.fields.zipCode'),
          'postal-code',
          POSTAL_CODE_MAX_LENGTH,
        )}
        {text('city', t('personal.fields.city'), 'address-level2')}
      </div>
      {form.us ? (
        <SelectField
          id="personal-stateCode"
          label={t('personal.fields.state')}
          placeholder={t('personal.fields.statePlaceholder')}
          autoComplete="address-level1"
          options={usStateOptions()}
          value={form.data.stateCode === 'NONE' ? '' : form.data.stateCode}
          onChange={(event) => form.change('stateCode', event.target.value)}
          onBlur={() => form.blurred('stateCode')}
          error={message('stateCode')}
        />
      ) : null}
      <TextField
        id="personal-country"
        label={t('personal.fields.country')}
        readOnly
        value={countryName ?? user.userCountry}
        addon={
          <Link className={styles.changeLink} to={hrefs.extern('user-settings')}>
            {t('personal.changeCountry')}
          </Link>
        }
      />
      <div className={styles.continueBar}>
        <Button type="submit" fullWidth disabled={form.saving} aria-busy={form.saving || undefined}>
          {t('personal.continue')}
        </Button>
      </div>
    </form>
  );
}
