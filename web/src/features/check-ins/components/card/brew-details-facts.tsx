import type { BrewDetails } from '@crema/contracts/checkins/brew-details';
import {
  brewRatio,
  grindSizeLabel,
  TASTING_SCORE_LABELS,
  TASTING_SCORES,
} from '@crema/contracts/checkins/brew-details-values';
import { formatMeasure, type MeasurementUnit, type Quantity } from '@/lib/units';
import { useMeasurementUnit } from '@/lib/use-viewer';

function grind(details: BrewDetails): string | undefined {
  if (details.grindSizeNumeric !== undefined) {
    return `${details.grindSize || grindSizeLabel(details.grindSizeNumeric)} (${details.grindSizeNumeric}/10)`;
  }
  return details.grindSize || undefined;
}

const unit = (value: number | undefined, suffix: string) =>
  value === undefined ? undefined : `${value}${suffix}`;

/**
 * The facts of a brew, label → shown value, weights, volumes and temperatures in the reader's unit
 * system; espresso-only ones only for an Espresso (SPEC §3).
 */
function facts(
  details: BrewDetails,
  isEspresso: boolean,
  system: MeasurementUnit,
): Array<[string, string | undefined]> {
  const measure = (value: number | undefined, quantity: Quantity) =>
    value === undefined ? undefined : formatMeasure(system, quantity, value);
  const preInfusion =
    details.preInfusionTime !== undefined || details.preInfusionPressure !== undefined
      ? [unit(details.preInfusionTime, ' s'), unit(details.preInfusionPressure, ' bar')]
          .filter(Boolean)
          .join(' at ')
      : undefined;
  return [
    ['Equipment', details.equipment || undefined],
    ['Grind', grind(details)],
    ['Dose', measure(details.dose, 'weight')],
    ['Water', measure(details.water, 'volume')],
    ['Ratio', brewRatio(details)],
    ['Brew time', details.brewTime],
    ['Water temp', measure(details.waterTemp, 'temperature')],
    ...(isEspresso
      ? ([
          ['Yield', measure(details.totalBrewWeight, 'weight')],
          ['Pressure', unit(details.pressure, ' bar')],
          ['Pre-infusion', preInfusion],
        ] satisfies Array<[string, string | undefined]>)
      : []),
    ['Extraction time', unit(details.extractionTime, ' s')],
    ['Roast date', details.roastDate],
    ['Origin', details.coffeeOrigin || undefined],
    ['Process', details.processingMethod],
  ];
}

/** What an opened 'Show brew details' section shows: the brew's facts, its scores and its notes. */
export function BrewDetailsFacts({ details, brewMethod }: { details: BrewDetails; brewMethod: string }) {
  const system = useMeasurementUnit();
  const shown = facts(details, brewMethod === 'Espresso', system).filter(
    (fact): fact is [string, string] => fact[1] !== undefined && fact[1] !== '',
  );
  const scores = TASTING_SCORES.filter((key) => details[key] !== undefined);

  return (
    <>
      {shown.length > 0 && (
        <dl className="grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-3">
          {shown.map(([label, value]) => (
            <div key={label} className="min-w-0">
              <dt className="text-xs text-muted-foreground">{label}</dt>
              <dd className="font-medium break-words">{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {scores.length > 0 && (
        <dl className="grid gap-2 sm:grid-cols-2 sm:gap-x-6">
          {scores.map((key) => {
            const value = details[key] ?? 0;
            return (
              <div key={key} className="grid grid-cols-[5.5rem_1fr_2.5rem] items-center gap-2">
                <dt className="text-xs text-muted-foreground">{TASTING_SCORE_LABELS[key]}</dt>
                <dd className="contents">
                  <span
                    role="meter"
                    aria-label={TASTING_SCORE_LABELS[key]}
                    aria-valuemin={0}
                    aria-valuemax={10}
                    aria-valuenow={value}
                    className="h-2 overflow-hidden rounded-full bg-input"
                  >
                    <span
                      className="block h-full rounded-full bg-primary"
                      style={{ width: `${value * 10}%` }}
                    />
                  </span>
                  <span className="text-right text-xs tabular-nums">{value}/10</span>
                </dd>
              </div>
            );
          })}
        </dl>
      )}
      {details.brewNotes && (
        <div>
          <p className="text-xs text-muted-foreground">Brew notes</p>
          <p className="whitespace-pre-line">{details.brewNotes}</p>
        </div>
      )}
    </>
  );
}
