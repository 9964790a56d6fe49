import { z } from 'zod';

/**
 * Personal access tokens (issue 12): REST bodies and replies shared by the gateway, identity and
 * the web form, so the three apply one set of rules.
 */
export const ACCESS_TOKEN_SCOPES = ['read', 'write'] as const;
export type AccessTokenScope = (typeof ACCESS_TOKEN_SCOPES)[number];

/** Every token starts with this, so secret scanners and people recognise a leaked one. */
export const ACCESS_TOKEN_PREFIX = 'crema_pat_';
/** The prefix plus 32 random bytes in base64url (43 characters). */
export const ACCESS_TOKEN_PATTERN = /^crema_pat_[A-Za-z0-9_-]{43}$/;

export const ACCESS_TOKEN_NAME_MAX = 60;
/** The furthest a token's expiry may be set. */
export const ACCESS_TOKEN_MAX_LIFETIME_DAYS = 365;
const DAY_MS = 24 * 60 * 60 * 1000;

export const accessTokenSchema = z.string().regex(ACCESS_TOKEN_PATTERN, 'This is not a Crema access token');

export const accessTokenScopesSchema = z
  .array(z.enum(ACCESS_TOKEN_SCOPES, { error: 'Scopes may only be read and write' }), {
    error: 'Choose at least one scope',
  })
  .min(1, 'Choose at least one scope')
  .max(ACCESS_TOKEN_SCOPES.length)
  .refine((scopes) => new Set(scopes).size === scopes.length, 'Scopes must not repeat');

export const createAccessTokenBody = z
  .object({
    name: z
      .string({ error: 'Name is required' })
      .trim()
      .min(1, 'Name is required')
      .max(ACCESS_TOKEN_NAME_MAX, `Name must be at most ${ACCESS_TOKEN_NAME_MAX} characters`),
    scopes: accessTokenScopesSchema,
    expiresAt: z.iso
      .datetime({ offset: true, error: 'Expiry must be a date and time' })
      .refine((value) => Date.parse(value) > Date.now(), 'Expiry must be in the future')
      .refine(
        (value) => Date.parse(value) <= Date.now() + ACCESS_TOKEN_MAX_LIFETIME_DAYS * DAY_MS,
        `Expiry must be within ${ACCESS_TOKEN_MAX_LIFETIME_DAYS} days`,
      )
      .nullable()
      .optional(),
  })
  .strict();
export type CreateAccessTokenBody = z.input<typeof createAccessTokenBody>;
export type NewAccessTokenRequest = z.output<typeof createAccessTokenBody>;

export const accessTokenIdSchema = z.uuid('Unknown token');
export const accessTokenIdParams = z.object({ id: accessTokenIdSchema });

/** A stored token's scopes (as replies carry them: already checked at creation). */
export const grantedScopesSchema = z.array(z.enum(ACCESS_TOKEN_SCOPES)).min(1);

/** A token as its owner sees it in the list: never the secret, only its first characters. */
export const accessTokenSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  scopes: grantedScopesSchema,
  /** The token's first characters (`crema_pat_` + 4), to tell tokens apart. */
  prefix: z.string(),
  createdAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime().nullable(),
  expiresAt: z.iso.datetime().nullable(),
});
export type AccessTokenSummary = z.infer<typeof accessTokenSummarySchema>;
/** The person's live tokens (not revoked; expired ones included), newest first. */
export const accessTokenSummaryListSchema = z.array(accessTokenSummarySchema);

/** The answer to a creation: the only time the secret is ever shown. */
export const createdAccessTokenSchema = accessTokenSummarySchema
  .pick({ id: true, name: true, scopes: true, createdAt: true, expiresAt: true })
  .extend({ token: accessTokenSchema });
export type CreatedAccessToken = z.infer<typeof createdAccessTokenSchema>;

/** Whether a token's scopes allow a request: `write` for anything that changes state. */
export function scopesAllow(scopes: readonly AccessTokenScope[], changesState: boolean): boolean {
  return scopes.includes(changesState ? 'write' : 'read');
}
