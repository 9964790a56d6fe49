import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { z } from 'zod';
import '@/index.css';
import { AppProvider } from './provider';
import { AppRouter } from './router';

// The CSP allows no eval: zod's JIT would probe for it with `new Function` on the first parse, which
// the browser refuses and reports as a violation on every screen. Parse without the JIT.
z.config({ jitless: true });

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <AppProvider>
      <AppRouter />
    </AppProvider>
  </StrictMode>,
);
