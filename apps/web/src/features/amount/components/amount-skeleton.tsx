// The loader: the screen's frame with placeholder tiles, so little moves when the data arrives.

import utilities from '@shop/ui/components/utilities.module.css';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/ui/page-heading';
import type { SelectionType } from '../../../lib/shop-selection';
import styles from './amount-screen.module.css';
import { ContinueBar } from './continue-bar';

const PLACEHOLDER_TILES = [0, 1, 2, 3, 4];
// The seeded saver packages: 10, 20 and 30 a month.
const SUBSCRIPTION_PLACEHOLDER_TILES = [0, 1, 2];

/** `tabs`: keep room for the normal/saver switch (money players usually have one). */
export function AmountSkeleton({ tabs, mode = 'NORMAL' }: { tabs: boolean; mode?: SelectionType }) {
  const { t } = useTranslation();
  const subscription = mode === 'SUBSCRIPTION';
  const tiles = subscription ? SUBSCRIPTION_PLACEHOLDER_TILES : PLACEHOLDER_TILES;
  return (
    <div className={styles.screen} aria-busy="true">
      <PageHeading>{t(subscription ? 'subscription.title' : 'amount.title')}</PageHeading>
      {tabs ? <div className={styles.placeholderTabs} aria-hidden="true" /> : null}
      <p className={utilities.visuallyHidden} role="status">
        {t(subscription ? 'subscription.loading' : 'amount.loading')}
      </p>
      <div className={styles.form}>
        <div className={styles.fieldset}>
          <span className={`${styles.legend} ${styles.placeholderText}`} aria-hidden="true" />
          <div className={styles.tiles}>
            {tiles.map((tile) => (
              <div key={tile} className={styles.placeholderTile} aria-hidden="true" />
            ))}
          </div>
        </div>
        <ContinueBar disabled showReason={false} />
      </div>
    </div>
  );
}
