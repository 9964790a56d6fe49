/** Brew method, roast level and coffee type as tags. */
export function CheckInTags({ values }: { values: Array<string | null> }) {
  const tags = values.filter((value): value is string => !!value);
  if (tags.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Brew method, roast and type">
      {tags.map((tag) => (
        <li
          key={tag}
          className="rounded-md bg-secondary px-2 py-0.5 text-xs font-medium text-secondary-foreground"
        >
          {tag}
        </li>
      ))}
    </ul>
  );
}

/** The tasting notes as round chips. */
export function TastingNoteChips({ notes }: { notes: string[] }) {
  if (notes.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Tasting notes">
      {notes.map((note) => (
        <li
          key={note}
          className="rounded-full border border-accent/50 bg-accent/15 px-2.5 py-0.5 text-xs font-medium text-foreground"
        >
          {note}
        </li>
      ))}
    </ul>
  );
}
