import { KNOWN_SETTING_KEYS, type AppSetting } from '@crema/contracts/admin/settings';
import { Save, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { fieldErrorId } from '@/lib/use-zod-form';
import { usePutSetting } from '../api/put-setting';
import {
  validateSettingForm,
  withKey,
  type SettingFormErrors,
  type SettingFormValues,
} from './setting-form-values';

const EMPTY: SettingFormValues = { key: '', value: '', description: '' };

interface SettingFormProps {
  /** The setting being edited; null in add mode (SPEC §4: the form toggles between the two). */
  editing: AppSetting | null;
  /** Back to add mode, after a save or Cancel. */
  onDoneEditing: () => void;
  /** Keys already stored, so add mode can say that saving replaces one. */
  existingKeys: readonly string[];
}

/**
 * Adds a setting, or edits the value and description of one (its key stays). The parent keys it by
 * the setting edited, so each mode starts from its own values.
 */
export function SettingForm({ editing, onDoneEditing, existingKeys }: SettingFormProps) {
  const id = useId();
  const ids = {
    key: `${id}-key`,
    value: `${id}-value`,
    description: `${id}-description`,
    keys: `${id}-keys`,
  };
  const put = usePutSetting();
  const valueRef = useRef<HTMLElement | null>(null);
  const [values, setValues] = useState<SettingFormValues>(() =>
    editing ? { key: editing.key, value: editing.value, description: editing.description ?? '' } : EMPTY,
  );
  const [errors, setErrors] = useState<SettingFormErrors>({});

  // Edit mode starts on the value: the key cannot change.
  useEffect(() => {
    if (editing) valueRef.current?.focus();
  }, [editing]);

  const change = (next: SettingFormValues, field: keyof SettingFormValues) => {
    setValues(next);
    setErrors((current) => ({ ...current, [field]: undefined, form: undefined }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validateSettingForm(values);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    put.mutate(
      { key: result.key, body: result.body },
      {
        onSuccess: () => {
          if (editing) onDoneEditing();
          else setValues(EMPTY);
        },
        onError: (error) => {
          if (!(error instanceof ApiError)) return;
          const fieldErrors: SettingFormErrors = {};
          for (const { path, message } of error.errors) {
            if (path === 'value' || path === 'description' || path === 'key') fieldErrors[path] = message;
          }
          setErrors(fieldErrors);
        },
      },
    );
  };

  const key = values.key.trim();
  const replaces = !editing && existingKeys.includes(key);
  const describedBy = (field: keyof SettingFormValues) =>
    errors[field] ? fieldErrorId(ids[field]) : undefined;
  const valueProps = {
    id: ids.value,
    'aria-invalid': errors.value ? true : undefined,
    'aria-describedby': describedBy('value'),
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3" className="text-xl">
          {editing ? `Edit ${editing.key}` : 'Add a setting'}
        </CardTitle>
        <CardDescription>
          {editing
            ? 'Change its value or description; the services follow the change at once.'
            : 'A key and its value. Built-in keys change how the app behaves; others are free-form.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          className="grid gap-4"
          noValidate
          onSubmit={onSubmit}
          aria-label={editing ? 'Edit setting' : 'Add setting'}
        >
          {errors.form && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {errors.form}
            </p>
          )}
          <FormField
            label="Key"
            htmlFor={ids.key}
            error={errors.key}
            hint={
              replaces && (
                <p className="text-xs text-muted-foreground">This key exists: saving replaces its value.</p>
              )
            }
          >
            <Input
              id={ids.key}
              value={values.key}
              onChange={(event) => change(withKey(values, event.target.value), 'key')}
              readOnly={editing !== null}
              list={ids.keys}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              placeholder="site.banner"
              aria-required="true"
              aria-invalid={errors.key ? true : undefined}
              aria-describedby={describedBy('key')}
              className="font-mono read-only:bg-muted"
            />
            <datalist id={ids.keys}>
              {KNOWN_SETTING_KEYS.map((known) => (
                <option key={known} value={known} />
              ))}
            </datalist>
          </FormField>
          <FormField label="Value" htmlFor={ids.value} error={errors.value}>
            {key === 'registration.open' ? (
              <div className="flex items-center gap-3">
                <Switch
                  {...valueProps}
                  ref={(element) => {
                    valueRef.current = element;
                  }}
                  checked={values.value === 'true'}
                  onCheckedChange={(checked) => change({ ...values, value: String(checked) }, 'value')}
                />
                <span className="text-sm" aria-hidden="true">
                  {values.value === 'true' ? 'Open: anyone may sign up' : 'Closed: no new accounts'}
                </span>
              </div>
            ) : key === 'checkins.max-per-hour' ? (
              <Input
                {...valueProps}
                ref={(element) => {
                  valueRef.current = element;
                }}
                type="number"
                inputMode="numeric"
                min={1}
                max={1000}
                step={1}
                value={values.value}
                onChange={(event) => change({ ...values, value: event.target.value }, 'value')}
                aria-required="true"
                className="sm:w-40"
              />
            ) : (
              <Textarea
                {...valueProps}
                ref={(element) => {
                  valueRef.current = element;
                }}
                rows={2}
                value={values.value}
                onChange={(event) => change({ ...values, value: event.target.value }, 'value')}
                aria-required="true"
                className="min-h-10"
              />
            )}
          </FormField>
          <FormField label="Description" htmlFor={ids.description} error={errors.description}>
            <Input
              id={ids.description}
              value={values.description}
              onChange={(event) => change({ ...values, description: event.target.value }, 'description')}
              autoComplete="off"
              placeholder="What the setting is for"
              aria-invalid={errors.description ? true : undefined}
              aria-describedby={describedBy('description')}
            />
          </FormField>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            {editing && (
              <Button variant="outline" onClick={onDoneEditing} disabled={put.isPending}>
                <X aria-hidden="true" />
                Cancel
              </Button>
            )}
            <Button type="submit" disabled={put.isPending}>
              {put.isPending ? <Spinner /> : <Save aria-hidden="true" />}
              {editing ? 'Save changes' : 'Add setting'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
