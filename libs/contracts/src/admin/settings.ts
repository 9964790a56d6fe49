import { z } from 'zod';

/**
 * App settings (SPEC §3 app_settings): free-form key/value pairs, plus known keys whose value is
 * typed and changes what the services do, without a restart (they follow `setting.changed`).
 */
export const SETTING_KEY_MAX = 64;
export const SETTING_VALUE_MAX = 2000;
export const SETTING_DESCRIPTION_MAX = 500;

export const settingKeySchema = z
  .string({ error: 'Key is required' })
  .trim()
  .min(1, 'Key is required')
  .max(SETTING_KEY_MAX, `Key must be at most ${SETTING_KEY_MAX} characters`)
  .regex(
    /^[a-z0-9][a-z0-9._-]*$/,
    'Key may only contain lower-case letters, digits, dots, dashes and underscores',
  );

/** Known keys: each value is text on the wire, parsed by its schema. */
export const KNOWN_SETTINGS = {
  'registration.open': {
    value: z.enum(['true', 'false'], { error: 'registration.open must be true or false' }),
    defaultValue: 'true',
    description: 'Whether new people may create an account',
  },
  'checkins.max-per-hour': {
    value: z
      .string()
      .regex(/^\d{1,4}$/, 'checkins.max-per-hour must be a whole number from 1 to 1000')
      .refine(
        (text) => Number(text) >= 1 && Number(text) <= 1000,
        'checkins.max-per-hour must be a whole number from 1 to 1000',
      ),
    defaultValue: '60',
    description: 'How many check-ins one person may post in an hour',
  },
} as const;
export type KnownSettingKey = keyof typeof KNOWN_SETTINGS;
export const KNOWN_SETTING_KEYS = Object.keys(KNOWN_SETTINGS) as KnownSettingKey[];

export function isKnownSetting(key: string): key is KnownSettingKey {
  return Object.hasOwn(KNOWN_SETTINGS, key);
}

export const appSettingSchema = z.object({
  key: z.string(),
  value: z.string(),
  description: z.string().nullable(),
  /** A key the services act on (its value is validated), or a free-form one. */
  known: z.boolean(),
  updatedAt: z.iso.datetime().nullable(),
});
export type AppSetting = z.infer<typeof appSettingSchema>;

/** PUT /api/admin/settings/{key} (SPEC §7): {value, description}. */
export const putSettingBody = z
  .object({
    value: z
      .string({ error: 'Value is required' })
      .trim()
      .min(1, 'Value is required')
      .max(SETTING_VALUE_MAX, `Value must be at most ${SETTING_VALUE_MAX} characters`),
    description: z
      .string()
      .trim()
      .max(SETTING_DESCRIPTION_MAX, `Description must be at most ${SETTING_DESCRIPTION_MAX} characters`)
      .nullish()
      .transform((text) => (text ? text : null)),
  })
  .strict();
export type PutSettingBody = z.input<typeof putSettingBody>;

export const settingKeyParams = z.object({ key: settingKeySchema });

/** The value a known key takes now: the stored one, or its default. */
export const settingValuesSchema = z.object({
  registrationOpen: z.boolean(),
  checkInsPerHour: z.number().int().min(1).max(1000),
});
export type SettingValues = z.infer<typeof settingValuesSchema>;
