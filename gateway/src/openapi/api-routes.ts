import { setAdminBody } from '@crema/contracts/admin/users';
import {
  checkInCardSchema,
  likeStateSchema,
  PHOTO_FIELD,
  PHOTO_MAX_BYTES,
  saveStateSchema,
  updateCheckInBody,
} from '@crema/contracts/checkins/check-in';
import { addCommentBody, commentSchema, reportCheckInBody } from '@crema/contracts/checkins/comments';
import { feedQuery } from '@crema/contracts/checkins/feed';
import {
  moderationReportSchema,
  reassignCheckInBody,
  reportsQuery,
  resolveReportBody,
} from '@crema/contracts/checkins/moderation';
import { checkinsExportSchema } from '@crema/contracts/checkins/rpc';
import { pageQuery } from '@crema/contracts/common/page';
import { okReply } from '@crema/contracts/common/rpc';
import {
  searchCountsQuery,
  searchCountsSchema,
  searchQuery,
  searchResultListSchemas,
} from '@crema/contracts/search/search';
import { nearestPlaceQuery, nearestPlaceSchema } from '@crema/contracts/checkins/places';
import { cafePageSchema, coffeePageSchema, roasterPageSchema } from '@crema/contracts/checkins/coffee-pages';
import {
  coffeeSuggestionSchema,
  coffeeSuggestQuery,
  roasterSuggestionSchema,
  roasterSuggestQuery,
} from '@crema/contracts/checkins/suggestions';
import { followStateSchema, friendEntrySchema, userProfileViewSchema } from '@crema/contracts/social/rest';
import { socialExportSchema } from '@crema/contracts/social/rpc';
import { badgeSchema } from '@crema/contracts/insights/badges';
import { recommendationsQuery, recommendationsSchema } from '@crema/contracts/insights/recommendations';
import { insightsExportSchema } from '@crema/contracts/insights/rpc';
import { userStatsSchema } from '@crema/contracts/insights/stats';
import {
  AVATAR_FIELD,
  AVATAR_MAX_BYTES,
  changeEmailBody,
  changePasswordBody,
  confirmEmailBody,
  deleteAccountBody,
  emailStatusSchema,
  forgotPasswordBody,
  loginBody,
  registerBody,
  oneClickUnsubscribeBody,
  resetPasswordBody,
  resetTokenQuery,
  unsubscribeTokenQuery,
  updateSettingsBody,
} from '@crema/contracts/identity/rest';
import { identityExportSchema, setAdmin } from '@crema/contracts/identity/rpc';
import {
  accessTokenSummaryListSchema,
  createAccessTokenBody,
  createdAccessTokenSchema,
} from '@crema/contracts/identity/access-tokens';
import { endedSessionsSchema, sessionSummaryListSchema } from '@crema/contracts/identity/sessions';
import { selfUserSchema } from '@crema/contracts/identity/user';
import { browserSpansBody } from '@crema/contracts/telemetry/browser-spans';
import { z } from 'zod';
import type { Access } from '../sessions/access.decorators';
import { ADMIN_SERVICE_ROUTES } from './admin-routes';
import { NOTIFICATION_ROUTES } from './notification-routes';
import { PAGED } from './route-text';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface ApiRoute {
  method: HttpMethod;
  path: string;
  summary: string;
  access: Access;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** An optional application/x-www-form-urlencoded body (RFC 8058's one-click POST) instead of JSON. */
  form?: z.ZodType;
  /** A multipart upload: the field name and its size limit. */
  upload?: { field: string; maxBytes: number };
  success: {
    status: number;
    description: string;
    schema?: z.ZodType;
    attachment?: boolean;
    /** A text/event-stream (Server-Sent Events) instead of JSON. */
    eventStream?: boolean;
  };
  /** Error statuses the route may answer (problem+json), besides 500/503. */
  errors: number[];
}

const checkInList = z.array(checkInCardSchema);
const friendList = z.array(friendEntrySchema);
const badgeList = z.array(badgeSchema);

export const accountExportSchema = z.object({
  exportedAt: z.iso.datetime(),
  identity: identityExportSchema,
  checkins: checkinsExportSchema,
  social: socialExportSchema,
  insights: insightsExportSchema,
});

/** The REST surface, one entry per route; the OpenAPI document is generated from it. */
export const API_ROUTES: readonly ApiRoute[] = [
  {
    method: 'get',
    path: '/api/user',
    summary: 'The signed-in user',
    access: 'user',
    success: { status: 200, description: 'The user', schema: selfUserSchema },
    errors: [401],
  },
  {
    method: 'post',
    path: '/api/login',
    summary: 'Sign in; sets the session cookie',
    access: 'public',
    body: loginBody,
    success: { status: 200, description: 'The user', schema: selfUserSchema },
    errors: [400, 401, 429],
  },
  {
    method: 'post',
    path: '/api/register',
    summary: 'Create an account and sign in',
    access: 'public',
    body: registerBody,
    success: { status: 201, description: 'The new user', schema: selfUserSchema },
    errors: [400, 409],
  },
  {
    method: 'post',
    path: '/api/logout',
    summary: 'End the session and clear its cookie',
    access: 'public',
    success: { status: 204, description: 'Signed out' },
    errors: [],
  },
  {
    method: 'post',
    path: '/api/forgot-password',
    summary: 'Email a password reset link (same answer whether or not the address is known)',
    access: 'public',
    body: forgotPasswordBody,
    success: { status: 202, description: 'Accepted', schema: okReply },
    errors: [400, 429],
  },
  {
    method: 'get',
    path: '/api/reset-password',
    summary: 'Check a password reset token',
    access: 'public',
    query: resetTokenQuery,
    success: { status: 200, description: 'The token is valid', schema: okReply },
    errors: [400, 404],
  },
  {
    method: 'post',
    path: '/api/reset-password',
    summary: 'Set a new password with a reset token; ends every session of the user',
    access: 'public',
    body: resetPasswordBody,
    success: { status: 200, description: 'Password changed', schema: okReply },
    errors: [400, 404],
  },
  {
    method: 'post',
    path: '/api/email/unsubscribe',
    summary:
      "Turn email notifications off with a digest mail's unsubscribe token: the List-Unsubscribe one-click POST (RFC 8058, form body List-Unsubscribe=One-Click) or the web page's (no body). No session; allowed cross-site, as the token is its only credential; ok again when already off",
    access: 'public',
    query: unsubscribeTokenQuery,
    form: oneClickUnsubscribeBody,
    success: { status: 200, description: 'Email notifications are off', schema: okReply },
    errors: [400],
  },
  {
    method: 'patch',
    path: '/api/user/settings',
    summary: 'Update username, bio and preferences (the email changes by POST /api/user/email)',
    access: 'session',
    body: updateSettingsBody,
    success: { status: 200, description: 'The updated user', schema: selfUserSchema },
    errors: [400, 401, 409],
  },
  {
    method: 'patch',
    path: '/api/user/password',
    summary: 'Change the password; ends every other session and renews this one',
    access: 'session',
    body: changePasswordBody,
    success: { status: 200, description: 'Password changed', schema: okReply },
    errors: [400, 401],
  },
  {
    method: 'get',
    path: '/api/user/email',
    summary: 'The account email and the new one waiting for confirmation, if any',
    access: 'user',
    success: { status: 200, description: 'The email status', schema: emailStatusSchema },
    errors: [401],
  },
  {
    method: 'post',
    path: '/api/user/email',
    summary:
      'Change the email (needs the current password): the new address gets a confirmation link valid 24 hours, the old one a notice. The same answer whether or not another account has the new address',
    access: 'session',
    body: changeEmailBody,
    success: { status: 202, description: 'Waiting for confirmation', schema: emailStatusSchema },
    errors: [400, 401],
  },
  {
    method: 'post',
    path: '/api/user/email/confirm',
    summary:
      'Confirm an email change with the token of the link mailed to the new address (no session needed: the token is the proof); single use',
    access: 'public',
    body: confirmEmailBody,
    success: { status: 200, description: 'The email changed', schema: okReply },
    errors: [400, 404, 409, 410],
  },
  {
    method: 'get',
    path: '/api/user/export',
    summary:
      'Download everything Crema knows of the user: account, check-ins, comments, likes, saves, reports and follows',
    access: 'user',
    success: {
      status: 200,
      description: 'crema-export-YYYY-MM-DD.json',
      schema: accountExportSchema,
      attachment: true,
    },
    errors: [401],
  },
  {
    method: 'delete',
    path: '/api/user/account',
    summary: 'Delete the account, its avatar and every session (needs the current password)',
    access: 'session',
    body: deleteAccountBody,
    success: { status: 204, description: 'Deleted' },
    errors: [400, 401, 409],
  },
  {
    method: 'get',
    path: '/api/user/tokens',
    summary: 'Your personal access tokens (not revoked), newest first; never their secrets',
    access: 'session',
    success: { status: 200, description: 'The tokens', schema: accessTokenSummaryListSchema },
    errors: [401, 403],
  },
  {
    method: 'post',
    path: '/api/user/tokens',
    summary:
      'Create a personal access token (scopes read and/or write, optional expiry within a year); its secret is answered this once',
    access: 'session',
    body: createAccessTokenBody,
    success: { status: 201, description: 'The token, with its secret', schema: createdAccessTokenSchema },
    errors: [400, 401, 403, 409],
  },
  {
    method: 'delete',
    path: '/api/user/tokens/{id}',
    summary: 'Revoke one of your personal access tokens; it is refused from the next request',
    access: 'session',
    success: { status: 204, description: 'Revoked' },
    errors: [400, 401, 403, 404],
  },
  {
    method: 'get',
    path: '/api/user/sessions',
    summary:
      'Your signed-in sessions, most recently used first: browser and device from the user agent, when signed in, last use to the minute, which is this one',
    access: 'session',
    success: { status: 200, description: 'The sessions', schema: sessionSummaryListSchema },
    errors: [401, 403],
  },
  {
    method: 'post',
    path: '/api/user/sessions/end-others',
    summary: 'Sign out everywhere else: ends every session of yours but this one',
    access: 'session',
    success: { status: 200, description: 'How many ended', schema: endedSessionsSchema },
    errors: [401, 403],
  },
  {
    method: 'delete',
    path: '/api/user/sessions/{id}',
    summary: 'End one of your sessions (ending this one signs you out)',
    access: 'session',
    success: { status: 204, description: 'Ended' },
    errors: [400, 401, 403, 404],
  },
  {
    method: 'post',
    path: '/api/user/avatar',
    summary: 'Upload a profile picture (JPEG, PNG, WebP or GIF under 5MB; stored as 512px WebP)',
    access: 'user',
    upload: { field: AVATAR_FIELD, maxBytes: AVATAR_MAX_BYTES },
    success: { status: 200, description: 'The updated user', schema: selfUserSchema },
    errors: [400, 401, 413, 415],
  },
  {
    method: 'get',
    path: '/api/admin/init',
    summary:
      'Make the designated account (ADMIN_USERNAME) the first administrator, only while there is none (a call by an administrator changes nothing); refuses cross-site requests',
    access: 'session',
    success: { status: 200, description: 'The user, now admin', schema: selfUserSchema },
    errors: [401, 403],
  },
  {
    method: 'patch',
    path: '/api/admin/users/{id}/admin',
    summary:
      'Grant or revoke the administrator rights of someone else (never your own), effective from their very next request',
    access: 'admin',
    body: setAdminBody,
    success: { status: 200, description: 'The person and their rights now', schema: setAdmin.reply },
    errors: [400, 401, 403, 404, 409],
  },
  {
    method: 'delete',
    path: '/api/admin/users/{id}/sessions',
    summary:
      'Sign someone else out everywhere: every session of theirs ends at once (your own go through the session list); recorded in the audit trail',
    access: 'admin',
    success: { status: 204, description: 'Signed out' },
    errors: [400, 401, 403, 404, 409],
  },
  {
    method: 'delete',
    path: '/api/admin/users/{id}',
    summary:
      'Delete the account of someone else (your own goes through account deletion) and everything of theirs, as account deletion does; ends their sessions',
    access: 'admin',
    success: { status: 204, description: 'Deleted' },
    errors: [400, 401, 403, 404, 409],
  },
  {
    method: 'get',
    path: '/api/check-ins',
    summary: `Feeds: discover (public) or the home feed (feedType=feed, signed in); filters recent, friends, nearby (lat, lng), top, and for administrators all and popular (every check-in, every privacy level and hidden content; 403 for anyone else). ${PAGED}`,
    access: 'public',
    query: feedQuery,
    success: { status: 200, description: 'Check-in cards for the viewer', schema: checkInList },
    errors: [400, 401, 403],
  },
  {
    method: 'post',
    path: '/api/check-ins',
    summary:
      'Post a check-in: multipart with the text fields of SPEC §7 (rating as text, tastingNotes and brewDetails as JSON, optional latitude/longitude) and an optional photo (JPEG, PNG or WebP, at most 10MB; stored as WebP without metadata, at most 2048px, plus a thumbnail)',
    access: 'user',
    upload: { field: PHOTO_FIELD, maxBytes: PHOTO_MAX_BYTES },
    success: { status: 201, description: 'The new check-in', schema: checkInCardSchema },
    // 429 also beyond the checkins.max-per-hour setting (60 by default) in a rolling hour.
    errors: [400, 401, 413, 415, 429],
  },
  {
    method: 'patch',
    path: '/api/check-ins/{id}',
    summary: 'Edit one of your check-ins (any subset of the fields; null clears an optional one)',
    access: 'user',
    body: updateCheckInBody,
    success: { status: 200, description: 'The updated check-in', schema: checkInCardSchema },
    errors: [400, 401, 404],
  },
  {
    method: 'put',
    path: '/api/check-ins/{id}/photo',
    summary:
      "Replace the photo of one of your check-ins: multipart with the one file in photo (JPEG, PNG or WebP, at most 10MB; re-encoded as on create); the previous photo's files are deleted",
    access: 'user',
    upload: { field: PHOTO_FIELD, maxBytes: PHOTO_MAX_BYTES },
    success: { status: 200, description: 'The updated check-in', schema: checkInCardSchema },
    errors: [400, 401, 404, 413, 415],
  },
  {
    method: 'delete',
    path: '/api/check-ins/{id}/photo',
    summary: 'Remove the photo of one of your check-ins and delete its files (no photo is no change)',
    access: 'user',
    success: { status: 200, description: 'The updated check-in', schema: checkInCardSchema },
    errors: [400, 401, 404],
  },
  {
    method: 'delete',
    path: '/api/check-ins/{id}',
    summary: 'Delete one of your check-ins, its photo, likes, saves and comments',
    access: 'user',
    success: { status: 204, description: 'Deleted' },
    errors: [400, 401, 404],
  },
  {
    method: 'post',
    path: '/api/check-ins/{id}/like',
    summary: 'Like a check-in (liking twice is one like)',
    access: 'user',
    success: { status: 200, description: 'The like state', schema: likeStateSchema },
    errors: [400, 401, 404],
  },
  {
    method: 'delete',
    path: '/api/check-ins/{id}/like',
    summary: 'Take a like back',
    access: 'user',
    success: { status: 200, description: 'The like state', schema: likeStateSchema },
    errors: [400, 401, 404],
  },
  {
    method: 'post',
    path: '/api/check-ins/{id}/save',
    summary: 'Save a check-in to your list',
    access: 'user',
    success: { status: 200, description: 'The save state', schema: saveStateSchema },
    errors: [400, 401, 404],
  },
  {
    method: 'delete',
    path: '/api/check-ins/{id}/save',
    summary: 'Remove a check-in from your saved list',
    access: 'user',
    success: { status: 200, description: 'The save state', schema: saveStateSchema },
    errors: [400, 401, 404],
  },
  {
    method: 'get',
    path: '/api/shared-check-in/{id}',
    summary:
      "The public page of a check-in (404 when missing, deleted or not shareable under its owner's privacy)",
    access: 'public',
    success: { status: 200, description: 'The check-in', schema: checkInCardSchema },
    errors: [400, 404],
  },
  {
    method: 'get',
    path: '/api/user/check-ins',
    summary: `Your own check-ins, newest first. ${PAGED}`,
    access: 'user',
    query: pageQuery,
    success: { status: 200, description: 'Check-in cards', schema: checkInList },
    errors: [400, 401],
  },
  {
    method: 'get',
    path: '/api/user/saved',
    summary: `Check-ins you saved (that you may still see), most recently saved first. ${PAGED}`,
    access: 'user',
    query: pageQuery,
    success: { status: 200, description: 'Check-in cards', schema: checkInList },
    errors: [400, 401],
  },
  {
    method: 'get',
    path: '/api/check-ins/{id}/comments',
    summary: `Comments on a check-in, oldest first. ${PAGED}`,
    access: 'public',
    query: pageQuery,
    success: { status: 200, description: 'Comments', schema: z.array(commentSchema) },
    errors: [400, 404],
  },
  {
    method: 'post',
    path: '/api/check-ins/{id}/comments',
    summary: 'Comment on a check-in (1–1000 characters)',
    access: 'user',
    body: addCommentBody,
    success: { status: 201, description: 'The new comment', schema: commentSchema },
    errors: [400, 401, 404, 429],
  },
  {
    method: 'delete',
    path: '/api/check-ins/{id}/comments/{commentId}',
    summary: "Delete a comment (its author or the check-in's owner)",
    access: 'user',
    success: { status: 204, description: 'Deleted' },
    errors: [400, 401, 403, 404],
  },
  {
    method: 'post',
    path: '/api/check-ins/{id}/report',
    summary: "Report someone else's check-in to the moderators (reporting again changes nothing)",
    access: 'user',
    body: reportCheckInBody,
    success: { status: 201, description: 'Reported', schema: okReply },
    errors: [400, 401, 403, 404, 429],
  },
  {
    method: 'post',
    path: '/api/users/{id}/follow',
    summary: 'Follow someone (following twice is one follow; not yourself)',
    access: 'user',
    success: { status: 200, description: 'The follow state', schema: followStateSchema },
    errors: [400, 401, 404, 429],
  },
  {
    method: 'delete',
    path: '/api/users/{id}/follow',
    summary: 'Unfollow someone (unfollowing someone not followed, or gone, changes nothing)',
    access: 'user',
    success: { status: 200, description: 'The follow state', schema: followStateSchema },
    errors: [400, 401, 429],
  },
  {
    method: 'get',
    path: '/api/friends',
    summary: `People who follow you and whom you follow. ${PAGED}`,
    access: 'user',
    query: pageQuery,
    success: { status: 200, description: 'Friend entries', schema: friendList },
    errors: [400, 401],
  },
  {
    method: 'get',
    path: '/api/followers',
    summary: `People who follow you, newest first. ${PAGED}`,
    access: 'user',
    query: pageQuery,
    success: { status: 200, description: 'Friend entries', schema: friendList },
    errors: [400, 401],
  },
  {
    method: 'get',
    path: '/api/following',
    summary: `People you follow, newest first. ${PAGED}`,
    access: 'user',
    query: pageQuery,
    success: { status: 200, description: 'Friend entries', schema: friendList },
    errors: [400, 401],
  },
  {
    method: 'get',
    path: '/api/friends/suggestions',
    summary:
      'Up to 20 people to follow: followed by the people you follow (more of them first), then with a similar coffee history',
    access: 'user',
    success: { status: 200, description: 'Friend entries', schema: friendList },
    errors: [401],
  },
  {
    method: 'get',
    path: '/api/users/{username}',
    summary: "Someone's profile; bio and counts only when their privacy lets you see them",
    access: 'public',
    success: { status: 200, description: 'The profile', schema: userProfileViewSchema },
    errors: [400, 404],
  },
  {
    method: 'get',
    path: '/api/users/{username}/check-ins',
    summary: `Someone's check-ins, newest first (403 when their privacy hides their profile from you). ${PAGED}`,
    access: 'public',
    query: pageQuery,
    success: { status: 200, description: 'Check-in cards', schema: checkInList },
    errors: [400, 403, 404],
  },
  {
    method: 'get',
    path: '/api/users/{username}/followers',
    summary: `Someone's followers (403 when their privacy hides their profile from you). ${PAGED}`,
    access: 'public',
    query: pageQuery,
    success: { status: 200, description: 'Friend entries', schema: friendList },
    errors: [400, 403, 404],
  },
  {
    method: 'get',
    path: '/api/users/{username}/following',
    summary: `Whom someone follows (403 when their privacy hides their profile from you). ${PAGED}`,
    access: 'public',
    query: pageQuery,
    success: { status: 200, description: 'Friend entries', schema: friendList },
    errors: [400, 403, 404],
  },
  {
    method: 'get',
    path: '/api/search',
    summary:
      'Search coffees, roasters, cafés or people (at least 3 characters; typos, accents and prefixes match; at most 20, best first)',
    access: 'public',
    query: searchQuery,
    success: {
      status: 200,
      description: 'Results of the type asked for',
      schema: z.union([
        searchResultListSchemas.coffees,
        searchResultListSchemas.roasters,
        searchResultListSchemas.cafes,
        searchResultListSchemas.users,
      ]),
    },
    errors: [400, 429],
  },
  ...(['coffees', 'roasters', 'cafes'] as const).flatMap((kind): ApiRoute[] => {
    const what = { coffees: 'coffee', roasters: 'roaster', cafes: 'café' }[kind];
    const id =
      kind === 'roasters' ? 'its key, as search answers it (any spelling of the name)' : 'its search id';
    const schema = { coffees: coffeePageSchema, roasters: roasterPageSchema, cafes: cafePageSchema }[kind];
    return [
      {
        method: 'get',
        path: `/api/${kind}/{id}`,
        summary: `A ${what}'s page by ${id}: catalogue facts, and ratings, notes and friends from the check-ins you may see (404 when you may see none${kind === 'roasters' ? ' and the catalogue lacks it' : ''})`,
        access: 'public',
        success: { status: 200, description: `The ${what} page`, schema },
        errors: [400, 404],
      },
      {
        method: 'get',
        path: `/api/${kind}/{id}/check-ins`,
        summary: `The check-ins of a ${what} you may see, newest first. ${PAGED}`,
        access: 'public',
        query: pageQuery,
        success: { status: 200, description: 'Check-in cards', schema: checkInList },
        errors: [400, 404],
      },
    ];
  }),
  {
    method: 'get',
    path: '/api/search/counts',
    summary:
      'How many results each search tab has for the text (each at most 20, the most a tab lists): what an empty tab points to',
    access: 'public',
    query: searchCountsQuery,
    success: { status: 200, description: 'Results per type', schema: searchCountsSchema },
    errors: [400, 429],
  },
  {
    method: 'get',
    path: '/api/places/nearest',
    summary:
      'The café (among the check-ins you may see, within 300 m) and the city (of a bundled list, within 30 km) nearest to a point; offline, no geocoder',
    access: 'user',
    query: nearestPlaceQuery,
    success: {
      status: 200,
      description: 'The nearest café and city, each null when none is that near',
      schema: nearestPlaceSchema,
    },
    errors: [400, 401, 429],
  },
  {
    method: 'post',
    path: '/api/telemetry/spans',
    summary:
      "The web app's own spans of its API requests, forwarded to the trace collector (ADR 0029); only while the gateway exports traces, a 404 otherwise",
    access: 'public',
    body: browserSpansBody,
    success: { status: 204, description: 'Taken (forwarded, or dropped when the collector fails)' },
    errors: [400, 404, 413, 429],
  },
  {
    method: 'get',
    path: '/api/suggestions/coffees',
    summary:
      'Autocomplete of the check-in form: coffees whose words start with the text (at least 2 characters), from the catalogue, then your history, then the community; `roaster` narrows to one roaster',
    access: 'user',
    query: coffeeSuggestQuery,
    success: { status: 200, description: 'At most 8 suggestions', schema: z.array(coffeeSuggestionSchema) },
    errors: [400, 401, 429],
  },
  {
    method: 'get',
    path: '/api/suggestions/roasters',
    summary:
      'Autocomplete of the check-in form: roasters, catalogue first, then your history, then the community',
    access: 'user',
    query: roasterSuggestQuery,
    success: { status: 200, description: 'At most 8 suggestions', schema: z.array(roasterSuggestionSchema) },
    errors: [400, 401, 429],
  },
  {
    method: 'get',
    path: '/api/badges',
    summary:
      'Every badge, in catalogue order, with your progress (current of needed) and whether you earned it',
    access: 'user',
    success: { status: 200, description: 'The badge catalogue', schema: badgeList },
    errors: [401],
  },
  {
    method: 'get',
    path: '/api/user/badges',
    summary: 'The badges you earned, newest first',
    access: 'user',
    success: { status: 200, description: 'Earned badges', schema: badgeList },
    errors: [401],
  },
  {
    method: 'get',
    path: '/api/users/{username}/badges',
    summary: "Someone's earned badges (403 when their privacy hides their profile from you)",
    access: 'public',
    success: { status: 200, description: 'Earned badges', schema: badgeList },
    errors: [400, 403, 404],
  },
  {
    method: 'get',
    path: '/api/user/stats',
    summary:
      'Your statistics: totals, brew methods (percentages sum to 100), flavour profile and the last 12 months',
    access: 'user',
    success: { status: 200, description: 'Statistics', schema: userStatsSchema },
    errors: [401],
  },
  {
    method: 'get',
    path: '/api/recommendations',
    summary:
      'Coffees picked for your taste, brewing tips, something to explore and your coffee insights; cached until your next check-in or a rebuild of the shared model (minutes), `refresh=1` recomputes',
    access: 'user',
    query: recommendationsQuery,
    success: { status: 200, description: 'Recommendations', schema: recommendationsSchema },
    errors: [400, 401],
  },
  {
    method: 'delete',
    path: '/api/admin/check-ins/{id}',
    summary:
      "Administrators: delete any check-in (as its owner's delete does; its open reports are resolved as deleted)",
    access: 'admin',
    success: { status: 204, description: 'Deleted' },
    errors: [400, 401, 403, 404],
  },
  {
    method: 'patch',
    path: '/api/admin/check-ins/{id}/reassign',
    summary:
      "Administrators: move a check-in to another person (404 'No such user' for one who does not exist; to its present owner it changes nothing)",
    access: 'admin',
    body: reassignCheckInBody,
    success: { status: 200, description: 'The check-in, now theirs', schema: checkInCardSchema },
    errors: [400, 401, 403, 404],
  },
  {
    method: 'get',
    path: '/api/admin/moderation/reports',
    summary: `Administrators: the moderation queue (reports from people and from moderation rules), newest first, status open (default) or resolved. ${PAGED}`,
    access: 'admin',
    query: reportsQuery,
    success: { status: 200, description: 'Reports', schema: z.array(moderationReportSchema) },
    errors: [400, 401, 403],
  },
  {
    method: 'post',
    path: '/api/admin/moderation/reports/{id}/resolve',
    summary:
      'Administrators: dismiss a report (content a rule hid shows again), warn its author (the content stays; the author gets a `moderation` notification) or delete what it is about (the comment, else the check-in; the author is told); 409 when it is resolved already',
    access: 'admin',
    body: resolveReportBody,
    success: { status: 200, description: 'The resolved report', schema: moderationReportSchema },
    errors: [400, 401, 403, 404, 409],
  },
  ...ADMIN_SERVICE_ROUTES,
  ...NOTIFICATION_ROUTES,
];
