import { BREW_LIMITS, grindSizeLabel, TASTING_SCORES, type TastingScore } from '@crema/contracts/checkins/brew-details';
import { PROCESSING_METHODS } from '@crema/contracts/coffee/options';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Slider } from '@/components/ui/slider';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { ChoiceSelect } from '@/components/ui/choice-select';
import { controlProps } from './check-in-fields';
import { ESPRESSO, SLIDER_MAX, SLIDER_MIN, type BrewFormValues } from './check-in-form-values';
import type { CheckInForm } from './use-check-in-form';

const scoreLabels: Record<TastingScore, string> = {
  flavorScore: 'Flavor',
  acidityLevel: 'Acidity',
  bodyLevel: 'Body',
  sweetness: 'Sweetness',
  clarity: 'Clarity',
  complexity: 'Complexity',
};

type NumberFieldName = 'dose' | 'water' | 'waterTemp' | 'totalBrewWeight' | 'pressure' | 'preInfusionTime' | 'preInfusionPressure' | 'extractionTime';

interface NumberFieldSpec {
  name: NumberFieldName;
  label: string;
  unit: string;
  step: number;
  placeholder: string;
}

const mainNumbers: readonly NumberFieldSpec[] = [
  { name: 'dose', label: 'Dose', unit: 'g', step: BREW_LIMITS.dose.step, placeholder: '18.0' },
  { name: 'water', label: 'Water', unit: 'ml', step: 1, placeholder: '300' },
];
const espressoNumbers: readonly NumberFieldSpec[] = [
  { name: 'totalBrewWeight', label: 'Yield', unit: 'g', step: 0.1, placeholder: '36' },
  { name: 'pressure', label: 'Pressure', unit: 'bar', step: 0.1, placeholder: '9' },
  { name: 'preInfusionTime', label: 'Pre-infusion time', unit: 's', step: 1, placeholder: '5' },
  { name: 'preInfusionPressure', label: 'Pre-infusion pressure', unit: 'bar', step: 0.1, placeholder: '3' },
];

function NumberField({ form, spec }: { form: CheckInForm; spec: NumberFieldSpec }) {
  const key = `brewDetails.${spec.name}`;
  const props = controlProps(form, key);
  const limits = BREW_LIMITS[spec.name];
  return (
    <FormField aligned label={`${spec.label} (${spec.unit})`} htmlFor={props.id} error={form.errors[key]}>
      <Input
        {...props}
        type="number"
        inputMode={spec.step < 1 ? 'decimal' : 'numeric'}
        min={limits.min}
        max={limits.max}
        step={spec.step}
        placeholder={spec.placeholder}
        value={form.values.brew[spec.name]}
        onChange={(event) => form.setBrewField(spec.name, event.target.value)}
      />
    </FormField>
  );
}

type TextFieldName = 'equipment' | 'coffeeOrigin';

function TextField({ form, name, label, placeholder }: { form: CheckInForm; name: TextFieldName; label: string; placeholder: string }) {
  const key = `brewDetails.${name}`;
  const props = controlProps(form, key);
  return (
    <FormField label={label} htmlFor={props.id} error={form.errors[key]}>
      <Input
        {...props}
        placeholder={placeholder}
        value={form.values.brew[name]}
        onChange={(event) => form.setBrewField(name, event.target.value)}
        autoComplete="off"
      />
    </FormField>
  );
}

function ScoreSlider({ form, name }: { form: CheckInForm; name: TastingScore }) {
  const id = form.idOf(`brewDetails.${name}`);
  const value = form.values.brew.scores[name];
  const label = scoreLabels[name];
  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between text-sm">
        <Label htmlFor={id}>{label}</Label>
        <span className="text-muted-foreground tabular-nums">{value}/10</span>
      </div>
      <Slider
        id={id}
        min={SLIDER_MIN}
        max={SLIDER_MAX}
        step={1}
        value={value}
        onValueChange={(next) => form.setScore(name, next)}
        thumbLabel={label}
        valueText={(next) => `${next} out of 10`}
      />
    </div>
  );
}

