// Renders the whole app (real routes, providers and i18n) in a memory router at a path.
import type { Language } from '@shop/domain/language';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers';
import { createRoutes } from '../app/router';
import { browserLocation } from '../lib/browser-location';
import { changeLanguage, initI18n, loadAllTexts } from '../lib/i18n';
import type { GuardEnvironment } from '../lib/navigation-guard';
import { createQueryClient } from '../lib/query-client';

export async function setTestLanguage(language: Language = 'en'): Promise<void> {
  if (i18next.isInitialized) await changeLanguage(language, i18next);
  else await initI18n(language, i18next);
  // Screen tests render any screen directly, not only after its route loaded the rest of the texts.
  await loadAllTexts(i18next);
}

type RenderOptions = { language?: Language; guard?: Partial<GuardEnvironment> };

export async function renderApp(path: string, options: RenderOptions = {}) {
  await setTestLanguage(options.language ?? 'en');
  const queryClient = createQueryClient();
  const guardEnvironment: GuardEnvironment = {
    online: () => true,
    referrer: () => '',
    origin: () => 'http://localhost:3000',
    leave: (url) => browserLocation.assign(url),
    ...options.guard,
  };
  const router = createMemoryRouter(createRoutes(queryClient, { guardEnvironment }), { initialEntries: [path] });
  const view = render(
    <AppProviders queryClient={queryClient} i18n={i18next}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}
