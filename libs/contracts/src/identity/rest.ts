import { z } from 'zod';
import { USERNAME_MAX, USERNAME_MIN } from '../common/profile';
import { preferencesSchema } from './user';

/**
 * REST bodies of the identity routes. The gateway validates requests with them and the web forms
 * use the very same schemas, so the browser and the server apply one set of rules.
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const BIO_MAX = 500;
export const EMAIL_MAX = 254;

export const usernameSchema = z
  .string({ error: 'Username is required' })
  .trim()
  .min(USERNAME_MIN, `Username must be at least ${USERNAME_MIN} characters`)
  .max(USERNAME_MAX, `Username must be at most ${USERNAME_MAX} characters`)
  .regex(/^[A-Za-z0-9_.-]+$/, 'Username may only contain letters, numbers, dots, dashes and underscores');

export const emailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .max(EMAIL_MAX, 'Please enter a valid email address')
  .pipe(z.email('Please enter a valid email address'))
  .transform((email) => email.toLowerCase());

export const newPasswordSchema = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

export const registerBody = z
  .object({ username: usernameSchema, email: emailSchema, password: newPasswordSchema })
  .strict();
export type RegisterBody = z.input<typeof registerBody>;

export const loginBody = z
  .object({
    username: z
      .string({ error: 'Username is required' })
      .trim()
      .min(1, 'Username is required')
      .max(USERNAME_MAX * 4),
    password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(PASSWORD_MAX),
  })
  .strict();
export type LoginBody = z.input<typeof loginBody>;

export const forgotPasswordBody = z.object({ email: emailSchema }).strict();
export type ForgotPasswordBody = z.input<typeof forgotPasswordBody>;

/** Reset tokens are 32 random bytes, base64url: exactly 43 characters. */
export const resetTokenSchema = z
  .string({ error: 'Reset token is required' })
  .regex(/^[A-Za-z0-9_-]{43}$/, 'This password reset link is invalid or has expired');

export const resetTokenQuery = z.object({ token: resetTokenSchema });

export const INVALID_UNSUBSCRIBE_LINK = 'This unsubscribe link is invalid';

/**
 * The token of a digest mail's one-click unsubscribe link: the person's id and an HMAC-SHA256
 * (32 bytes, base64url: 43 characters) that only identity can make and check.
 */
export const unsubscribeTokenSchema = z
  .string({ error: INVALID_UNSUBSCRIBE_LINK })
  .regex(/^[1-9][0-9]{0,9}\.[A-Za-z0-9_-]{43}$/, INVALID_UNSUBSCRIBE_LINK);

export const unsubscribeTokenQuery = z.object({ token: unsubscribeTokenSchema });

/**
 * `POST /api/email/unsubscribe`'s body: a mail provider's one-click POST sends the RFC 8058 form
 * `List-Unsubscribe=One-Click`, the web page sends none. Other fields are ignored, not refused: an
 * unsubscribe must not fail on a provider's extras.
 */
export const oneClickUnsubscribeBody = z
  .object({
    'List-Unsubscribe': z.literal('One-Click', { error: 'List-Unsubscribe must be One-Click' }).optional(),
  })
  .optional();

export const resetPasswordBody = z.object({ token: resetTokenSchema, password: newPasswordSchema }).strict();
export type ResetPasswordBody = z.input<typeof resetPasswordBody>;

/** The email moves by `POST /api/user/email` alone: it needs the password and a confirmation by mail. */
export const EMAIL_CHANGE_ELSEWHERE =
  'Your email changes in Settings → Account: it needs your current password and a confirmation by mail';

export const updateSettingsBody = z
  .object({
    username: usernameSchema.optional(),
    // Refused with a message that says where it went, rather than as an unknown field.
    email: z.never({ error: EMAIL_CHANGE_ELSEWHERE }).optional(),
    bio: z.string().trim().max(BIO_MAX, `Bio must be less than ${BIO_MAX} characters`).optional(),
    preferences: preferencesSchema.partial().strict().optional(),
  })
  .strict();
export type UpdateSettingsBody = z.input<typeof updateSettingsBody>;

/** The password the signed-in person types again to confirm who they are before a sensitive change. */
export const currentPasswordSchema = z
  .string({ error: 'Current password is required' })
  .min(1, 'Current password is required')
  .max(PASSWORD_MAX);

export const changePasswordBody = z
  .object({
    currentPassword: currentPasswordSchema,
    newPassword: newPasswordSchema,
    confirmPassword: z.string({ error: 'Please confirm the new password' }),
  })
  .strict()
  .refine((body) => body.newPassword === body.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  });
export type ChangePasswordBody = z.input<typeof changePasswordBody>;

/** `POST /api/user/email`: the new address waits for the confirmation link mailed to it. */
export const changeEmailBody = z
  .object({ newEmail: emailSchema, currentPassword: currentPasswordSchema })
  .strict();
export type ChangeEmailBody = z.input<typeof changeEmailBody>;

export const INVALID_EMAIL_CONFIRMATION_LINK =
  'This email confirmation link is invalid or has already been used';
export const EXPIRED_EMAIL_CONFIRMATION_LINK = 'This email confirmation link has expired';

/** Email confirmation tokens are 32 random bytes, base64url: exactly 43 characters. */
export const emailConfirmationTokenSchema = z
  .string({ error: 'Confirmation token is required' })
  .regex(/^[A-Za-z0-9_-]{43}$/, INVALID_EMAIL_CONFIRMATION_LINK);

export const confirmEmailBody = z.object({ token: emailConfirmationTokenSchema }).strict();
export type ConfirmEmailBody = z.input<typeof confirmEmailBody>;

/** The account's address and the one waiting for confirmation, if any (until `pendingUntil`). */
export const emailStatusSchema = z.object({
  email: z.string(),
  pendingEmail: z.string().nullable(),
  pendingUntil: z.iso.datetime().nullable(),
});
export type EmailStatus = z.infer<typeof emailStatusSchema>;

/** `DELETE /api/user/account`: the password again, so a borrowed session cannot end the account. */
export const deleteAccountBody = z.object({ currentPassword: currentPasswordSchema }).strict();
export type DeleteAccountBody = z.input<typeof deleteAccountBody>;

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_FIELD = 'avatar';
