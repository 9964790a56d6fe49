import { BREW_METHODS, COFFEE_STRENGTHS, MEASUREMENT_UNITS, type BrewMethod } from '@crema/contracts/coffee/options';
import {
  type Preferences,
  type SelfUser,
} from '@crema/contracts/identity/user';
import { Check } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { OptionSelect } from '@/components/ui/option-select';
import { cn } from '@/lib/utils';
import { useUpdateSettings } from '../api/update-settings';
import { SaveButton } from './save-button';

type CoffeePreferences = Pick<
  Preferences,
  'defaultBrewMethod' | 'favoriteBrewMethods' | 'coffeeStrengthPreference' | 'measurementUnit'
>;

const strengthLabels: Record<Preferences['coffeeStrengthPreference'], string> = {
  light: 'Light',
  medium: 'Medium',
  strong: 'Strong',
};

const unitLabels: Record<Preferences['measurementUnit'], string> = {
  metric: 'Metric (g, ml, °C)',
  imperial: 'Imperial (oz, fl oz, °F)',
};

export function CoffeeSettingsForm({ user }: { user: SelfUser }) {
  const id = useId();
  const update = useUpdateSettings();
  const { defaultBrewMethod, favoriteBrewMethods, coffeeStrengthPreference, measurementUnit } =
    user.preferences;
  const [values, setValues] = useState<CoffeePreferences>({
    defaultBrewMethod,
    favoriteBrewMethods,
    coffeeStrengthPreference,
    measurementUnit,
  });

  const toggleFavorite = (method: BrewMethod) =>
    setValues((current) => ({
      ...current,
      favoriteBrewMethods: current.favoriteBrewMethods.includes(method)
        ? current.favoriteBrewMethods.filter((favorite) => favorite !== method)
        : [...current.favoriteBrewMethods, method],
    }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    update.mutate({ preferences: values });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-xl">Coffee preferences</CardTitle>
        <CardDescription>Defaults for your check-ins and how we show measurements.</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid gap-6" onSubmit={onSubmit}>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-default`}>Default brew method</Label>
            <OptionSelect
              id={`${id}-default`}
              options={BREW_METHODS}
              value={values.defaultBrewMethod}
              onChange={(defaultBrewMethod) => setValues((current) => ({ ...current, defaultBrewMethod }))}
            />
          </div>

          <fieldset className="grid gap-3">
            <legend className="mb-2 text-sm font-medium">Favorite brew methods</legend>
            <div className="flex flex-wrap gap-2">
              {BREW_METHODS.map((method) => {
                const selected = values.favoriteBrewMethods.includes(method);
                return (
                  <button
                    key={method}
                    type="button"
                    aria-pressed={selected}
                    onClick={() => toggleFavorite(method)}
                    className={cn(
                      'inline-flex items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm font-medium transition-colors',
                      'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
                      selected
                        ? 'border-primary bg-primary text-primary-foreground'
                        : 'border-input bg-card text-foreground hover:bg-muted',
                    )}
                  >
                    {selected && <Check className="size-3.5" aria-hidden="true" />}
                    {method}
                  </button>
                );
              })}
            </div>
          </fieldset>

          <div className="grid gap-6 sm:grid-cols-2">
            <div className="grid gap-2">
              <Label htmlFor={`${id}-strength`}>Coffee strength</Label>
              <OptionSelect
                id={`${id}-strength`}
                options={COFFEE_STRENGTHS}
                value={values.coffeeStrengthPreference}
                onChange={(coffeeStrengthPreference) =>
                  setValues((current) => ({ ...current, coffeeStrengthPreference }))
                }
                labels={strengthLabels}
              />
            </div>
            <div className="grid gap-2">
              <Label htmlFor={`${id}-unit`}>Measurement units</Label>
              <OptionSelect
                id={`${id}-unit`}
                options={MEASUREMENT_UNITS}
                value={values.measurementUnit}
                onChange={(measurementUnit) => setValues((current) => ({ ...current, measurementUnit }))}
                labels={unitLabels}
              />
            </div>
          </div>
          <SaveButton pending={update.isPending} />
        </form>
      </CardContent>
    </Card>
  );
}