/** The advanced brew details toggle and, when on, its fields (SPEC §2, §3, §5). */
export function BrewDetailsFields({ form }: { form: CheckInForm }) {
  const { values, errors } = form;
  const toggleId = form.idOf('advanced');
  const sectionId = form.idOf('brew-section');
  const grindId = form.idOf('brewDetails.grindSizeNumeric');
  const brewTime = controlProps(form, 'brewDetails.brewTime');
  const waterTemp = controlProps(form, 'brewDetails.waterTemp');
  const roastDate = controlProps(form, 'brewDetails.roastDate');
  const processing = controlProps(form, 'brewDetails.processingMethod');
  const extraction = controlProps(form, 'brewDetails.extractionTime');
  const brewNotes = controlProps(form, 'brewDetails.brewNotes');
  const grind = values.brew.grindSizeNumeric;
  const espresso = values.brewMethod === ESPRESSO;
  const setText = (name: keyof BrewFormValues & ('brewTime' | 'roastDate' | 'brewNotes' | 'waterTemp' | 'extractionTime'), value: string) =>
    form.setBrewField(name, value);

  return (
    <div className="grid gap-4 rounded-xl border border-border p-4">
      <div className="flex items-center justify-between gap-3">
        <div className="grid gap-1">
          <Label htmlFor={toggleId}>Advanced brew details</Label>
          <p className="text-xs text-muted-foreground">Grind, dose, water, timing and tasting scores.</p>
        </div>
        <Switch
          id={toggleId}
          checked={values.advanced}
          onCheckedChange={(checked) => form.setField('advanced', checked)}
          aria-controls={sectionId}
          aria-expanded={values.advanced}
        />
      </div>

      {values.advanced && (
        <div id={sectionId} className="grid gap-5 border-t border-border pt-4">
          <div className="grid gap-2">
            <div className="flex items-center justify-between text-sm">
              <Label htmlFor={grindId}>Grind size</Label>
              <span className="text-muted-foreground tabular-nums">
                {grind} · {grindSizeLabel(grind)}
              </span>
            </div>
            <Slider
              id={grindId}
              min={SLIDER_MIN}
              max={SLIDER_MAX}
              step={1}
              value={grind}
              onValueChange={(next) => form.setBrewField('grindSizeNumeric', next)}
              thumbLabel="Grind size"
              valueText={(next) => `${next}, ${grindSizeLabel(next)}`}
            />
            <div className="flex justify-between text-xs text-muted-foreground" aria-hidden="true">
              <span>Fine</span>
              <span>Medium</span>
              <span>Coarse</span>
            </div>
          </div>

          <div className="grid grid-cols-2 gap-4">
            {mainNumbers.map((spec) => (
              <NumberField key={spec.name} form={form} spec={spec} />
            ))}
            <FormField aligned label="Brew time (mm:ss)" htmlFor={brewTime.id} error={errors['brewDetails.brewTime']}>
              <Input
                {...brewTime}
                inputMode="numeric"
                placeholder="3:30"
                maxLength={5}
                value={values.brew.brewTime}
                onChange={(event) => setText('brewTime', event.target.value)}
              />
            </FormField>
            <FormField aligned label="Water temp (°C)" htmlFor={waterTemp.id} error={errors['brewDetails.waterTemp']}>
              <Input
                {...waterTemp}
                type="number"
                inputMode="numeric"
                min={BREW_LIMITS.waterTemp.min}
                max={BREW_LIMITS.waterTemp.max}
                step={1}
                placeholder="94"
                value={values.brew.waterTemp}
                onChange={(event) => setText('waterTemp', event.target.value)}
              />
            </FormField>
          </div>

          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Roast date" htmlFor={roastDate.id} error={errors['brewDetails.roastDate']}>
              <Input
                {...roastDate}
                type="date"
                value={values.brew.roastDate}
                onChange={(event) => setText('roastDate', event.target.value)}
              />
            </FormField>
            <TextField form={form} name="equipment" label="Equipment" placeholder="e.g. V60, Comandante C40" />
          </div>

          {espresso && (
            <fieldset className="grid gap-4 rounded-lg bg-muted/50 p-3">
              <legend className="float-left mb-1 text-sm font-semibold">Espresso</legend>
              <div className="grid grid-cols-2 gap-4">
                {espressoNumbers.map((spec) => (
                  <NumberField key={spec.name} form={form} spec={spec} />
                ))}
              </div>
            </fieldset>
          )}

          <div className="grid gap-4 sm:grid-cols-3">
            <TextField form={form} name="coffeeOrigin" label="Coffee origin" placeholder="e.g. Ethiopia" />
            <FormField label="Processing method" htmlFor={processing.id} error={errors['brewDetails.processingMethod']}>
              <ChoiceSelect
                id={processing.id}
                options={PROCESSING_METHODS}
                value={values.brew.processingMethod}
                onChange={(value) => form.setBrewField('processingMethod', value)}
                placeholder="Select process"
                noneLabel="Not specified"
                invalid={Boolean(errors['brewDetails.processingMethod'])}
                describedBy={processing['aria-describedby']}
              />
            </FormField>
            <FormField label="Extraction time (s)" htmlFor={extraction.id} error={errors['brewDetails.extractionTime']}>
              <Input
                {...extraction}
                type="number"
                inputMode="numeric"
                min={BREW_LIMITS.extractionTime.min}
                max={BREW_LIMITS.extractionTime.max}
                step={1}
                placeholder="28"
                value={values.brew.extractionTime}
                onChange={(event) => setText('extractionTime', event.target.value)}
              />
            </FormField>
          </div>

          <fieldset className="grid gap-4">
            <legend className="mb-3 text-sm font-semibold">Tasting profile</legend>
            <div className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
              {TASTING_SCORES.map((score) => (
                <ScoreSlider key={score} form={form} name={score} />
              ))}
            </div>
          </fieldset>

          <FormField label="Brew notes" htmlFor={brewNotes.id} error={errors['brewDetails.brewNotes']}>
            <Textarea
              {...brewNotes}
              rows={2}
              placeholder="Bloom, pours, adjustments for next time…"
              value={values.brew.brewNotes}
              onChange={(event) => setText('brewNotes', event.target.value)}
            />
          </FormField>
        </div>
      )}
    </div>
  );
}
