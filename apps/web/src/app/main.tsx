// Entry point: starts the router (and with it the initial load), picks the language, then renders.
import '../styles/tokens.css';
import '../styles/global.css';
import i18next from 'i18next';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { initI18n } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';
import { AppProviders } from './providers';
import { createAppRouter } from './router';
import { startLanguage } from './start-language';

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);
await initI18n(await startLanguage(queryClient, window.location.search), i18next);

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <AppProviders queryClient={queryClient} i18n={i18next}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
