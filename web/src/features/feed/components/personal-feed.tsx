import { Coffee } from 'lucide-react';
import { Card } from '@/components/ui/card';

/** The signed-in home. Check-ins arrive with the check-ins service; until then the feed is empty. */
export function PersonalFeed({ username }: { username: string }) {
  return (
    <section aria-labelledby="feed-title" className="grid gap-6">
      <div>
        <h1 id="feed-title" className="font-display text-3xl font-bold tracking-tight">
          Your Coffee Feed
        </h1>
        <p className="mt-1 text-muted-foreground">Good to see you, {username}.</p>
      </div>
      <Card className="flex flex-col items-center gap-3 px-6 py-14 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-secondary text-primary">
          <Coffee className="size-7" aria-hidden="true" />
        </span>
        <p className="font-medium">No check-ins to display.</p>
        <p className="max-w-sm text-sm text-muted-foreground">
          When you and the people you follow check in coffees, they will show up here.
        </p>
      </Card>
    </section>
  );
}
