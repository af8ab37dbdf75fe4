// The seasonal offer banner's state (SPEC §2 Header banner): theme, title and countdown, and a
// screen-reader announcement that changes at most once a minute (DESIGN.md).
import { bannerTheme, countdownTo, formatCountdownUnit, isAdvertisementRunning } from '@shop/domain/countdown';
import { normalizeLanguage } from '@shop/domain/language';
import { localeForCountry } from '@shop/domain/locale';
import { formatMoney } from '@shop/domain/money-format';
import { showsHeaderBanner } from '@shop/domain/navigation';
import { offerTextKey, smallestBonusPackagePrice } from '@shop/domain/offer';
import { useIsFetching } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useNow } from '../../hooks/use-now';
import { initialLoadQueryKey } from '../../lib/session/initial-load';
import { useLoadedShop } from '../../lib/session/shop';
import { useKnownUser } from '../../lib/session/user-data';
import { useShopSelection } from '../../lib/shop-selection';
import { canTakeSubscription, showsSaverPackageHeader } from '../../lib/subscription-mode';

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;

export type OfferBannerState = {
  theme: ReturnType<typeof bannerTheme>;
  title: string;
  /** Ticks every second while under two days. */
  countdownText: string;
  /** Whole days, or hours and minutes: changes at most once a minute. */
  announcementText: string;
};

/**
 * SPEC §2 Header banner: a subscription purchase shows the plain saver-package header instead of the offer
 * (never for a player who may not take one: they are on their way back to /).
 */
export function useSaverPackageHeader(): boolean {
  const { pathname } = useLocation();
  const { type } = useShopSelection();
  const user = useKnownUser();
  if (user !== undefined && !canTakeSubscription(user)) return false;
  return showsSaverPackageHeader(pathname, type);
}

/** True while the initial load runs on a view that shows the banner: its place is kept free meanwhile. */
export function useOfferBannerPending(): boolean {
  const { pathname } = useLocation();
  const loading = useIsFetching({ queryKey: initialLoadQueryKey }) > 0;
  return loading && showsHeaderBanner(pathname);
}

export function useOfferBanner(): OfferBannerState | null {
  const { t, i18n } = useTranslation();
  const shop = useLoadedShop();
  const user = useKnownUser();
  const { pathname } = useLocation();
  const advertisement = shop?.bonusAdvertisement ?? null;
  const visible = advertisement !== null && showsHeaderBanner(pathname);
  const now = useNow(SECOND_MS, visible);
  if (!visible || !isAdvertisementRunning(advertisement, now)) return null;
  const endMs = Date.parse(advertisement.endDate);
  const countdown = countdownTo(endMs, now);
  if (countdown.kind === 'ended') return null;

  // Issue 10 item 9: the offer's own text, naming the smallest package that really gets a bonus; with
  // none, the banner would promise what no package gives, so it stays away.
  const fromPrice = smallestBonusPackagePrice(shop?.purchasables ?? []);
  if (fromPrice === null) return null;
  const theme = bannerTheme(advertisement.style);
  const amount = formatMoney(fromPrice, shop?.currency ?? 'EUR', localeForCountry(user?.userCountry ?? '', user?.lang));
  const title = t(`banner.offers.${offerTextKey(advertisement)}`, { percentage: advertisement.percentage, amount });
  const language = normalizeLanguage(i18n.language) ?? 'en';
  if (countdown.kind === 'days') {
    const days = t('banner.countdown.days', { days: formatCountdownUnit(countdown.days, 'day', language) });
    return { theme, title, countdownText: days, announcementText: days };
  }
  // Rounded up to the minute, so the announcement never claims less time than is left.
  const minutesLeft = Math.ceil((endMs - now) / MINUTE_MS);
  return {
    theme,
    title,
    countdownText: t('banner.countdown.clock', { time: countdown.text }),
    announcementText: t('banner.countdown.announce', {
      hours: formatCountdownUnit(Math.floor(minutesLeft / 60), 'hour', language),
      minutes: formatCountdownUnit(minutesLeft % 60, 'minute', language),
    }),
  };
}
