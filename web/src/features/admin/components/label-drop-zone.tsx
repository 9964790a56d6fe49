import { ImageUp } from 'lucide-react';
import { useId, useState, type ChangeEvent, type DragEvent } from 'react';
import { cn } from '@/lib/utils';
import { LABEL_ACCEPT, LABEL_FILE_RULE, labelFileProblem } from './label-file';

interface LabelDropZoneProps {
  /** A file that passed the browser's check. */
  onFile: (file: File) => void;
}

/** Choose (or drop) a photo of a bag's label; only a PNG or JPG up to 5MB goes on. */
export function LabelDropZone({ onFile }: LabelDropZoneProps) {
  const inputId = useId();
  const hintId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);

  const take = (file: File | undefined) => {
    if (!file) return;
    const reason = labelFileProblem(file);
    setProblem(reason);
    if (!reason) onFile(file);
  };
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared, so choosing the same file again after a failure still fires.
    event.target.value = '';
    take(file);
  };
  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer.files[0]);
  };

  return (
    <div className="grid gap-2">
      <input
        id={inputId}
        type="file"
        accept={LABEL_ACCEPT}
        className="peer sr-only"
        aria-describedby={hintId}
        onChange={onChange}
      />
      <label
        htmlFor={inputId}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          'flex cursor-pointer flex-col items-center gap-2 rounded-xl border-2 border-dashed border-input px-6 py-10 text-center transition-colors',
          'hover:border-primary hover:bg-muted/50 peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-focus-visible:ring-offset-2 peer-focus-visible:ring-offset-background',
          dragging && 'border-primary bg-muted/50',
        )}
      >
        <span className="flex size-12 items-center justify-center rounded-full bg-secondary text-primary">
          <ImageUp className="size-6" aria-hidden="true" />
        </span>
        <span className="font-medium">Choose a photo of the label</span>
        <span className="text-sm text-muted-foreground">or drop it here</span>
      </label>
      {problem ? (
        <p id={hintId} role="alert" className="text-sm font-medium text-destructive">
          {problem}
        </p>
      ) : (
        <p id={hintId} className="text-sm text-muted-foreground">
          {LABEL_FILE_RULE}. The text on it fills in the form for you to check.
        </p>
      )}
    </div>
  );
}
