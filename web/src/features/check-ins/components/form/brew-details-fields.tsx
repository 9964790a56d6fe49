import {
  BREW_LIMITS,
  grindSizeLabel,
  TASTING_SCORE_LABELS,
  TASTING_SCORES,
  type TastingScore,
} from '@crema/contracts/checkins/brew-details-values';
import { PROCESSING_METHODS } from '@crema/contracts/coffee/options';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Slider } from '@/components/ui/slider';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { ChoiceSelect } from '@/components/ui/choice-select';
import { controlProps } from './check-in-fields';
import { fromMetric, unitStep, unitSymbol, type MeasurementUnit } from '@/lib/units';
import { ESPRESSO, MEASURED_FIELDS, SLIDER_MAX, SLIDER_MIN, type BrewFormValues } from './check-in-form-values';
import type { CheckInForm } from './use-check-in-form';

type NumberFieldName = 'dose' | 'water' | 'waterTemp' | 'totalBrewWeight' | 'pressure' | 'preInfusionTime' | 'preInfusionPressure' | 'extractionTime';

interface NumberFieldSpec {
  name: NumberFieldName;
  label: string;
  /** The unit of fields not in MEASURED_FIELDS (those take the person's unit system). */
  fixedUnit?: string;
  step: number;
  /** A typical value, in metric. */
  example: number;
}

const mainNumbers: readonly NumberFieldSpec[] = [
  { name: 'dose', label: 'Dose', step: BREW_LIMITS.dose.step, example: 18 },
  { name: 'water', label: 'Water', step: 1, example: 300 },
];
const espressoNumbers: readonly NumberFieldSpec[] = [
  { name: 'totalBrewWeight', label: 'Yield', step: 0.1, example: 36 },
  { name: 'pressure', label: 'Pressure', fixedUnit: 'bar', step: 0.1, example: 9 },
  { name: 'preInfusionTime', label: 'Pre-infusion time', fixedUnit: 's', step: 1, example: 5 },
  { name: 'preInfusionPressure', label: 'Pre-infusion pressure', fixedUnit: 'bar', step: 0.1, example: 3 },
];
const waterTempSpec: NumberFieldSpec = { name: 'waterTemp', label: 'Water temp', step: 1, example: 94 };
const extractionSpec: NumberFieldSpec = { name: 'extractionTime', label: 'Extraction time', fixedUnit: 's', step: 1, example: 28 };

/** Label unit, step, bounds and example of a number field in the person's unit system. */
function inUnits(spec: NumberFieldSpec, unit: MeasurementUnit) {
  const limits = BREW_LIMITS[spec.name];
  const quantity = MEASURED_FIELDS[spec.name];
  if (!quantity) return { symbol: spec.fixedUnit, step: spec.step, min: limits.min, max: limits.max, example: spec.example };
  const shown = (value: number) => fromMetric(unit, quantity, value);
  return {
    symbol: unitSymbol(unit, quantity),
    step: unit === 'metric' ? spec.step : unitStep(unit, quantity),
    min: shown(limits.min),
    max: shown(limits.max),
    example: shown(spec.example),
  };
}

/** `aligned` lines the inputs of a two-column row up however their labels wrap. */
function NumberField({ form, spec, aligned = true }: { form: CheckInForm; spec: NumberFieldSpec; aligned?: boolean }) {
  const key = `brewDetails.${spec.name}`;
  const props = controlProps(form, key);
  const { symbol, step, min, max, example } = inUnits(spec, form.values.unit);
  return (
    <FormField aligned={aligned} label={`${spec.label} (${symbol})`} htmlFor={props.id} error={form.errors[key]}>
      <Input
        {...props}
        type="number"
        inputMode={step < 1 ? 'decimal' : 'numeric'}
        min={min}
        max={max}
        step={step}
        placeholder={String(example)}
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

/** What an untouched slider shows: its thumb sits at the start value but nothing is rated. */
const NOT_RATED = 'Not rated';

function ScoreSlider({ form, name }: { form: CheckInForm; name: TastingScore }) {
  const id = form.idOf(`brewDetails.${name}`);
  const value = form.values.brew.scores[name];
  const rated = form.values.ratedSliders.includes(name);
  const label = TASTING_SCORE_LABELS[name];
  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between text-sm">
        <Label htmlFor={id}>{label}</Label>
        <span className="text-muted-foreground tabular-nums">{rated ? `${value}/10` : NOT_RATED}</span>
      </div>
      <Slider
        id={id}
        min={SLIDER_MIN}
        max={SLIDER_MAX}
        step={1}
        value={value}
        onValueChange={(next) => form.setScore(name, next)}
        thumbLabel={label}
        valueText={(next) => (rated ? `${next} out of 10` : NOT_RATED)}
        className={rated ? undefined : 'opacity-60'}
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
  const roastDate = controlProps(form, 'brewDetails.roastDate');
  const processing = controlProps(form, 'brewDetails.processingMethod');
  const brewNotes = controlProps(form, 'brewDetails.brewNotes');
  const grind = values.brew.grindSizeNumeric;
  const grindRated = values.ratedSliders.includes('grindSizeNumeric');
  const espresso = values.brewMethod === ESPRESSO;
  const setText = (name: keyof BrewFormValues & ('brewTime' | 'roastDate' | 'brewNotes'), value: string) =>
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
                {grindRated ? `${grind} · ${grindSizeLabel(grind)}` : NOT_RATED}
              </span>
            </div>
            <Slider
              id={grindId}
              min={SLIDER_MIN}
              max={SLIDER_MAX}
              step={1}
              value={grind}
              onValueChange={form.setGrind}
              thumbLabel="Grind size"
              valueText={(next) => (grindRated ? `${next}, ${grindSizeLabel(next)}` : NOT_RATED)}
              className={grindRated ? undefined : 'opacity-60'}
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
            <NumberField form={form} spec={waterTempSpec} />
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
            <NumberField form={form} spec={extractionSpec} aligned={false} />
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
