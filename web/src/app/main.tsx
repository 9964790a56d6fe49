import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@/index.css';
import { adoptCspNonce } from '@/lib/csp-nonce';
import { registerServiceWorker } from '@/lib/service-worker';
import { AppProvider } from './provider';
import { AppRouter } from './router';

adoptCspNonce();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// A transition: React renders the first screen in slices of a few milliseconds, yielding to the
// browser between them, instead of one long task that blocks input (Total Blocking Time, ADR 0025).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <AppProvider>
        <AppRouter />
      </AppProvider>
    </StrictMode>,
  );
});

registerServiceWorker();
