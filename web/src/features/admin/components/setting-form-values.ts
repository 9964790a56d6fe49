import {
  isKnownSetting,
  KNOWN_SETTINGS,
  putSettingBody,
  settingKeySchema,
  type PutSettingBody,
} from '@crema/contracts/admin/settings';

export interface SettingFormValues {
  key: string;
  value: string;
  description: string;
}

export type SettingFormErrors = Partial<Record<keyof SettingFormValues | 'form', string>>;

/** SPEC §5: the message when either is left blank. */
export const SETTING_REQUIRED = 'App setting key and value required';

export type SettingFormResult =
  { ok: true; key: string; body: PutSettingBody } | { ok: false; errors: SettingFormErrors };

/**
 * Checks the form with the contract's rules: key and value required, the key's format, the
 * value's length, and a known key's own rule (registration.open is true or false, …).
 */
export function validateSettingForm(values: SettingFormValues): SettingFormResult {
  const missingKey = !values.key.trim();
  const missingValue = !values.value.trim();
  if (missingKey || missingValue) {
    return {
      ok: false,
      errors: {
        form: SETTING_REQUIRED,
        ...(missingKey && { key: 'Key is required' }),
        ...(missingValue && { value: 'Value is required' }),
      },
    };
  }
  const errors: SettingFormErrors = {};
  const key = settingKeySchema.safeParse(values.key);
  if (!key.success) errors.key = key.error.issues[0]?.message;
  const body = putSettingBody.safeParse({ value: values.value, description: values.description });
  for (const issue of body.error?.issues ?? []) {
    const field = issue.path[0];
    if ((field === 'value' || field === 'description') && !errors[field]) errors[field] = issue.message;
  }
  if (key.success && !errors.value && isKnownSetting(key.data)) {
    const known = KNOWN_SETTINGS[key.data].value.safeParse(values.value.trim());
    if (!known.success) errors.value = known.error.issues[0]?.message;
  }
  if (!key.success || !body.success || errors.value) return { ok: false, errors };
  return { ok: true, key: key.data, body: body.data };
}

/**
 * The form after its key changed: a known key brings its default value and description when the
 * ones typed so far would not fit it.
 */
export function withKey(values: SettingFormValues, key: string): SettingFormValues {
  const next = { ...values, key };
  const name = key.trim();
  if (!isKnownSetting(name)) return next;
  const known = KNOWN_SETTINGS[name];
  return {
    key,
    value: known.value.safeParse(values.value.trim()).success ? values.value : known.defaultValue,
    description: values.description.trim() ? values.description : known.description,
  };
}

/** A value as the settings table shows it: the known switches in words. */
export function displaySettingValue(key: string, value: string): string {
  if (key === 'registration.open') return value === 'true' ? 'Open' : 'Closed';
  if (key === 'checkins.max-per-hour') return `${value} per hour`;
  return value;
}
