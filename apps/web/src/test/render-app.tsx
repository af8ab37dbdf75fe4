// Renders the whole app (real routes, providers and i18n) in a memory router at a path.
import type { Language } from '@shop/domain/language';
import { act, render } from '@testing-library/react';
import i18next from 'i18next';
import { useEffect } from 'react';
import {
  type Location,
  MemoryRouter,
  type NavigateFunction,
  type NavigationType,
  useLocation,
  useNavigate,
  useNavigationType,
} from 'react-router';
import { AppProviders } from '../app/providers';
import { createAppRoutes } from '../app/router';
import { browserLocation } from '../lib/browser-location';
import { changeLanguage, initI18n, loadTextPart, type TextsModule } from '../lib/i18n';
import type { GuardEnvironment } from '../lib/navigation-guard';
import { createQueryClient } from '../lib/query-client';

/** Every text of each language (all its locale files), as one part. */
const wholeTexts = import.meta.glob<TextsModule>('../locales/*/*.json');

export async function setTestLanguage(language: Language = 'en'): Promise<void> {
  if (i18next.isInitialized) await changeLanguage(language, i18next);
  else await initI18n(language, i18next);
  // Screen tests render any screen directly, not only after its route loaded its part of the texts.
  await loadTextPart(wholeTexts, i18next);
}

type RenderOptions = { language?: Language; guard?: Partial<GuardEnvironment> };

/** What a test drives the router with: where it is, and navigating as the app does. */
export type TestRouter = {
  state: TestRouterState;
  navigate: (to: string) => Promise<void>;
  /** Called with each location the app shows from now on. */
  subscribe: (listener: (state: TestRouterState) => void) => void;
};
type TestRouterState = { location: Location; historyAction: NavigationType };

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
  const { Routes, viewsReady } = createAppRoutes(queryClient, { guardEnvironment });
  // As main.tsx does: the first view renders once its code and texts are there, not after a Suspense fallback and
  // React's 300 ms reveal throttle (a test waited those 300 ms on every render, most of the web suite's time).
  await viewsReady(new URL(path, 'http://localhost').pathname);
  let navigateTo: NavigateFunction | undefined;
  const listeners: ((state: TestRouterState) => void)[] = [];
  const router: TestRouter = {
    state: {
      location: { pathname: path, search: '', hash: '', state: null, key: 'default' },
      historyAction: 'POP' as NavigationType,
    },
    navigate: async (to) => {
      await act(async () => {
        await navigateTo?.(to);
      });
    },
    subscribe: (listener) => {
      listeners.push(listener);
    },
  };
  function Probe() {
    navigateTo = useNavigate();
    const location = useLocation();
    const historyAction = useNavigationType();
    router.state = { location, historyAction };
    useEffect(() => {
      for (const listener of listeners) listener({ location, historyAction });
    }, [location, historyAction]);
    return null;
  }
  const view = render(
    <AppProviders queryClient={queryClient} i18n={i18next}>
      <MemoryRouter initialEntries={[path]}>
        <Routes />
        <Probe />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}
