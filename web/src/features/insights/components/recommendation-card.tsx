import { TASTING_NOTE_COLORS } from '@crema/contracts/coffee/options';
import type { RecommendedCoffee } from '@crema/contracts/insights/recommendations';
import { Coffee, Lightbulb, Star } from 'lucide-react';

const noteColor = (note: string): string | undefined =>
  (TASTING_NOTE_COLORS as Readonly<Record<string, string>>)[note];

/** One recommended coffee with why it was picked. */
export function RecommendationCard({ coffee }: { coffee: RecommendedCoffee }) {
  return (
    <li className="grid gap-3 rounded-xl border border-border bg-card p-4 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-display text-lg font-semibold leading-tight">{coffee.name}</h3>
          <p className="text-sm text-muted-foreground">{coffee.roaster}</p>
        </div>
        <p
          className="flex shrink-0 items-center gap-1 text-sm font-medium"
          aria-label={`Rated ${coffee.averageRating} out of 5 from ${coffee.ratingsCount} check-ins`}
        >
          <Star className="size-4 fill-amber-400 text-amber-400" aria-hidden="true" />
          {coffee.averageRating.toFixed(1)}
          <span className="font-normal text-muted-foreground">({coffee.ratingsCount})</span>
        </p>
      </div>
      <p className="flex items-start gap-2 rounded-lg bg-secondary px-3 py-2 text-sm text-secondary-foreground">
        <Lightbulb className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {coffee.reason}
      </p>
      <p className="text-sm">{coffee.description}</p>
      <div className="flex flex-wrap gap-1.5 text-xs">
        {coffee.roastLevel && <span className="rounded-full bg-muted px-2.5 py-1">{coffee.roastLevel}</span>}
        <span className="inline-flex items-center gap-1 rounded-full bg-muted px-2.5 py-1">
          <Coffee className="size-3" aria-hidden="true" />
          Try it as {coffee.brewMethodSuggestion}
        </span>
        {coffee.expectedNotes.map((note) => (
          <span
            key={note}
            className="inline-flex items-center gap-1.5 rounded-full border border-border px-2.5 py-1"
          >
            <span
              className="size-2 rounded-full"
              style={{ backgroundColor: noteColor(note) ?? 'currentColor' }}
            />
            {note}
          </span>
        ))}
      </div>
    </li>
  );
}
