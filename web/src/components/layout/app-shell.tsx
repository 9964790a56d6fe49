import type { ReactNode } from 'react';

interface AppShellProps {
  header: ReactNode;
  bottomNav: ReactNode;
  children: ReactNode;
}

/** Page frame: sticky header, main content, and room for the mobile bottom bar. */
export function AppShell({ header, bottomNav, children }: AppShellProps) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-card focus:px-4 focus:py-2 focus:shadow"
      >
        Skip to content
      </a>
      {header}
      {/* tabIndex: the skip link's target, and where focus goes when what had it disappears. */}
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto w-full max-w-5xl flex-1 px-4 pt-6 pb-36 outline-none md:pb-12"
      >
        {children}
      </main>
      {bottomNav}
    </div>
  );
}
