// The express screen (issue 8, route /express): the quick deposit's second tap. Amount, favourite method,
// price table, acceptance where needed and one pay button; then processing and /end like every purchase.
import type { UserData } from '@shop/contracts/user';
import { localeForCountry } from '@shop/domain/locale';
import { formatMoney } from '@shop/domain/money';
import { useTranslation } from 'react-i18next';
import { ErrorSummary } from '../../../components/ui/error-summary';
import { PageHeading } from '../../../components/ui/page-heading';
import { paths } from '../../../config/paths';
import { useExpressMethod } from '../hooks/use-express-method';
import { type ExpressTarget, useExpressScreen, useExpressTarget } from '../hooks/use-express-screen';
import { usePayForm } from '../hooks/use-pay-form';
import { usePriceTable } from '../hooks/use-price-table';
import { AcceptanceBoxes } from './acceptance-boxes';
import { PayBar } from './pay-bar';
import { PaymentMethodSection } from './payment-method-section';
import { PriceTable } from './price-table';
import { RepeatPurchaseDialog } from './repeat-purchase-dialog';
import { reviewScreen } from './review-gate';
import styles from './review-screen.module.css';

export const ExpressScreen = reviewScreen('express.title', useExpressTarget, ExpressForm);

function ExpressForm({ user, target }: { user: UserData; target: ExpressTarget }) {
  const { t } = useTranslation();
  const screen = useExpressScreen(user, target);
  const method = useExpressMethod(target.provider);
  const prices = usePriceTable(user, target.purchasable, target.provider.code);
  const { summary, focusRequest, onSubmit } = usePayForm(screen.acceptance, screen.submit);
  const amount = formatMoney(
    target.purchasable.price,
    target.purchasable.currency,
    localeForCountry(user.userCountry, user.lang),
  );

  return (
    <form className={styles.screen} onSubmit={onSubmit} noValidate data-testid="express-screen">
      <PageHeading>{t('express.title')}</PageHeading>
      <ErrorSummary errors={summary} attempt={focusRequest} />
      <p className={styles.note}>{t('express.intro')}</p>
      <PaymentMethodSection method={method} editHref={paths.amount} changeLabel={t('express.changeLabel')} />
      <PriceTable caption={prices.caption} rows={prices.rows} price={prices.price} feeHints={prices.feeHints} />
      <AcceptanceBoxes
        acceptance={screen.acceptance}
        country={user.userCountry}
        monthlyPrice={prices.price.value}
        account={t('review.method.savedAccount')}
      />
      <PayBar wording={{ key: 'deposit' }} status={screen.status} label={t('express.pay', { amount })} />
      <RepeatPurchaseDialog repeat={screen.repeat} />
    </form>
  );
}
