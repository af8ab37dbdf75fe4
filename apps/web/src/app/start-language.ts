// The first language, before anything renders: ?lang= or the stored preference decide at once;
// otherwise the user's locale (from the userData call the initial load needs anyway), and only
// if that is slow or fails, the browser's languages. This avoids a visible language switch.
import type { Language } from '@shop/domain/language';
import type { QueryClient } from '@tanstack/react-query';
import { hasExplicitLanguage, rememberQueryLanguage, resolveStartLanguage } from '../lib/i18n';
import { userDataQueryOptions } from '../lib/session/user-data';

const USER_LOCALE_WAIT_MS = 1500;

export async function startLanguage(queryClient: QueryClient, search: string): Promise<Language> {
  rememberQueryLanguage(search);
  if (hasExplicitLanguage(search)) return resolveStartLanguage(search, null);
  const user = await Promise.race([
    queryClient.fetchQuery(userDataQueryOptions()).then(
      (data) => ({ lang: data.lang, userLocale: data.userLocale }),
      () => null,
    ),
    new Promise<null>((resolve) => setTimeout(() => resolve(null), USER_LOCALE_WAIT_MS)),
  ]);
  return resolveStartLanguage(search, user);
}
