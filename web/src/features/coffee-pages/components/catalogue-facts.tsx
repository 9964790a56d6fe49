import type { CatalogueBag, CatalogueRoaster } from '@crema/contracts/checkins/coffee-pages';
import { ExternalLink } from 'lucide-react';

/** The admin catalogue's facts of a bag and its roaster, as a description list; nothing when none. */
export function CatalogueFacts({ bag, roaster }: { bag?: CatalogueBag | null; roaster?: CatalogueRoaster | null }) {
  const facts: Array<[string, string | null | undefined]> = [
    ['Origin', bag?.origin],
    ['Process', bag?.processingMethod],
    ['Roast level', bag?.roastLevel],
    ['Roaster location', roaster?.location],
  ];
  const shown = facts.filter((fact): fact is [string, string] => Boolean(fact[1]));
  const website = safeWebsite(roaster?.website);
  if (shown.length === 0 && !website) return null;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {shown.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-muted-foreground">{term}</dt>
          <dd className="min-w-0 break-words">{value}</dd>
        </div>
      ))}
      {website && (
        <div className="contents">
          <dt className="text-muted-foreground">Website</dt>
          <dd className="min-w-0">
            <a
              href={website.href}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex max-w-full items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
            >
              <span className="truncate">{website.host}</span>
              <ExternalLink className="size-3.5 shrink-0" aria-hidden="true" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          </dd>
        </div>
      )}
    </dl>
  );
}

/** Only http(s) links are followed: the catalogue's text is an administrator's, not a URL we vouch for. */
function safeWebsite(value: string | null | undefined): { href: string; host: string } | null {
  if (!value) return null;
  try {
    const url = new URL(/^https?:\/\//i.test(value) ? value : `https://${value}`);
    return url.protocol === 'http:' || url.protocol === 'https:' ? { href: url.href, host: url.host } : null;
  } catch {
    return null;
  }
}
