import { PHOTO_MAX_BYTES } from '@crema/contracts/checkins/check-in';
import { ImagePlus, X } from 'lucide-react';
import { useEffect, useMemo, type ChangeEvent } from 'react';
import { Button } from '@/components/ui/button';
import { buttonClassName } from '@/components/ui/button-styles';
import { cn } from '@/lib/utils';
import { ErrorText } from './check-in-fields';

/** What the server accepts (it sniffs the bytes again): JPEG, PNG or WebP, at most 10 MB. */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** The message for a photo the browser can already tell will be refused, or null when it looks fine. */
export function photoProblem(file: File): string | null {
  if (!file.type.startsWith('image/')) return 'Please select an image file (JPEG, PNG or WebP).';
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type))
    return 'Photos must be JPEG, PNG or WebP images.';
  if (file.size > PHOTO_MAX_BYTES) return 'Photo must be 10 MB or smaller.';
  return null;
}

interface PhotoFieldProps {
  id: string;
  /** A newly chosen photo. */
  photo: File | null;
  /** The photo the check-in already has (editing), shown while no new one is chosen. */
  currentUrl?: string | null | undefined;
  onChange: (photo: File | null) => void;
  error: string | undefined;
  onError: (message: string | undefined) => void;
  disabled?: boolean;
}

/**
 * Optional photo with a preview, replaceable and removable; checked in the browser before upload
 * (image files only). `onChange(null)` means "no photo".
 */
export function PhotoField({ id, photo, currentUrl, onChange, error, onError, disabled }: PhotoFieldProps) {
  const chosenPreview = useMemo(() => (photo ? URL.createObjectURL(photo) : null), [photo]);
  useEffect(() => {
    if (!chosenPreview) return;
    return () => URL.revokeObjectURL(chosenPreview);
  }, [chosenPreview]);
  const preview = chosenPreview ?? currentUrl ?? null;

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Clearing the input lets the same file be chosen again.
    event.target.value = '';
    if (!file) return;
    const problem = photoProblem(file);
    if (problem) {
      onError(problem);
      return;
    }
    onError(undefined);
    onChange(file);
  };

  const input = (
    <input
      id={id}
      type="file"
      accept={PHOTO_TYPES.join(',')}
      className="peer sr-only"
      onChange={onFile}
      disabled={disabled}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : `${id}-hint`}
    />
  );

  return (
    <div className="grid gap-2">
      <span className="text-sm leading-none font-medium">Photo (optional)</span>
      {preview ? (
        <div className="relative overflow-hidden rounded-xl border border-border">
          <img
            src={preview}
            alt={photo ? 'Preview of the chosen photo' : 'The current photo'}
            className="max-h-64 w-full bg-muted object-cover"
          />
          <div className="absolute inset-x-2 top-2 flex flex-wrap justify-end gap-2">
            {input}
            <label
              htmlFor={id}
              className={cn(
                buttonClassName('secondary', 'sm'),
                'cursor-pointer shadow peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-disabled:cursor-not-allowed peer-disabled:opacity-50',
              )}
            >
              <ImagePlus aria-hidden="true" />
              Replace photo
              <span id={`${id}-hint`} className="sr-only">
                JPEG, PNG or WebP, up to 10 MB
              </span>
            </label>
            <Button
              variant="secondary"
              size="sm"
              className="shadow"
              onClick={() => onChange(null)}
              disabled={disabled}
            >
              <X aria-hidden="true" />
              Remove photo
            </Button>
          </div>
        </div>
      ) : (
        <div>
          {input}
          <label
            htmlFor={id}
            className={cn(
              buttonClassName('outline'),
              'h-auto w-full cursor-pointer flex-col gap-1 border-dashed py-5 text-muted-foreground',
              'peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-disabled:cursor-not-allowed peer-disabled:opacity-50',
              error && 'border-destructive',
            )}
          >
            <ImagePlus className="size-6" aria-hidden="true" />
            <span className="font-medium text-foreground">Add a photo</span>
            <span id={`${id}-hint`} className="text-xs">
              JPEG, PNG or WebP, up to 10 MB
            </span>
          </label>
        </div>
      )}
      <ErrorText id={id} error={error} />
    </div>
  );
}
