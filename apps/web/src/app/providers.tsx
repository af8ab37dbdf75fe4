// App-wide providers: server state (TanStack Query), translations, the package selection and the payment draft.
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { PaymentDraftProvider } from '../lib/payment-draft';
import { ShopSelectionProvider } from '../lib/shop-selection';

export function AppProviders({
  queryClient,
  i18n,
  children,
}: {
  queryClient: QueryClient;
  i18n: i18n;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <ShopSelectionProvider>
          <PaymentDraftProvider>{children}</PaymentDraftProvider>
        </ShopSelectionProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
