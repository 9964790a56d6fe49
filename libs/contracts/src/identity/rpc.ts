import { z } from 'zod';
import { actorSchema, defineRpc, okReply } from '../common/rpc';
import {
  accessTokenIdSchema,
  accessTokenSchema,
  accessTokenSummaryListSchema,
  createAccessTokenBody,
  createdAccessTokenSchema,
  grantedScopesSchema,
} from './access-tokens';
import { selfUserSchema, userProfileSchema } from './user';
import {
  currentPasswordSchema,
  emailConfirmationTokenSchema,
  emailSchema,
  emailStatusSchema,
  loginBody,
  newPasswordSchema,
  registerBody,
  resetTokenSchema,
  unsubscribeTokenSchema,
  updateSettingsBody,
} from './rest';

/** Queue group and subject prefix of the identity service. */
export const IDENTITY_SERVICE = 'identity';

export const registerUser = defineRpc('rpc.identity.user.register.v1', registerBody, selfUserSchema);

export const verifyCredentials = defineRpc('rpc.identity.credentials.verify.v1', loginBody, selfUserSchema);

export const getCurrentUser = defineRpc(
  'rpc.identity.user.get.v1',
  z.object({ actor: actorSchema }),
  selfUserSchema,
);

/**
 * What other services may know of one user (the `user.*` event shape), for a projection that has not
 * received the user yet; 404 when there is no such user.
 */
export const getUserProfile = defineRpc(
  'rpc.identity.user.get-profile.v1',
  z.object({
    userId: z
      .number()
      .int()
      .positive()
      .max(2 ** 31 - 1),
  }),
  userProfileSchema,
);

export const updateSettings = defineRpc(
  'rpc.identity.user.update-settings.v1',
  z.object({ actor: actorSchema, changes: updateSettingsBody }),
  selfUserSchema,
);

export const changePassword = defineRpc(
  'rpc.identity.user.change-password.v1',
  z.object({
    actor: actorSchema,
    currentPassword: currentPasswordSchema,
    newPassword: newPasswordSchema,
  }),
  okReply,
);

/**
 * Starts an email change after checking the password (400 on `currentPassword` when wrong, as for
 * a password change): the new address gets a confirmation link, the current one a notice. The
 * answer is the same whether or not another account has the new address.
 */
export const requestEmailChange = defineRpc(
  'rpc.identity.user.email-change.request.v1',
  z.object({ actor: actorSchema, newEmail: emailSchema, currentPassword: currentPasswordSchema }),
  emailStatusSchema,
);

export const getEmailStatus = defineRpc(
  'rpc.identity.user.email-change.get.v1',
  z.object({ actor: actorSchema }),
  emailStatusSchema,
);

/**
 * Confirms an email change by the token of its link (the token is the proof: no person needed);
 * 404 for an unknown or used token, 410 for an expired one, 409 when the address was taken since.
 */
export const confirmEmailChange = defineRpc(
  'rpc.identity.user.email-change.confirm.v1',
  z.object({ token: emailConfirmationTokenSchema }),
  z.object({ userId: z.number().int().positive() }),
);

/**
 * Has a reset link mailed when the address belongs to an account. Only queues the lookup, so the
 * answer takes the same time whether or not it does.
 */
export const requestPasswordReset = defineRpc(
  'rpc.identity.password-reset.request.v1',
  z.object({ email: emailSchema }),
  okReply,
);

export const validateResetToken = defineRpc(
  'rpc.identity.password-reset.validate.v1',
  z.object({ token: resetTokenSchema }),
  okReply,
);

/** Answers the user whose password was reset so the caller can end all of their sessions. */
export const resetPassword = defineRpc(
  'rpc.identity.password-reset.complete.v1',
  z.object({ token: resetTokenSchema, password: newPasswordSchema }),
  z.object({ userId: z.number().int().positive() }),
);

/**
 * Turns the email notifications of the person a digest's unsubscribe token names off (the
 * one-click link needs no session: the token is the proof); ok also when they already were off or
 * the account is gone, 400 for a token identity did not sign.
 */
export const unsubscribeFromEmail = defineRpc(
  'rpc.identity.user.email-unsubscribe.v1',
  z.object({ token: unsubscribeTokenSchema }),
  okReply,
);

