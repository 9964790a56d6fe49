import '@/lib/zod-config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@/index.css';
import { adoptCspNonce } from '@/lib/csp-nonce';
import { registerServiceWorker } from '@/lib/service-worker';
import { AppProvider } from './provider';
import { AppRouter } from './router';

adoptCspNonce();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <AppProvider>
      <AppRouter />
    </AppProvider>
  </StrictMode>,
);

registerServiceWorker();
