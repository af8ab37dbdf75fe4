// Deposit, bonus, total and the price (monthly for the saver package), then the fee hints.
import { useTranslation } from 'react-i18next';
import type { PriceRow } from '../hooks/use-price-table';
import styles from './review-screen.module.css';
import { ReviewSection } from './review-section';

type PriceTableProps = {
  caption: string;
  rows: readonly PriceRow[];
  price: { label: string; value: string };
  termNote?: string | null;
  feeHints: readonly string[];
};

export function PriceTable({ caption, rows, price, termNote = null, feeHints }: PriceTableProps) {
  const { t } = useTranslation();
  return (
    <ReviewSection title={t('review.price.title')}>
      <table className={styles.amountTable}>
        <caption className={styles.caption}>{caption}</caption>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} data-row={row.id}>
              <th scope="row">{row.label}</th>
              <td>{row.value}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{price.label}</th>
            <td>{price.value}</td>
          </tr>
        </tfoot>
      </table>
      {termNote === null ? null : (
        <p className={styles.termNote} data-testid="subscription-term-note">
          {termNote}
        </p>
      )}
      {feeHints.length > 0 ? (
        <ul className={styles.feeHints}>
          {feeHints.map((hint) => (
            <li key={hint}>{hint}</li>
          ))}
        </ul>
      ) : null}
    </ReviewSection>
  );
}
