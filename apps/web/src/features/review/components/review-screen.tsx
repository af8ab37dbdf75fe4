// The review step (SPEC §2 /review): payment method, personal details (practice players), prices and
// fees, the acceptance boxes and the pay button.
import type { UserData } from '@shop/contracts/user';
import { maskIban } from '@shop/domain/bank-format';
import { useTranslation } from 'react-i18next';
import { ErrorSummary } from '../../../components/ui/error-summary';
import { PageHeading } from '../../../components/ui/page-heading';
import { useMethodView } from '../hooks/use-method-view';
import { usePayForm } from '../hooks/use-pay-form';
import { usePriceTable } from '../hooks/use-price-table';
import { type ReviewTarget, useReviewScreen, useReviewTarget } from '../hooks/use-review-screen';
import { AcceptanceBoxes } from './acceptance-boxes';
import { ExpressOptInBox } from './express-opt-in';
import { PayBar } from './pay-bar';
import { PaymentMethodSection } from './payment-method-section';
import { PersonalSection } from './personal-section';
import { PriceTable } from './price-table';
import { RepeatPurchaseDialog } from './repeat-purchase-dialog';
import { reviewScreen } from './review-gate';
import styles from './review-screen.module.css';

export const ReviewScreen = reviewScreen('review.title', useReviewTarget, ReviewForm);

function ReviewForm({ user, target }: { user: UserData; target: ReviewTarget }) {
  const { t } = useTranslation();
  const screen = useReviewScreen(user, target);
  const method = useMethodView(target.provider, target.draft);
  const prices = usePriceTable(user, target.purchasable, target.provider.code);
  const elvIban = target.draft.elv?.iban ?? '';
  const { summary, focusRequest, onSubmit } = usePayForm(screen.acceptance, screen.submit);

  // One form around everything, so the pay button stays in reach (sticky) on phones while reading.
  return (
    <form className={styles.screen} onSubmit={onSubmit} noValidate>
      <PageHeading>{t('review.title')}</PageHeading>
      <ErrorSummary errors={summary} attempt={focusRequest} />
      <PaymentMethodSection method={method} editHref={screen.providerRoute} />
      {screen.practice ? <PersonalSection country={user.userCountry} /> : null}
      <PriceTable
        caption={prices.caption}
        rows={prices.rows}
        price={prices.price}
        termNote={prices.termNote}
        feeHints={prices.feeHints}
      />
      <AcceptanceBoxes
        acceptance={screen.acceptance}
        country={user.userCountry}
        monthlyPrice={prices.price.value}
        account={elvIban === '' ? t('review.method.savedAccount') : maskIban(elvIban)}
      />
      <ExpressOptInBox optIn={screen.expressOptIn} />
      <PayBar wording={screen.wording} status={screen.status} />
      <RepeatPurchaseDialog repeat={screen.repeat} />
    </form>
  );
}
