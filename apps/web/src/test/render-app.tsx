// Renders the whole app (real routes, providers and i18n) in a memory router at a path.
import type { Language } from '@shop/domain/language';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers';
import { createRoutes } from '../app/router';
import { browserLocation } from '../lib/browser-location';
import { changeLanguage, initI18n, loadAllTexts } from '../lib/i18n';
import type { GuardEnvironment } from '../lib/navigation-guard';
import { createQueryClient } from '../lib/query-client';
import { translator } from '../lib/translator';

export async function setTestLanguage(language: Language = 'en'): Promise<void> {
  if (translator.isInitialized) await changeLanguage(language, translator);
  else await initI18n(language, translator);
  // Screen tests render any screen directly, not only after its route loaded the rest of the texts.
  await loadAllTexts(translator);
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
    <AppProviders queryClient={queryClient} translator={translator}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}
