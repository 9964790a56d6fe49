import {
  ANALYTICS_PERIODS,
  type AnalyticsPeriod,
  type AnalyticsQuery,
} from '@crema/contracts/admin/analytics';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { fieldErrorId } from '@/lib/use-zod-form';
import { cn } from '@/lib/utils';
import { analyticsRequest, utcToday, type AnalyticsPeriodChoice } from './analytics-period';

export const PERIOD_LABELS: Record<AnalyticsPeriod, string> = {
  daily: 'Today',
  weekly: 'Last 7 days',
  monthly: 'Last 30 days',
  custom: 'Custom',
};

interface AnalyticsPeriodPickerProps {
  /** Called with a valid query: at once for a fixed period, on Apply for a custom one. */
  onQuery: (query: AnalyticsQuery) => void;
}

/** SPEC §4: daily, weekly, monthly or custom; a custom period needs a start date. */
export function AnalyticsPeriodPicker({ onQuery }: AnalyticsPeriodPickerProps) {
  const id = useId();
  const [choice, setChoice] = useState<AnalyticsPeriodChoice>({
    period: 'weekly',
    startDate: '',
    endDate: '',
  });
  const [error, setError] = useState<{ field: 'startDate' | 'endDate'; message: string } | null>(null);

  const choosePeriod = (period: AnalyticsPeriod) => {
    setChoice((current) => ({ ...current, period }));
    setError(null);
    if (period !== 'custom') onQuery({ period });
  };
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const request = analyticsRequest(choice);
    if (request.ok) {
      setError(null);
      onQuery(request.query);
    } else {
      setError({ field: request.field, message: request.message });
    }
  };
  const dateField = (field: 'startDate' | 'endDate', label: string) => {
    const inputId = `${id}-${field}`;
    const message = error?.field === field ? error.message : undefined;
    return (
      <FormField label={label} htmlFor={inputId} error={message}>
        <Input
          id={inputId}
          type="date"
          max={utcToday()}
          value={choice[field]}
          onChange={(event) => {
            setChoice((current) => ({ ...current, [field]: event.target.value }));
            setError(null);
          }}
          aria-required={field === 'startDate' || undefined}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? fieldErrorId(inputId) : undefined}
        />
      </FormField>
    );
  };

  return (
    <div className="grid gap-4">
      <fieldset>
        <legend className="mb-2 text-sm font-medium">Period</legend>
        <div className="grid grid-cols-2 gap-1 rounded-xl bg-muted p-1 sm:grid-cols-4">
          {ANALYTICS_PERIODS.map((period) => (
            <label key={period}>
              <input
                type="radio"
                name={`${id}-period`}
                value={period}
                checked={choice.period === period}
                onChange={() => choosePeriod(period)}
                className="peer sr-only"
              />
              <span
                className={cn(
                  'flex cursor-pointer items-center justify-center rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap text-muted-foreground transition-colors',
                  'hover:text-foreground peer-checked:bg-card peer-checked:text-foreground peer-checked:shadow-sm dark:peer-checked:bg-input',
                  'peer-focus-visible:ring-2 peer-focus-visible:ring-ring',
                )}
              >
                {PERIOD_LABELS[period]}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {choice.period === 'custom' && (
        <form
          noValidate
          onSubmit={apply}
          aria-label="Custom period"
          className="grid items-start gap-3 sm:grid-cols-[1fr_1fr_auto]"
        >
          {dateField('startDate', 'Start date')}
          {dateField('endDate', 'End date (optional)')}
          <Button type="submit" className="sm:mt-6">
            Apply
          </Button>
        </form>
      )}
    </div>
  );
}
