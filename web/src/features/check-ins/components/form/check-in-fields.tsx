import { BREW_METHODS, COFFEE_TYPES, ROAST_LEVELS, TASTING_NOTES } from '@crema/contracts/coffee/options';
import { LOCATION_MAX, NAME_MAX, NOTES_MAX } from '@crema/contracts/checkins/check-in';
import type { ReactNode } from 'react';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { StarRatingInput } from '@/components/ui/star-rating-input';
import { Textarea } from '@/components/ui/textarea';
import { ToggleChip } from '@/components/ui/toggle-chip';
import { fieldErrorId } from '@/lib/use-zod-form';
import { ChoiceSelect } from '@/components/ui/choice-select';
import { CoffeeNameCombobox, RoasterCombobox } from './suggest-fields';
import type { CheckInForm } from './use-check-in-form';

/** id, aria-invalid and aria-describedby of a control whose errors live under `key`. */
export function controlProps(form: CheckInForm, key: string) {
  const id = form.idOf(key);
  const error = form.errors[key];
  return { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? fieldErrorId(id) : undefined };
}

export function ErrorText({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={fieldErrorId(id)} className="text-sm font-medium text-destructive">
      {error}
    </p>
  );
}

interface CheckInFieldsProps {
  form: CheckInForm;
  /** Extra control under the location input (the create form's "use my location"). */
  locationExtra?: ReactNode;
}

/** The check-in's own fields (SPEC §2 "Create check-in modal"), shared by create and edit. */
export function CheckInFields({ form, locationExtra }: CheckInFieldsProps) {
  const { values, errors } = form;
  const coffeeName = controlProps(form, 'coffeeName');
  const roaster = controlProps(form, 'roaster');
  const location = controlProps(form, 'location');
  const brewMethod = controlProps(form, 'brewMethod');
  const roastLevel = controlProps(form, 'roastLevel');
  const coffeeType = controlProps(form, 'coffeeType');
  const rating = controlProps(form, 'rating');
  const tastingNotes = controlProps(form, 'tastingNotes');
  const notes = controlProps(form, 'notes');
  const ratingLabelId = `${rating.id}-label`;
  const notesLabelId = `${tastingNotes.id}-label`;

  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Coffee name" htmlFor={coffeeName.id} error={errors.coffeeName}>
          <CoffeeNameCombobox
            {...coffeeName}
            value={values.coffeeName}
            onChange={(value) => form.setField('coffeeName', value)}
            roaster={values.roaster}
            onPick={(name, roasterName) => {
              form.setField('coffeeName', name);
              form.setField('roaster', roasterName);
            }}
            placeholder="e.g. Ethiopia Yirgacheffe"
            maxLength={NAME_MAX}
            autoComplete="off"
          />
        </FormField>
        <FormField label="Roaster" htmlFor={roaster.id} error={errors.roaster}>
          <RoasterCombobox
            {...roaster}
            value={values.roaster}
            onChange={(value) => form.setField('roaster', value)}
            placeholder="e.g. Blue Bottle"
            maxLength={NAME_MAX}
            autoComplete="off"
          />
        </FormField>
      </div>

      <FormField label="Location (optional)" htmlFor={location.id} error={errors.location}>
        <Input
          {...location}
          value={values.location}
          onChange={(event) => form.setField('location', event.target.value)}
          placeholder="Café, city or home"
          maxLength={LOCATION_MAX}
          autoComplete="off"
        />
        {locationExtra}
      </FormField>

      <div className="grid gap-4 sm:grid-cols-3">
        <FormField label="Brew method" htmlFor={brewMethod.id} error={errors.brewMethod}>
          <ChoiceSelect
            id={brewMethod.id}
            options={BREW_METHODS}
            value={values.brewMethod}
            onChange={(value) => form.setField('brewMethod', value)}
            placeholder="Select method"
            invalid={Boolean(errors.brewMethod)}
            describedBy={brewMethod['aria-describedby']}
          />
        </FormField>
        <FormField label="Roast level" htmlFor={roastLevel.id} error={errors.roastLevel}>
          <ChoiceSelect
            id={roastLevel.id}
            options={ROAST_LEVELS}
            value={values.roastLevel}
            onChange={(value) => form.setField('roastLevel', value)}
            placeholder="Select roast"
            noneLabel="Not specified"
            invalid={Boolean(errors.roastLevel)}
            describedBy={roastLevel['aria-describedby']}
          />
        </FormField>
        <FormField label="Coffee type" htmlFor={coffeeType.id} error={errors.coffeeType}>
          <ChoiceSelect
            id={coffeeType.id}
            options={COFFEE_TYPES}
            value={values.coffeeType}
            onChange={(value) => form.setField('coffeeType', value)}
            placeholder="Select type"
            noneLabel="Not specified"
            invalid={Boolean(errors.coffeeType)}
            describedBy={coffeeType['aria-describedby']}
          />
        </FormField>
      </div>

      <div className="grid gap-2">
        <span id={ratingLabelId} className="text-sm leading-none font-medium">
          Rating
        </span>
        <StarRatingInput
          value={values.rating}
          onChange={(value) => form.setField('rating', value)}
          aria-labelledby={ratingLabelId}
          aria-invalid={rating['aria-invalid']}
          aria-describedby={rating['aria-describedby']}
        />
        <ErrorText id={rating.id} error={errors.rating} />
      </div>

      <div className="grid gap-2">
        <span id={notesLabelId} className="text-sm leading-none font-medium">
          Tasting notes
        </span>
        <div
          role="group"
          aria-labelledby={notesLabelId}
          aria-describedby={tastingNotes['aria-describedby']}
          className="flex flex-wrap gap-2"
        >
          {TASTING_NOTES.map((note) => (
            <ToggleChip
              key={note}
              pressed={values.tastingNotes.includes(note)}
              onPressedChange={() => form.toggleTastingNote(note)}
              className="px-2.5 py-1 text-xs sm:text-sm"
            >
              {note}
            </ToggleChip>
          ))}
        </div>
        <ErrorText id={tastingNotes.id} error={errors.tastingNotes} />
      </div>

      <FormField label="Notes (optional)" htmlFor={notes.id} error={errors.notes}>
        <Textarea
          {...notes}
          value={values.notes}
          onChange={(event) => form.setField('notes', event.target.value)}
          placeholder="How was it? Anything worth remembering?"
          rows={3}
          maxLength={NOTES_MAX}
        />
      </FormField>
    </>
  );
}
