import {
  ACCESS_TOKEN_MAX_LIFETIME_DAYS,
  ACCESS_TOKEN_NAME_MAX,
  ACCESS_TOKEN_SCOPES,
  createAccessTokenBody,
  type AccessTokenScope,
  type CreatedAccessToken,
} from '@crema/contracts/identity/access-tokens';
import { useId, useState, type FormEvent } from 'react';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ApiError, errorDetail } from '@/lib/api-client';
import { fieldErrorId } from '@/lib/use-zod-form';
import { useCreateAccessToken } from '../api/create-access-token';
import { SaveButton } from './save-button';

type Field = 'name' | 'scopes' | 'expiresAt';

const SCOPE_HINTS: Record<AccessTokenScope, string> = {
  read: 'Read: your feed, check-ins, profile and everything else you can see',
  write: 'Write: check in, comment, like, follow — anything that changes data',
};

/** `YYYY-MM-DD` of a day `days` from today, in the local calendar (what a date input shows). */
function localDay(days: number): string {
  const day = new Date();
  day.setDate(day.getDate() + days);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
}

/** A token set to expire on a day works until that day's end, local time. */
function endOfDay(day: string): string {
  return new Date(`${day}T23:59:59`).toISOString();
}

export function CreateAccessTokenForm({ onCreated }: { onCreated: (token: CreatedAccessToken) => void }) {
  const formId = useId();
  const create = useCreateAccessToken();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<AccessTokenScope[]>(['read']);
  const [expiry, setExpiry] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const toggleScope = (scope: AccessTokenScope, checked: boolean) => {
    setScopes((current) => (checked ? [...current, scope] : current.filter((item) => item !== scope)));
    setErrors((current) => ({ ...current, scopes: undefined }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = createAccessTokenBody.safeParse({
      name,
      scopes,
      expiresAt: expiry ? endOfDay(expiry) : null,
    });
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        next[field] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    try {
      onCreated(await create.mutateAsync(parsed.data));
      setName('');
      setScopes(['read']);
      setExpiry('');
      setErrors({});
    } catch (error) {
      const message =
        error instanceof ApiError && error.errors[0] ? error.errors[0].message : errorDetail(error);
      setErrors({ name: message });
    }
  };

  const nameId = `${formId}-name`;
  const expiryId = `${formId}-expiry`;
  const scopesId = `${formId}-scopes`;
  return (
    <form className="grid gap-4" noValidate onSubmit={(event) => void onSubmit(event)}>
      <FormField label="Token name" htmlFor={nameId} error={errors.name}>
        <Input
          id={nameId}
          value={name}
          maxLength={ACCESS_TOKEN_NAME_MAX}
          placeholder="e.g. Brew log script"
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? fieldErrorId(nameId) : undefined}
          onChange={(event) => {
            setName(event.target.value);
            setErrors((current) => ({ ...current, name: undefined }));
          }}
        />
      </FormField>
      <fieldset className="grid gap-2" aria-describedby={errors.scopes ? fieldErrorId(scopesId) : undefined}>
        <legend className="mb-2 text-sm font-medium">Scopes</legend>
        {ACCESS_TOKEN_SCOPES.map((scope) => (
          <label key={scope} className="flex items-start gap-2 text-sm">
            <input
              type="checkbox"
              className="mt-0.5 size-4 accent-primary"
              checked={scopes.includes(scope)}
              onChange={(event) => toggleScope(scope, event.target.checked)}
            />
            <span>{SCOPE_HINTS[scope]}</span>
          </label>
        ))}
        {errors.scopes && (
          <p id={fieldErrorId(scopesId)} className="text-sm font-medium text-destructive">
            {errors.scopes}
          </p>
        )}
      </fieldset>
      <FormField
        label="Expires on (optional)"
        htmlFor={expiryId}
        error={errors.expiresAt}
        hint={<p className="text-sm text-muted-foreground">Leave empty for a token that never expires.</p>}
      >
        <Input
          id={expiryId}
          type="date"
          value={expiry}
          min={localDay(0)}
          max={localDay(ACCESS_TOKEN_MAX_LIFETIME_DAYS - 1)}
          onChange={(event) => {
            setExpiry(event.target.value);
            setErrors((current) => ({ ...current, expiresAt: undefined }));
          }}
        />
      </FormField>
      <SaveButton pending={create.isPending} label="Create token" />
    </form>
  );
}
