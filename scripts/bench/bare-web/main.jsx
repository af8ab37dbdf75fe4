// The web baseline: React 19 + React Router + TanStack Query + i18next hello world, the shop's stack bare.
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import i18next from 'i18next';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router';

await i18next.init({ lng: 'en', resources: { en: { translation: { hello: 'Hello {{name}}' } } } });

function Hello() {
  const { t } = useTranslation();
  const { data } = useQuery({ queryKey: ['name'], queryFn: async () => 'world' });
  return <h1>{t('hello', { name: data ?? '…' })}</h1>;
}

const router = createBrowserRouter([{ path: '/', Component: Hello }]);
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={new QueryClient()}>
        <I18nextProvider i18n={i18next}>
          <RouterProvider router={router} />
        </I18nextProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
}
