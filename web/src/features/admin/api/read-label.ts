import { LABEL_FIELD, labelReadingSchema, type LabelReading } from '@crema/contracts/admin/label';
import { useMutation } from '@tanstack/react-query';
import { errorDetail } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { isAbortError, postFormWithProgress, type UploadProgress } from '@/lib/upload-with-progress';

export interface ReadLabelInput {
  image: File;
  onProgress: (progress: UploadProgress) => void;
  signal: AbortSignal;
}

/** POST /api/admin/coffee-bags/upload-ocr: stores the label image and reads its text (SPEC §4). */
export function readLabel({ image, onProgress, signal }: ReadLabelInput): Promise<LabelReading> {
  const form = new FormData();
  form.append(LABEL_FIELD, image);
  return postFormWithProgress('/api/admin/coffee-bags/upload-ocr', form, labelReadingSchema, {
    onProgress,
    signal,
  });
}

export function useReadLabel() {
  return useMutation({
    mutationFn: readLabel,
    onError: (error) => {
      // Start over cancels the upload on purpose: nothing failed.
      if (isAbortError(error)) return;
      toast({ title: 'OCR Processing Failed', description: errorDetail(error), variant: 'destructive' });
    },
  });
}
