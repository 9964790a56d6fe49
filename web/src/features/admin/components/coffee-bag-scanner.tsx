import type { LabelReading } from '@crema/contracts/admin/label';
import { PenLine } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { isAbortError } from '@/lib/upload-with-progress';
import { useReadLabel } from '../api/read-label';
import { CoffeeBagForm } from './coffee-bag-form';
import { EMPTY_COFFEE_BAG_FORM, labelToFormValues, type CoffeeBagFormValues } from './coffee-bag-form-values';
import { LabelDropZone } from './label-drop-zone';
import { LabelProgress } from './label-progress';
import { LabelReference } from './label-reference';

/** SPEC §4: choose an image → processing → review the extracted data → save, or start over. */
type Step =
  | { name: 'choose' }
  | { name: 'processing'; fileName: string; progress: number | null | 'reading' }
  | { name: 'review'; reading: LabelReading | null; values: CoffeeBagFormValues };

const TITLES: Record<Step['name'], string> = {
  choose: 'Add a coffee bag',
  processing: 'Reading the label',
  review: 'Review the coffee bag',
};

const DESCRIPTIONS: Record<Step['name'], string> = {
  choose: 'Start from a photo of the bag: its label fills in the details.',
  processing: 'The details appear for you to check in a moment.',
  review: 'Correct anything that was misread, then save it to the catalogue.',
};

/** Adds a coffee bag to the catalogue from a photo of its label (OCR), or typed in by hand. */
export function CoffeeBagScanner() {
  const [step, setStep] = useState<Step>({ name: 'choose' });
  const [preview, setPreview] = useState<string | null>(null);
  const readLabel = useReadLabel();
  const upload = useRef<AbortController | null>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const firstStep = useRef(true);

  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);
  useEffect(() => () => upload.current?.abort(), []);
  // What had focus (the file input, Cancel, Save) is gone with the step: the new step's title takes it.
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    titleRef.current?.focus();
  }, [step.name]);

  const startOver = () => {
    upload.current?.abort();
    upload.current = null;
    readLabel.reset();
    setPreview(null);
    setStep({ name: 'choose' });
  };

  const read = (image: File) => {
    const controller = new AbortController();
    upload.current = controller;
    setPreview(URL.createObjectURL(image));
    setStep({ name: 'processing', fileName: image.name, progress: 0 });
    readLabel.mutate(
      {
        image,
        signal: controller.signal,
        onProgress: (progress) =>
          setStep((current) =>
            current.name === 'processing'
              ? { ...current, progress: progress.phase === 'waiting' ? 'reading' : progress.fraction }
              : current,
          ),
      },
      {
        onSuccess: (reading) => {
          upload.current = null;
          setPreview(null);
          setStep({ name: 'review', reading, values: labelToFormValues(reading) });
        },
        // The hook toasts 'OCR Processing Failed'; a cancelled upload has already started over.
        onError: (error) => !isAbortError(error) && startOver(),
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3" ref={titleRef} tabIndex={-1} className="text-xl outline-none">
          {TITLES[step.name]}
        </CardTitle>
        <CardDescription>{DESCRIPTIONS[step.name]}</CardDescription>
      </CardHeader>
      <CardContent>
        {step.name === 'choose' && (
          <div className="grid gap-3">
            <LabelDropZone onFile={read} />
            <Button
              variant="link"
              className="justify-self-start"
              onClick={() => setStep({ name: 'review', reading: null, values: EMPTY_COFFEE_BAG_FORM })}
            >
              <PenLine aria-hidden="true" />
              Or enter the details by hand
            </Button>
          </div>
        )}
        {step.name === 'processing' && preview && (
          <LabelProgress
            fileName={step.fileName}
            preview={preview}
            progress={step.progress}
            onCancel={startOver}
          />
        )}
        {step.name === 'review' && (
          <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
            {step.reading && <LabelReference reading={step.reading} />}
            <div className={step.reading ? undefined : 'lg:col-span-2'}>
              <CoffeeBagForm initialValues={step.values} onSaved={startOver} onStartOver={startOver} />
            </div>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
