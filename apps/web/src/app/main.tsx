// Entry point: starts the router (and with it the initial load), picks the language, then renders.
import '../styles/tokens.css';
import '../styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { initI18n } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';
import { translator } from '../lib/translator';
import { AppProviders } from './providers';
import { createAppRouter } from './router';
import { startLanguage } from './start-language';

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);
await initI18n(await startLanguage(queryClient, window.location.search), translator);

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <AppProviders queryClient={queryClient} translator={translator}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
