// Entry point: runs the first page's guard and starts its code and data, picks the language (and loads its
// texts), then renders.
import '@shop/ui/styles/tokens.css';
import '@shop/ui/styles/global.css';
import i18next from 'i18next';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { initI18n } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';
import { AppProviders } from './providers';
import { createAppRoutes } from './router';
import { startLanguage } from './start-language';

const queryClient = createQueryClient();
const { Routes, prepare, preloadTexts, viewsReady } = createAppRoutes(queryClient);
// The key <BrowserRouter> gives the first location: the one in the history entry, or 'default'.
const historyKey: unknown = window.history.state?.key;
const { pathname } = window.location;
const firstPath = prepare({ pathname, key: typeof historyKey === 'string' ? historyKey : 'default' }) ?? pathname;

/**
 * The language, its texts, then the first render. Not awaited at the module's top level: this module is part of
 * the shared `app` chunk, which every route's chunk imports, and a module with a top-level await would keep every
 * one of them from running until the language and the first screen's texts are there — the route's head then
 * started its data and its texts only after those, not beside them (issue 11, LCP).
 */
async function start(): Promise<void> {
  const language = await startLanguage(queryClient, window.location.search);
  preloadTexts(firstPath, language);
  // The first view's code and texts, loading since `prepare`: rendered at once, without a fallback (router.tsx).
  await Promise.all([initI18n(language, i18next), viewsReady(firstPath)]);

  const root = document.getElementById('root');
  if (root === null) throw new Error('index.html has no #root');
  createRoot(root).render(
    <StrictMode>
      <AppProviders queryClient={queryClient} i18n={i18next}>
        <BrowserRouter>
          <Routes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
}

void start();
