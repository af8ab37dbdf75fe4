// The payment methods as one radio group, grouped by kind (DESIGN.md provider list); unusable ones are
// greyed with the reason. The selected method's panel opens right under its tile.
import type { ProviderCode } from '@shop/contracts/shop';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PROVIDER_CATALOGUE, PROVIDER_GROUPS } from '../provider-catalogue';
import type { ProviderOption } from '../provider-entry';
import { ProviderMark } from './provider-mark';
import styles from './provider-screen.module.css';

type ProviderListProps = {
  options: readonly ProviderOption[];
  selected: ProviderCode | null;
  onChoose: (code: ProviderCode) => void;
  panel: ReactNode;
};

function ProviderTile({
  option,
  name,
  checked,
  onChoose,
}: {
  option: ProviderOption;
  name: string;
  checked: boolean;
  onChoose: (code: ProviderCode) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const unusable = option.reason !== null;
  // Arrow keys check the next method: the previous one's panel, above, collapses in the same render
  // and would carry the focused tile out of view.
  useEffect(() => {
    const element = input.current;
    if (!checked || element === null || document.activeElement !== element) return;
    element.closest('label')?.scrollIntoView?.({ block: 'nearest' });
  }, [checked]);
  return (
    <label className={styles.tile} data-selected={checked} data-unusable={unusable}>
      <input
        ref={input}
        className={styles.radio}
        type="radio"
        name={name}
        value={option.code}
        checked={checked}
        disabled={unusable}
        onChange={() => onChoose(option.code)}
        aria-labelledby={`${id}-name`}
        aria-describedby={unusable ? `${id}-reason` : undefined}
      />
      <ProviderMark kind={PROVIDER_CATALOGUE[option.code].mark} />
      <span className={styles.tileText}>
        <span id={`${id}-name`} className={styles.name}>
          {t(`provider.names.${option.code}`)}
        </span>
        {unusable ? (
          <span id={`${id}-reason`} className={styles.reason}>
            {t(option.reason === 'subscription' ? 'provider.unusableSubscription' : 'provider.unusable')}
          </span>
        ) : null}
      </span>
    </label>
  );
}

export function ProviderList({ options, selected, onChoose, panel }: ProviderListProps) {
  const { t } = useTranslation();
  const name = useId();
  const groups = PROVIDER_GROUPS.map((group) => ({
    group,
    members: options.filter((option) => PROVIDER_CATALOGUE[option.code].group === group),
  })).filter(({ members }) => members.length > 0);

  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('provider.legend')}</legend>
      {groups.map(({ group, members }) => (
        <fieldset key={group} className={styles.group}>
          <legend className={styles.groupLegend}>{t(`provider.groups.${group}`)}</legend>
          {members.map((option) => (
            <div key={option.code} className={styles.option}>
              <ProviderTile option={option} name={name} checked={option.code === selected} onChoose={onChoose} />
              {option.code === selected ? panel : null}
            </div>
          ))}
        </fieldset>
      ))}
    </fieldset>
  );
}
