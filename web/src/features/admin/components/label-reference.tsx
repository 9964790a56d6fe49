import type { LabelReading } from '@crema/contracts/admin/label';

/** The label beside the review form: the image, how sure the reader was, and the text it read. */
export function LabelReference({ reading }: { reading: LabelReading }) {
  const confidence = Math.round(reading.confidence);
  return (
    <div className="grid content-start gap-3 lg:sticky lg:top-20">
      <img
        src={reading.imageUrl}
        alt="The coffee bag's label"
        className="max-h-80 w-full rounded-xl border border-border bg-muted object-contain"
      />
      <p className="text-sm text-muted-foreground">
        Read with {confidence}% confidence. {confidence < 70 ? 'Parts of the label were hard to read: ' : ''}
        Check each field against the label before saving.
      </p>
      <details className="rounded-lg border border-border text-sm">
        <summary className="cursor-pointer rounded-lg px-3 py-2 font-medium hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
          Text read from the label
        </summary>
        <pre className="max-h-64 overflow-auto px-3 pb-3 font-sans text-sm break-words whitespace-pre-wrap text-muted-foreground">
          {reading.rawText.trim() || 'No text was found on the image.'}
        </pre>
      </details>
    </div>
  );
}
