import { PROCESSING_METHODS, ROAST_LEVELS } from '@crema/contracts/coffee/options';
import { RotateCcw, Save } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { ChoiceSelect } from '@/components/ui/choice-select';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { focusFirstInvalid } from '@/lib/focus-first-invalid';
import { useDebouncedCallback } from '@/lib/use-debounced-callback';
import { fieldErrorId, useZodForm } from '@/lib/use-zod-form';
import { cn } from '@/lib/utils';
import { useCreateCoffeeBag } from '../api/create-coffee-bag';
import { useRoasters } from '../api/get-roasters';
import {
  coffeeBagFormSchema,
  findRoasterByName,
  withRoasterChoice,
  type CoffeeBagFormValues,
} from './coffee-bag-form-values';

interface CoffeeBagFormProps {
  initialValues: CoffeeBagFormValues;
  onSaved: () => void;
  onStartOver: () => void;
}

type TextField = Exclude<
  keyof CoffeeBagFormValues,
  'processingMethod' | 'roastLevel' | 'imageUrl' | 'ocrText'
>;

const LABELS: Record<TextField, string> = {
  coffeeName: 'Coffee name',
  roasterName: 'Roaster',
  brandName: 'Brand',
  origin: 'Origin',
  roastDate: 'Roast date',
  weight: 'Weight',
  altitude: 'Altitude',
  variety: 'Variety',
  producer: 'Producer',
  flavorNotes: 'Flavor notes',
  certifications: 'Certifications',
  description: 'Description',
};

/**
 * A coffee bag's details to review and save: filled from a label (SPEC §4) or typed in. The
 * roaster is free text with the catalogue's roasters as suggestions.
 */
export function CoffeeBagForm({ initialValues, onSaved, onStartOver }: CoffeeBagFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const suggestionsId = useId();
  const form = useZodForm(coffeeBagFormSchema, initialValues);
  const create = useCreateCoffeeBag();
  const [roasterQuery, setRoasterQuery] = useState(initialValues.roasterName.trim());
  const searchRoasters = useDebouncedCallback((text: string) => setRoasterQuery(text.trim()), 300);
  const roasters = useRoasters(roasterQuery);
  const suggestions = roasters.data?.pages[0]?.items ?? [];
  const catalogueRoaster = findRoasterByName(suggestions, form.values.roasterName);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = form.validate();
    if (!body) {
      // The first field to fix may be far up a long form.
      focusFirstInvalid(formRef.current);
      return;
    }
    create.mutate(withRoasterChoice(body, suggestions), {
      onSuccess: onSaved,
      onError: (error) => {
        if (error instanceof ApiError) form.setServerErrors(error.errors);
      },
    });
  };

  const text = (
    name: TextField,
    props: { placeholder?: string; hint?: string; wide?: boolean; required?: boolean } = {},
  ) => {
    const field = form.field(name);
    return (
      <FormField
        label={LABELS[name]}
        htmlFor={field.id}
        error={form.errors[name]}
        className={cn('content-start', props.wide && 'sm:col-span-2')}
        hint={props.hint && <p className="text-xs text-muted-foreground">{props.hint}</p>}
      >
        <Input
          {...field}
          autoComplete="off"
          placeholder={props.placeholder}
          aria-required={props.required || undefined}
        />
      </FormField>
    );
  };
  const choice = (name: 'processingMethod' | 'roastLevel', label: string, options: readonly string[]) => {
    const id = `${suggestionsId}-${name}`;
    return (
      <FormField label={label} htmlFor={id} error={form.errors[name]} className="content-start">
        <ChoiceSelect
          id={id}
          options={options}
          value={form.values[name]}
          onChange={(value) => form.setValue(name, value)}
          placeholder="Not set"
          noneLabel="Not set"
          invalid={Boolean(form.errors[name])}
          describedBy={form.errors[name] ? fieldErrorId(id) : undefined}
        />
      </FormField>
    );
  };
  const roaster = form.field('roasterName');
  const description = form.field('description');

  return (
    <form
      ref={formRef}
      className="grid gap-4 sm:grid-cols-2"
      noValidate
      onSubmit={onSubmit}
      aria-label="Coffee bag"
    >
      {text('coffeeName', { required: true })}
      <FormField
        label={LABELS.roasterName}
        htmlFor={roaster.id}
        error={form.errors.roasterName}
        className="content-start"
        hint={
          form.values.roasterName.trim() && (
            <p className="text-xs text-muted-foreground" aria-live="polite">
              {catalogueRoaster ? 'A roaster of the catalogue.' : 'Not in the catalogue yet: saving adds it.'}
            </p>
          )
        }
      >
        <Input
          {...roaster}
          list={suggestionsId}
          autoComplete="off"
          onChange={(event) => {
            roaster.onChange(event);
            searchRoasters.run(event.target.value);
          }}
        />
        <datalist id={suggestionsId}>
          {suggestions.map((item) => (
            <option key={item.id} value={item.name} />
          ))}
        </datalist>
      </FormField>
      {text('brandName')}
      {text('origin', { placeholder: 'Ethiopia, Yirgacheffe' })}
      {choice('processingMethod', 'Process', PROCESSING_METHODS)}
      {choice('roastLevel', 'Roast level', ROAST_LEVELS)}
      {text('roastDate', { placeholder: '2026-11-02' })}
      {text('weight', { placeholder: '250 g' })}
      {text('altitude', { placeholder: '1,900 masl' })}
      {text('variety', { placeholder: 'Heirloom' })}
      {text('producer')}
      {text('flavorNotes', { wide: true, hint: 'Separate them with commas: Jasmine, Bergamot, Honey' })}
      {text('certifications', { wide: true, hint: 'Separate them with commas: Organic, Fair Trade' })}
      <FormField
        label={LABELS.description}
        htmlFor={description.id}
        error={form.errors.description}
        className="sm:col-span-2"
      >
        <Textarea {...description} rows={3} />
      </FormField>
      <div className="flex flex-col-reverse gap-2 sm:col-span-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onStartOver} disabled={create.isPending}>
          <RotateCcw aria-hidden="true" />
          Start over
        </Button>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? <Spinner /> : <Save aria-hidden="true" />}
          Save as a coffee bag
        </Button>
      </div>
    </form>
  );
}
