import { KeyRound } from 'lucide-react';
import { Link } from 'react-router';
import { developerSettingsPath } from '@/config/paths';
import { AuthenticationSection } from './authentication-section';
import { GraphqlSection } from './graphql-section';
import { RestReference } from './rest-reference';

const CONTENTS = [
  { id: 'authentication', label: 'Authentication' },
  { id: 'rest', label: 'REST API' },
  { id: 'graphql', label: 'GraphQL' },
  { id: 'explorer', label: 'Explorer' },
] as const;

interface DevelopersPageProps {
  theme: 'light' | 'dark';
  signedIn: boolean;
}

/** /developers: how to authenticate, the REST reference, the GraphQL graph and its explorer. */
export function DevelopersPage({ theme, signedIn }: DevelopersPageProps) {
  const origin = window.location.origin;
  return (
    <div className="grid grid-cols-1 gap-10">
      <header className="grid gap-4">
        <div className="grid gap-2">
          <h1 className="font-display text-3xl font-bold tracking-tight">Build with Crema</h1>
          <p className="max-w-2xl text-muted-foreground">
            Read and write your coffee journal from scripts and apps: a REST API under <code>/api</code> and a
            GraphQL graph at <code>/graphql</code>, with the same accounts, privacy and limits as the app.
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <nav aria-label="On this page">
            <ul className="flex flex-wrap gap-2">
              {CONTENTS.map((entry) => (
                <li key={entry.id}>
                  <a
                    href={`#${entry.id}`}
                    className="inline-flex h-8 items-center rounded-full border border-border bg-card px-3 text-sm font-medium hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                  >
                    {entry.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          {signedIn && (
            <Link
              to={developerSettingsPath}
              className="inline-flex items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline"
            >
              <KeyRound className="size-4" aria-hidden="true" />
              Your access tokens
            </Link>
          )}
        </div>
      </header>
      <section
        id="authentication"
        aria-labelledby="authentication-heading"
        className="grid grid-cols-1 scroll-mt-20 gap-4"
      >
        <h2 id="authentication-heading" className="font-display text-2xl font-semibold tracking-tight">
          Authentication
        </h2>
        <AuthenticationSection origin={origin} />
      </section>
      <section id="rest" aria-labelledby="rest-heading" className="grid grid-cols-1 scroll-mt-20 gap-4">
        <h2 id="rest-heading" className="font-display text-2xl font-semibold tracking-tight">
          REST API
        </h2>
        <RestReference />
      </section>
      <GraphqlSection origin={origin} theme={theme} signedIn={signedIn} />
    </div>
  );
}
