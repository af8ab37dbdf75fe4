// The document title of a route (WCAG 2.4.2): "<Page> – <Shop name>" in the player's language, with
// the translated "Error: " prefix while a failed submit's error summary is shown.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormErrorsShown } from '../lib/form-errors-shown';
import type { Texts } from '../lib/texts';

export type TitledPage = keyof Texts['pageTitle']['pages'];

export function usePageTitle(page: TitledPage): void {
  const { t } = useTranslation();
  const failed = useFormErrorsShown();
  useEffect(() => {
    const title = t('pageTitle.format', { page: t(`pageTitle.pages.${page}`), shop: t('shell.shopName') });
    document.title = failed ? t('pageTitle.error', { title }) : title;
  }, [t, page, failed]);
}
