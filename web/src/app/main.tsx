import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import '@/index.css';
import { adoptCspNonce } from '@/lib/csp-nonce';
import { createQueryClient } from '@/lib/query-client';
import { registerServiceWorker } from '@/lib/service-worker';
import { AppProvider } from './provider';
import { createAppRouter } from './router';

adoptCspNonce();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Made before the first render, not in it: the router runs the first screen's loader as it is
// created, so its requests (the session, a member's feed) leave now rather than in React's first
// render task, after the rest of the entry has been evaluated (ADR 0036). The loader may finish
// before RouterProvider subscribes; React Router keeps that update for the first subscriber, so
// nothing else may subscribe to the router before it renders.
const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

// A transition: React renders the first screen in slices of a few milliseconds, yielding to the
// browser between them, instead of one long task that blocks input (Total Blocking Time, ADR 0025).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  );
});

registerServiceWorker();
