import { QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { AuthContext, type AuthContextValue } from '@/features/auth/hooks/use-auth';
import { createQueryClient } from '@/lib/query-client';
import { HomeLanding } from './routes/home-landing';
import { RootLayout } from './routes/root-layout';

/** Prerendering knows no session: the screens as a visitor sees them once the app knows it too. */
const visitor: AuthContextValue = {
  user: null,
  isLoading: false,
  loadError: null,
  reload: () => undefined,
  isAuthenticating: false,
  login: () => Promise.reject(new Error('prerendered')),
  register: () => Promise.reject(new Error('prerendered')),
  logout: () => Promise.resolve(),
};

/**
 * The visitor's `/` (header, landing, join bar, tab bar) as HTML, written into index.html at build
 * time (vite.config.ts) so it paints before any JavaScript has run; the app removes it when its own
 * first screen mounts (lib/first-screen.ts, ADR 0025). Run by Node at build time, never shipped.
 */
export function renderVisitorShell(): string {
  return renderToString(
    <QueryClientProvider client={createQueryClient()}>
      <AuthContext.Provider value={visitor}>
        <MemoryRouter initialEntries={['/']}>
          <Routes>
            <Route element={<RootLayout />}>
              <Route index element={<HomeLanding />} />
            </Route>
          </Routes>
        </MemoryRouter>
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
}
