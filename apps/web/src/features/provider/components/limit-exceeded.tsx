// limitExceed (SPEC §2, §4, §8): the package costs more than the provider accepts. Direct debit offers a
// limit increase: the form by e-mail or as a PDF, or a lower amount; a pending form shows a notice. A limit
// that cannot be right (zero or less) shows the "limit bad" text with its reference 83.
import { limitIncreasePaths } from '@shop/contracts/limit-increase-paths';
import type { Provider, ShopPurchasable } from '@shop/contracts/shop';
import { formatMoney } from '@shop/domain/money';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { offersLimitIncrease, useLimitIncreaseRequest, usePendingApproval } from '../api/limit-increase';
import { ProviderContinue } from './provider-continue';
import styles from './provider-screen.module.css';

type LimitExceededProps = { provider: Provider; purchasable: ShopPurchasable | null; locale: string };

function LimitIncrease({ provider, limitText }: { provider: Provider; limitText: string }) {
  const { t } = useTranslation();
  const pending = usePendingApproval(provider.code, true);
  const request = useLimitIncreaseRequest(provider.code);
  return (
    <div className={styles.notice}>
      <p>{t('provider.limit.newRequest', { limit: limitText })}</p>
      {pending.data === true ? <p className={styles.text}>{t('provider.limit.pending')}</p> : null}
      {request.data === undefined ? null : (
        <p className={styles.success} role="status">
          {t('provider.limit.mailSent', { recipient: request.data })}
        </p>
      )}
      <ul className={styles.options}>
        {pending.data === true || request.data !== undefined ? null : (
          <li>
            <Button variant="secondary" fullWidth disabled={request.isPending} onClick={() => request.mutate()}>
              {request.isPending ? t('provider.limit.requesting') : t('provider.limit.requestMail')}
            </Button>
          </li>
        )}
        <li>
          <a href={limitIncreasePaths.formPdf(provider.code)} download>
            {t('provider.limit.downloadPdf')}
          </a>
        </li>
        <li>
          <Link to={paths.amount}>{t('provider.limit.lowerAmount')}</Link>
        </li>
      </ul>
    </div>
  );
}

/** SPEC §8 "limit bad": a limit of zero or less is no limit a player can pay within; support knows it as 83. */
export const LIMIT_BAD_REFERENCE = '83';

function LimitBad() {
  const { t } = useTranslation();
  return (
    <div className={styles.notice}>
      <p>{t('provider.limit.bad')}</p>
      <p className={styles.text}>{t('errors.reference', { code: LIMIT_BAD_REFERENCE })}</p>
    </div>
  );
}

export function LimitExceeded({ provider, purchasable, locale }: LimitExceededProps) {
  const { t } = useTranslation();
  const currency = purchasable?.currency ?? '';
  const limitText = formatMoney(provider.limit ?? 0, currency, locale);
  const limitBad = provider.limit !== null && provider.limit <= 0;
  return (
    <div className={styles.form}>
      {limitBad ? (
        <LimitBad />
      ) : offersLimitIncrease(provider.code) ? (
        <LimitIncrease provider={provider} limitText={limitText} />
      ) : (
        <div className={styles.notice}>
          <p>
            {t('provider.limit.generic', {
              amount: formatMoney(purchasable?.price ?? 0, currency, locale),
              limit: limitText,
              provider: t(`provider.names.${provider.code}`),
            })}
          </p>
          <p>
            <Link to={paths.amount}>{t('provider.limit.lowerAmount')}</Link>
          </p>
        </div>
      )}
      <ProviderContinue disabled reason={t('provider.continueHint')} />
    </div>
  );
}
