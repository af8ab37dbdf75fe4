// Entry point of the operator console: the shop's tokens and base styles, the query client, the router.
import '@shop/ui/styles/tokens.css';
import '@shop/ui/styles/global.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createConsoleRouter } from './router';
import { createConsoleQueryClient } from './session';

const queryClient = createConsoleQueryClient();
const router = createConsoleRouter();

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
