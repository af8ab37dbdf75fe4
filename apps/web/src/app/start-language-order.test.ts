// Issue 24 point 7: a German player (lang de) with an English browser got the whole shop in English when the user
// data answered at about 1.45–1.49 s: the start's wait ran out, i18next began to start in the browser's language,
// and the initial load's change to the user's language ran before that start had ended, which then won. However
// late the user data answers (1.0–2.5 s, every 50 ms), the start and the change come in one order: the player's
// language is the one the shop ends in.
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyUserLanguage, initI18n } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';
import { userDataQueryOptions } from '../lib/session/user-data';
import { json, shopRoutes, stubFetch } from '../test/fetch-stub';
import { userFixture } from '../test/fixtures';
import { startLanguage } from './start-language';

const DELAYS_MS = Array.from({ length: 31 }, (_, step) => 1000 + step * 50);

afterEach(() => {
  vi.useRealTimers();
});

describe('the start language and the user’s language, however late the user data answers', () => {
  it.each(DELAYS_MS)(
    'a German player with an English browser ends in German when user data takes %i ms',
    async (delayMs) => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      const german = userFixture({ userLocale: 'de-DE', lang: 'de', userCountry: 'DE' });
      stubFetch(
        shopRoutes({
          'GET /gd/rest/me/userData': () =>
            new Promise<Response>((resolve) => setTimeout(() => resolve(json(german)), delayMs)),
        }),
      );
      const queryClient = createQueryClient();
      const instance = i18next.createInstance();
      // As main.tsx and the initial-load chain do, side by side: the start (wait, then init) and the user's language.
      const start = startLanguage(queryClient, '').then((language) => initI18n(language, instance));
      const userLanguage = queryClient
        .fetchQuery(userDataQueryOptions())
        .then((user) => applyUserLanguage(user, '', instance));
      await vi.advanceTimersByTimeAsync(3000);
      vi.useRealTimers();
      await Promise.all([start, userLanguage]);
      expect(instance.language).toBe('de');
      expect(instance.t('amount.title')).toBe('Betrag wählen');
    },
  );
});
