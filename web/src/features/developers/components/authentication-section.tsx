import { Cookie, KeyRound, ShieldAlert, Timer } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { developerSettingsPath } from '@/config/paths';
import { CodeBlock } from './code-block';

function Fact({ icon: Icon, title, children }: { icon: typeof Cookie; title: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
      <span className="row-span-2 mt-0.5 flex size-8 items-center justify-center rounded-lg bg-secondary text-primary">
        <Icon className="size-4" aria-hidden="true" />
      </span>
      <h3 className="font-semibold">{title}</h3>
      <div className="grid gap-2 text-sm text-muted-foreground">{children}</div>
    </div>
  );
}

const ANSWERS: readonly { status: string; when: ReactNode }[] = [
  {
    status: '401',
    when: (
      <>
        The token is malformed, unknown, expired or revoked, on public routes too. The answer carries{' '}
        <code>WWW-Authenticate: Bearer error="invalid_token"</code>.
      </>
    ),
  },
  {
    status: '403',
    when: (
      <>
        The token lacks the scope: <code>read</code> for GET, <code>write</code> for POST, PUT, PATCH and
        DELETE (and GraphQL mutations), with{' '}
        <code>WWW-Authenticate: Bearer error="insufficient_scope", scope="write"</code>. Also for what a token
        may never do: manage tokens, change the password or account settings, delete the account, administer
        Crema.
      </>
    ),
  },
  {
    status: '429',
    when: (
      <>
        The token made more than its requests of the minute. Wait the <code>Retry-After</code> seconds.
      </>
    ),
  },
];

/** How a script or an app signs its requests, and what the gateway answers when it cannot. */
export function AuthenticationSection({ origin }: { origin: string }) {
  const curl = `curl ${origin}/api/user \\
  -H "Authorization: Bearer crema_pat_…"`;
  return (
    <div className="grid gap-6">
      <div className="grid gap-5 md:grid-cols-2">
        <Fact icon={Cookie} title="In the browser: your session">
          <p>
            The web app (and the explorer below) uses the session cookie of your sign-in. Requests that change
            something must come from Crema’s own origin, so another site cannot make them for you.
          </p>
        </Fact>
        <Fact icon={KeyRound} title="Scripts and apps: personal access tokens">
          <p>
            Create one in{' '}
            <Link
              to={developerSettingsPath}
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              Settings → Developer
            </Link>
            , with the scopes it needs: <code>read</code> allows GET, <code>write</code> allows POST, PUT,
            PATCH and DELETE. Most tokens want both. The secret is shown once; it starts with{' '}
            <code>crema_pat_</code>.
          </p>
        </Fact>
      </div>
      <div className="grid gap-2">
        <p className="text-sm">
          Send the token in the <code>Authorization</code> header. A request with a token is judged by the
          token alone: cookies are not read, and it acts as you without administrator rights.
        </p>
        <CodeBlock code={curl} label="the curl request with a token" />
      </div>
      <div className="grid items-start gap-5 md:grid-cols-2">
        <Fact icon={Timer} title="Rate limits">
          <p>
            Each token may make 600 requests a minute (the server’s default). Every answer to a token says
            where it stands:
          </p>
          <ul className="grid gap-0.5 font-mono text-xs text-foreground">
            <li>RateLimit-Limit: 600</li>
            <li>RateLimit-Remaining: 597</li>
            <li>RateLimit-Reset: 42</li>
          </ul>
          <p>The reset is in seconds. Past the limit: 429 with Retry-After.</p>
        </Fact>
        <Fact icon={ShieldAlert} title="When a token is refused">
          <dl className="grid gap-2">
            {ANSWERS.map((answer) => (
              <div key={answer.status} className="grid grid-cols-[2.5rem_1fr] gap-2">
                <dt className="font-mono font-semibold text-foreground">{answer.status}</dt>
                <dd>{answer.when}</dd>
              </div>
            ))}
          </dl>
        </Fact>
      </div>
      <p className="text-sm text-muted-foreground">
        Errors are <code>application/problem+json</code> (RFC 9457): <code>status</code>, <code>title</code>,{' '}
        <code>detail</code>, a machine-readable <code>code</code> and, for invalid input, the{' '}
        <code>errors</code> of each field.
      </p>
    </div>
  );
}
