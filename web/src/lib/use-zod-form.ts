import { useCallback, useId, useState, type ChangeEvent } from 'react';
import type { z } from 'zod';
import type { FieldError } from '@crema/contracts/common/rpc';

type Errors<T> = Partial<Record<keyof T & string, string>>;

/** The id of the element that carries a field's error message (for aria-describedby). */
export function fieldErrorId(fieldId: string): string {
  return `${fieldId}-error`;
}

/**
 * Form state validated with a zod schema — the same schemas the gateway uses — so browser and
 * server apply one set of rules. Server field errors (problem+json `errors`) land on the same fields.
 */
export function useZodForm<T extends Record<string, string>, S extends z.ZodType>(schema: S, initialValues: T) {
  const formId = useId();
  const [values, setValues] = useState<T>(initialValues);
  const [errors, setErrors] = useState<Errors<T>>({});

  const setValue = useCallback((name: keyof T & string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  }, []);

  /** Parses the values; on failure shows the first message of every invalid field. */
  const validate = (): z.output<S> | null => {
    const result = schema.safeParse(values);
    if (result.success) {
      setErrors({});
      return result.data;
    }
    const next: Errors<T> = {};
    for (const issue of result.error.issues) {
      const name = issue.path[0];
      if (typeof name === 'string' && name in values && next[name as keyof T & string] === undefined) {
        next[name as keyof T & string] = issue.message;
      }
    }
    setErrors(next);
    return null;
  };

  /** Puts the server's field errors on the matching fields; answers whether any matched. */
  const setServerErrors = (fieldErrors: readonly FieldError[]): boolean => {
    const next: Errors<T> = {};
    for (const { path, message } of fieldErrors) {
      const name = path.split('.')[0];
      if (name && name in values) next[name as keyof T & string] = message;
    }
    setErrors(next);
    return Object.keys(next).length > 0;
  };

  const reset = (nextValues: T = initialValues) => {
    setValues(nextValues);
    setErrors({});
  };

  /** Props for an input bound to one field, including its accessibility wiring. */
  const field = (name: keyof T & string) => {
    const id = `${formId}-${name}`;
    const error = errors[name];
    return {
      id,
      name,
      value: values[name],
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setValue(name, event.target.value),
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? fieldErrorId(id) : undefined,
    };
  };

  return { values, errors, setValue, validate, setServerErrors, reset, field };
}
