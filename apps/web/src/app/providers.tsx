// App-wide providers: server state (TanStack Query), translations, the package selection and the payment draft.
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { TranslatorProvider } from '../lib/i18n-react';
import { PaymentDraftProvider } from '../lib/payment-draft';
import { ShopSelectionProvider } from '../lib/shop-selection';
import type { Translator } from '../lib/translator';

export function AppProviders({
  queryClient,
  translator,
  children,
}: {
  queryClient: QueryClient;
  translator: Translator;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <TranslatorProvider translator={translator}>
        <ShopSelectionProvider>
          <PaymentDraftProvider>{children}</PaymentDraftProvider>
        </ShopSelectionProvider>
      </TranslatorProvider>
    </QueryClientProvider>
  );
}
