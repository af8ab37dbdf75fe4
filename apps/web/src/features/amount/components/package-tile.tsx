// One package as a selectable tile: a visually hidden native radio inside its label (DESIGN.md).

import utilities from '@shop/ui/components/utilities.module.css';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PackageView } from '../hooks/use-package-views';
import styles from './package-tile.module.css';

type PackageTileProps = {
  view: PackageView;
  name: string;
  selected: boolean;
  asterisk: boolean;
  onSelect: (id: number) => void;
  /** The id of the deposit-limit notice that explains unavailable tiles, if shown. */
  limitNoticeId?: string | undefined;
};

export function PackageTile({ view, name, selected, asterisk, onSelect, limitNoticeId }: PackageTileProps) {
  const { t } = useTranslation();
  const id = useId();
  const labelledBy = [
    `${id}-amount`,
    view.priceText === null ? null : `${id}-price`,
    view.bonusText === null ? null : `${id}-bonus`,
    view.totalText === null ? null : `${id}-total`,
  ]
    .filter((part) => part !== null)
    .join(' ');
  // Not available (above the deposit limit): its reason here, the limit's notice above the tiles.
  const describedBy = view.unavailable ? [`${id}-reason`, limitNoticeId].filter(Boolean).join(' ') : undefined;
  return (
    <label
      className={styles.tile}
      data-selected={selected}
      data-unavailable={view.unavailable}
      data-testid="package-tile"
      data-price={view.price}
    >
      <input
        className={utilities.visuallyHidden}
        type="radio"
        name={name}
        value={view.id}
        checked={selected}
        disabled={view.unavailable}
        onChange={() => onSelect(view.id)}
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
      />
      {/* Only the selected tile has a mark: a transparent one would show in forced colours (High Contrast). */}
      <span className={styles.check} aria-hidden="true">
        {selected ? (
          <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
            <path d="M3.5 8.5l3 3 6-7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
        ) : null}
      </span>
      <span className={styles.main}>
        <span className={styles.headline}>
          <span id={`${id}-amount`} className={styles.amount}>
            {view.amountText}
          </span>
          {view.bonusText === null ? null : (
            <span className={styles.badge}>
              <span id={`${id}-bonus`}>{t('amount.package.bonus', { amount: view.bonusText })}</span>
              {asterisk ? <span aria-hidden="true">*</span> : null}
            </span>
          )}
        </span>
        {view.priceText === null ? null : (
          <span id={`${id}-price`} className={styles.detail}>
            {t('amount.package.price', { price: view.priceText })}
          </span>
        )}
        {view.totalText === null ? null : (
          <span id={`${id}-total`} className={styles.detail}>
            {t(view.monthly ? 'amount.package.monthlyTotal' : 'amount.package.total', { amount: view.totalText })}
          </span>
        )}
        {view.unavailable ? (
          <span id={`${id}-reason`} className={styles.reason}>
            {t('amount.package.unavailable')}
          </span>
        ) : null}
      </span>
    </label>
  );
}
