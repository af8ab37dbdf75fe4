// Route "/error/:code?": the error page of SPEC §8.

import { useParams, useSearchParams } from 'react-router';
import { ErrorPage } from '../../features/error-page/components/error-page';
import { errorCodeOf, isDepositLimitRefusal } from '../../features/error-page/hooks/use-error-page';
import { usePageTitle } from '../../hooks/use-page-title';
import type { TextsModule } from '../../lib/i18n';

/** The texts this page shows beside the first screen's: its locale files (src/locales/<language>/). */
export const texts = import.meta.glob<TextsModule>('../../locales/*/errors.json');

export function Component() {
  const { code } = useParams();
  usePageTitle(isDepositLimitRefusal(errorCodeOf(code)) ? 'depositLimit' : 'error');
  const [search] = useSearchParams();
  // depositLimitReached_New names a limit and a date; whoever sends the player here passes them.
  const values = { amount: search.get('amount') ?? '', date: search.get('date') ?? '' };
  return <ErrorPage code={errorCodeOf(code)} values={values} />;
}
