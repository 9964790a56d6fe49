import { BadgesScreen } from '@/features/insights/components/badges-screen';
import { useDocumentTitle } from '@/lib/use-document-title';

export function BadgesRoute() {
  useDocumentTitle('Badges');
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-4">
      <div>
        <h1 className="font-display text-2xl font-bold tracking-tight">Badges</h1>
        <p className="text-sm text-muted-foreground">Earn them by checking in, exploring and sharing.</p>
      </div>
      <BadgesScreen />
    </div>
  );
}
