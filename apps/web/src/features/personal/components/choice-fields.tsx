// The personal form's group fields: salutation (radios) and birth date (three selects), each a fieldset
// with a legend and one error for the group; the group is checked when focus leaves it.
import type { PersonalData } from '@shop/domain/personal';
import { birthYearOptions, dayOptions, monthOptions } from '@shop/domain/personal';
import fieldStyles from '@shop/ui/components/field.module.css';
import type { FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from '../../../components/ui/field-error';
import { SelectField } from '../../../components/ui/select-field';
import styles from './personal-screen.module.css';

/** Calls `onLeave` when focus moves out of the group, not between its controls. */
function leaving(onLeave: () => void) {
  return (event: FocusEvent<HTMLFieldSetElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) onLeave();
  };
}

type SalutationProps = {
  value: PersonalData['salutation'];
  error: string | null;
  onChange: (value: 'MR' | 'MS') => void;
  onLeave: () => void;
};

export function SalutationField({ value, error, onChange, onLeave }: SalutationProps) {
  const { t } = useTranslation();
  return (
    <fieldset
      className={fieldStyles.fieldset}
      onBlur={leaving(onLeave)}
      aria-describedby={error === null ? undefined : 'personal-salutation-error'}
    >
      <legend className={fieldStyles.legend}>{t('personal.salutation.legend')}</legend>
      <div className={styles.choices}>
        {(['MR', 'MS'] as const).map((option) => (
          <label key={option} className={styles.choice}>
            <input
              id={`personal-salutation-${option}`}
              type="radio"
              name="salutation"
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
            />
            {t(`personal.salutation.${option}`)}
          </label>
        ))}
      </div>
      {error === null ? null : <FieldError id="personal-salutation-error">{error}</FieldError>}
    </fieldset>
  );
}

type BirthdateProps = {
  data: Pick<PersonalData, 'birthDay' | 'birthMonth' | 'birthYear'>;
  today: Date;
  /** US order is month/day/year (SPEC §3 date format). */
  us: boolean;
  error: string | null;
  onChange: (key: 'birthDay' | 'birthMonth' | 'birthYear', value: number | null) => void;
  onLeave: () => void;
};

export const BIRTH_FIELD_IDS = {
  day: 'personal-birth-day',
  month: 'personal-birth-month',
  year: 'personal-birth-year',
};

export function BirthdateField({ data, today, us, error, onChange, onLeave }: BirthdateProps) {
  const { t, i18n } = useTranslation();
  const monthName = new Intl.DateTimeFormat(i18n.language, { month: 'long', timeZone: 'UTC' });
  const errorId = error === null ? undefined : 'personal-birthdate-error';
  const number = (value: string) => (value === '' ? null : Number(value));
  const select = (part: 'day' | 'month' | 'year') => {
    const key = part === 'day' ? 'birthDay' : part === 'month' ? 'birthMonth' : 'birthYear';
    const options =
      part === 'day'
        ? dayOptions().map((day) => ({ value: String(day), label: String(day) }))
        : part === 'month'
          ? monthOptions().map((month) => ({
              value: String(month),
              label: monthName.format(new Date(Date.UTC(2000, month - 1, 1))),
            }))
          : birthYearOptions(today).map((year) => ({ value: String(year), label: String(year) }));
    return (
      <SelectField
        key={part}
        id={BIRTH_FIELD_IDS[part]}
        label={t(`personal.fields.${part}`)}
        labelClassName={fieldStyles.subLabel}
        placeholder={t(`personal.fields.${part}`)}
        autoComplete={part === 'day' ? 'bday-day' : part === 'month' ? 'bday-month' : 'bday-year'}
        options={options}
        value={data[key] === null ? '' : String(data[key])}
        onChange={(event) => onChange(key, number(event.target.value))}
        aria-invalid={error === null ? undefined : true}
        describedBy={errorId}
      />
    );
  };
  const order = us ? (['month', 'day', 'year'] as const) : (['day', 'month', 'year'] as const);
  return (
    <fieldset className={fieldStyles.fieldset} onBlur={leaving(onLeave)}>
      <legend className={fieldStyles.legend}>{t('personal.fields.birthdate')}</legend>
      <div className={us ? `${styles.birthRow} ${styles.birthRowUs}` : styles.birthRow}>{order.map(select)}</div>
      {error === null ? null : <FieldError id={errorId}>{error}</FieldError>}
    </fieldset>
  );
}
