// The web baseline: React 19 + React Router + TanStack Query + i18next hello world, the shop's stack bare. React
// Router in declarative mode (<BrowserRouter>), as the shop uses it (issue 27: data mode weighs 16 KB more).
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import i18next from 'i18next';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { BrowserRouter, Route, Routes } from 'react-router';

await i18next.init({ lng: 'en', resources: { en: { translation: { hello: 'Hello {{name}}' } } } });

function Hello() {
  const { t } = useTranslation();
  const { data } = useQuery({ queryKey: ['name'], queryFn: async () => 'world' });
  return <h1>{t('hello', { name: data ?? '…' })}</h1>;
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={new QueryClient()}>
        <I18nextProvider i18n={i18next}>
          <BrowserRouter>
            <Routes>
              <Route path="/" element={<Hello />} />
            </Routes>
          </BrowserRouter>
        </I18nextProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
}
