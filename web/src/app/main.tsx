import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import '@/index.css';
import { adoptCspNonce } from '@/lib/csp-nonce';
import { createQueryClient } from '@/lib/query-client';
import { registerServiceWorker } from '@/lib/service-worker';
import { AppProvider } from './provider';
import { AppRoutes, createAppRoutes } from './router';

adoptCspNonce();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Started before the first render, not in it: the first screen's chunk and requests (the session, a
// member's feed) leave now rather than in React's first render task, after the rest of the entry
// has been evaluated (ADR 0036).
const queryClient = createQueryClient();
const routes = createAppRoutes(queryClient);
routes.prefetch(window.location);

// A transition: React renders the first screen in slices of a few milliseconds, yielding to the
// browser between them, instead of one long task that blocks input (Total Blocking Time, ADR 0025).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <BrowserRouter>
          <AppRoutes app={routes} />
        </BrowserRouter>
      </AppProvider>
    </StrictMode>,
  );
});

registerServiceWorker();
