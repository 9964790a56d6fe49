import { z } from 'zod';
import { BREW_METHODS, COFFEE_STRENGTHS, MEASUREMENT_UNITS } from '../coffee/options';
import { PROFILE_VISIBILITIES } from '../common/profile';

export const preferencesSchema = z
  .object({
    profileVisibility: z.enum(PROFILE_VISIBILITIES),
    shareCheckIns: z.boolean(),
    emailNotifications: z.boolean(),
    defaultBrewMethod: z.enum(BREW_METHODS),
    favoriteBrewMethods: z
      .array(z.enum(BREW_METHODS))
      .max(BREW_METHODS.length)
      .refine((list) => new Set(list).size === list.length, 'Favorite brew methods must not repeat'),
    coffeeStrengthPreference: z.enum(COFFEE_STRENGTHS),
    measurementUnit: z.enum(MEASUREMENT_UNITS),
  })
  .strict();
export type Preferences = z.infer<typeof preferencesSchema>;

/** SPEC §3 defaults: public, share check-ins on, email notifications on, Espresso, medium, metric. */
export const DEFAULT_PREFERENCES: Preferences = {
  profileVisibility: 'public',
  shareCheckIns: true,
  emailNotifications: true,
  defaultBrewMethod: 'Espresso',
  favoriteBrewMethods: [],
  coffeeStrengthPreference: 'medium',
  measurementUnit: 'metric',
};

/** The signed-in user as they see themselves. Never carries a password hash or reset token. */
export const selfUserSchema = z.object({
  id: z.number().int().positive(),
  username: z.string(),
  email: z.string(),
  avatarUrl: z.string().nullable(),
  bio: z.string().nullable(),
  createdAt: z.iso.datetime(),
  isAdmin: z.boolean(),
  preferences: preferencesSchema,
});
export type SelfUser = z.infer<typeof selfUserSchema>;

/** What other services may know of a user (carried by `user.*` events). */
export const userProfileSchema = z.object({
  id: z.number().int().positive(),
  username: z.string(),
  avatarUrl: z.string().nullable(),
  bio: z.string().nullable(),
  profileVisibility: z.enum(PROFILE_VISIBILITIES),
  shareCheckIns: z.boolean(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;
