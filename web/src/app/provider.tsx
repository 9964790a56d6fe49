import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { AuthProvider } from '@/features/auth/components/auth-provider';
import { useToasts } from '@/lib/toast';

// Radix's toast primitives load with the first toast, not with the first screen.
const Toaster = lazy(async () => ({ default: (await import('@/components/ui/toaster')).Toaster }));

/** Mounts the toaster with the first toast and keeps it (its live region stays for the next ones). */
function LazyToaster() {
  const hasToasts = useToasts().length > 0;
  const [needed, setNeeded] = useState(hasToasts);
  if (hasToasts && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense>
      <Toaster />
    </Suspense>
  );
}

export function AppProvider({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        {children}
        <LazyToaster />
      </AuthProvider>
    </QueryClientProvider>
  );
}
