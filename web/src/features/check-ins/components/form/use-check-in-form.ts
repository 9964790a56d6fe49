import type { FieldError } from '@crema/contracts/common/rpc';
import type { TastingScore } from '@crema/contracts/checkins/brew-details-values';
import { useCallback, useId, useMemo, useState } from 'react';
import type { z } from 'zod';
import {
  errorKey,
  type BrewFormValues,
  type CheckInFormErrors,
  type CheckInFormValues,
  type SliderField,
} from './check-in-form-values';

type TopField = Exclude<keyof CheckInFormValues, 'brew'>;
type BrewTextField = Exclude<keyof BrewFormValues, 'grindSizeNumeric' | 'scores'>;

/** Moving a slider rates it: from then on its value is sent. */
const rate = (current: CheckInFormValues, name: SliderField): readonly SliderField[] =>
  current.ratedSliders.includes(name) ? current.ratedSliders : [...current.ratedSliders, name];

/**
 * State of the check-in form (create and edit). Values stay as the user typed them; `validate`
 * builds the request body and checks it with the shared contract schema, so the browser applies
 * the very rules of the gateway and the service. Errors are keyed `coffeeName`, `brewDetails.dose`…
 */
export function useCheckInForm(initialValues: () => CheckInFormValues) {
  const formId = useId();
  const [initial, setInitial] = useState<CheckInFormValues>(initialValues);
  const [values, setValues] = useState<CheckInFormValues>(initial);
  const [errors, setErrors] = useState<CheckInFormErrors>({});
  /** Whether closing would throw away something the person typed. */
  const isDirty = useMemo(() => JSON.stringify(values) !== JSON.stringify(initial), [values, initial]);

  const clearError = useCallback((key: string) => {
    setErrors((current) => (current[key] === undefined ? current : { ...current, [key]: undefined }));
  }, []);

  const setField = useCallback(
    <K extends TopField>(name: K, value: CheckInFormValues[K]) => {
      setValues((current) => ({ ...current, [name]: value }));
      clearError(name);
    },
    [clearError],
  );

  const setBrewField = useCallback(
    (name: BrewTextField, value: string) => {
      setValues((current) => ({ ...current, brew: { ...current.brew, [name]: value } }));
      clearError(`brewDetails.${name}`);
    },
    [clearError],
  );

  const setGrind = useCallback(
    (value: number) => {
      setValues((current) => ({
        ...current,
        brew: { ...current.brew, grindSizeNumeric: value },
        ratedSliders: rate(current, 'grindSizeNumeric'),
      }));
      clearError('brewDetails.grindSizeNumeric');
    },
    [clearError],
  );

  const setScore = useCallback((name: TastingScore, value: number) => {
    setValues((current) => ({
      ...current,
      brew: { ...current.brew, scores: { ...current.brew.scores, [name]: value } },
      ratedSliders: rate(current, name),
    }));
  }, []);

  const toggleTastingNote = useCallback(
    (note: string) => {
      setValues((current) => ({
        ...current,
        tastingNotes: current.tastingNotes.includes(note)
          ? current.tastingNotes.filter((chosen) => chosen !== note)
          : [...current.tastingNotes, note],
      }));
      clearError('tastingNotes');
    },
    [clearError],
  );

  /** Builds the body from the values and parses it; on failure shows the first message per field. */
  const validate = <S extends z.ZodType>(schema: S, body: unknown): z.output<S> | null => {
    const result = schema.safeParse(body);
    if (result.success) {
      setErrors({});
      return result.data;
    }
    const next: CheckInFormErrors = {};
    for (const issue of result.error.issues) {
      const key = errorKey(issue.path) ?? 'form';
      next[key] ??= issue.message;
    }
    setErrors(next);
    return null;
  };

  /** Puts the server's field errors (problem+json `errors`) on the fields; answers whether any matched. */
  const setServerErrors = (fieldErrors: readonly FieldError[]): boolean => {
    const next: CheckInFormErrors = {};
    for (const { path, message } of fieldErrors) {
      const key = errorKey(path);
      if (key) next[key] ??= message;
    }
    setErrors(next);
    return Object.keys(next).length > 0;
  };

  const reset = useCallback((next: CheckInFormValues) => {
    setInitial(next);
    setValues(next);
    setErrors({});
  }, []);

  /** The DOM id of a field (stable per form), for labels and error messages. */
  const idOf = useCallback((key: string) => `${formId}-${key.replace('.', '-')}`, [formId]);

  return {
    values,
    errors,
    isDirty,
    setField,
    setBrewField,
    setGrind,
    setScore,
    toggleTastingNote,
    validate,
    setServerErrors,
    reset,
    idOf,
  };
}

export type CheckInForm = ReturnType<typeof useCheckInForm>;