/** The image itself is stored by the gateway; identity records its URL and returns the old one. */
export const setAvatar = defineRpc(
  'rpc.identity.user.set-avatar.v1',
  z.object({ actor: actorSchema, avatarUrl: z.string().startsWith('/media/').max(300) }),
  z.object({ user: selfUserSchema, previousAvatarUrl: z.string().nullable() }),
);

export const identityExportSchema = z.object({
  profile: selfUserSchema,
  /** Personal access tokens, as their list shows them (never the secret). */
  accessTokens: accessTokenSummaryListSchema,
});
export type IdentityExport = z.infer<typeof identityExportSchema>;

export const exportUser = defineRpc(
  'rpc.identity.user.export.v1',
  z.object({ actor: actorSchema }),
  identityExportSchema,
);

/** Deletes the account; answers the avatar URL so the caller can remove the stored image. */
export const deleteAccount = defineRpc(
  'rpc.identity.user.delete.v1',
  z.object({ actor: actorSchema, currentPassword: currentPasswordSchema }),
  z.object({ avatarUrl: z.string().nullable() }),
);

/** SPEC §6: only the designated account may make itself administrator; idempotent. */
export const initAdmin = defineRpc(
  'rpc.identity.admin.init.v1',
  z.object({ actor: actorSchema }),
  selfUserSchema,
);

const userId = z
  .number()
  .int()
  .positive()
  .max(2 ** 31 - 1);

/** Account facts only an administrator may read: for the given ids, or for emails containing `email`. */
export const accountSummarySchema = z.object({
  id: z.number().int().positive(),
  email: z.string(),
  isAdmin: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type AccountSummary = z.infer<typeof accountSummarySchema>;
export const listAccounts = defineRpc(
  'rpc.identity.admin.account.list.v1',
  z.object({
    actor: actorSchema,
    ids: z.array(userId).max(100).optional(),
    email: z.string().trim().min(1).max(100).optional(),
  }),
  z.array(accountSummarySchema),
);

/**
 * Grant or revoke administrator rights. Refused (409) for oneself and for the last administrator;
 * the gateway then updates that person's sessions, so it takes effect on their next request.
 */
export const setAdmin = defineRpc(
  'rpc.identity.admin.user.set-admin.v1',
  z.object({ actor: actorSchema, userId, isAdmin: z.boolean() }),
  z.object({ userId: z.number().int().positive(), isAdmin: z.boolean() }),
);

/** An administrator deletes someone else's account: the same purge as self-deletion (`user.deleted`). */
export const deleteUserAsAdmin = defineRpc(
  'rpc.identity.admin.user.delete.v1',
  z.object({ actor: actorSchema, userId }),
  z.object({ avatarUrl: z.string().nullable() }),
);

/**
 * An administrator signs someone else out everywhere (a stolen session, a shared computer): identity
 * checks the rights and records it; the gateway, which keeps sessions, then ends them all.
 */
export const signOutUserAsAdmin = defineRpc(
  'rpc.identity.admin.user.sign-out.v1',
  z.object({ actor: actorSchema, userId }),
  z.object({ userId: z.number().int().positive() }),
);

export const createAccessToken = defineRpc(
  'rpc.identity.access-token.create.v1',
  z.object({ actor: actorSchema, token: createAccessTokenBody }),
  createdAccessTokenSchema,
);

/** The person's live tokens (not revoked; expired ones included), newest first; never their secrets. */
export const listAccessTokens = defineRpc(
  'rpc.identity.access-token.list.v1',
  z.object({ actor: actorSchema }),
  accessTokenSummaryListSchema,
);

/** 404 for a token that is not the person's own (or already revoked), whoever owns it. */
export const revokeAccessToken = defineRpc(
  'rpc.identity.access-token.revoke.v1',
  z.object({ actor: actorSchema, tokenId: accessTokenIdSchema }),
  okReply,
);

/**
 * The gateway's own call for a bearer token, on every request that carries one: whom it acts for
 * and with which scopes, read from identity's current state (no person: the token is the question).
 */
export const verifyAccessToken = defineRpc(
  'rpc.identity.access-token.verify.v1',
  z.object({ token: accessTokenSchema }),
  z.discriminatedUnion('valid', [
    z.object({
      valid: z.literal(true),
      tokenId: z.uuid(),
      userId: z.number().int().positive(),
      scopes: grantedScopesSchema,
    }),
    z.object({ valid: z.literal(false), reason: z.enum(['unknown', 'expired', 'revoked']) }),
  ]),
);
