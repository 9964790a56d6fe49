import { X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress-bar';

interface LabelProgressProps {
  fileName: string;
  preview: string;
  /** Upload done, 0–1 (null when unknown), or 'reading' once the server has the image. */
  progress: number | null | 'reading';
  onCancel: () => void;
}

/** The label on its way: the upload's progress, then an open-ended "Reading the label…". */
export function LabelProgress({ fileName, preview, progress, onCancel }: LabelProgressProps) {
  const reading = progress === 'reading';
  const percent = reading || progress === null ? null : Math.round(progress * 100);
  return (
    <div className="flex flex-col items-center gap-4 py-4 sm:flex-row sm:items-start">
      <img
        src={preview}
        alt={`The label being read: ${fileName}`}
        className="h-40 w-auto max-w-full rounded-lg border border-border object-contain"
      />
      <div className="grid w-full min-w-0 flex-1 gap-3">
        {/* Only the step is announced; the percentage is the progress bar's value. */}
        <div className="flex items-baseline justify-between gap-3">
          <p role="status" className="min-w-0 truncate font-medium">
            {reading ? 'Reading the label…' : `Uploading ${fileName}…`}
          </p>
          {percent !== null && (
            <span aria-hidden="true" className="text-sm tabular-nums text-muted-foreground">
              {percent}%
            </span>
          )}
        </div>
        <ProgressBar value={percent} label={reading ? 'Reading the label' : 'Upload progress'} />
        <p className="text-sm text-muted-foreground">
          {reading
            ? 'The text on the label is being recognised. This takes a few seconds.'
            : 'The image is being sent to the server.'}
        </p>
        <div>
          <Button variant="outline" size="sm" onClick={onCancel}>
            <X aria-hidden="true" />
            Cancel
          </Button>
        </div>
      </div>
    </div>
  );
}
