import { z } from 'zod';
import { pageQuery, pageSchema } from '../common/page';
import { profileUsernameSchema } from '../common/profile';
import { actorSchema, defineRpc, okReply, viewerSchema } from '../common/rpc';
import {
  checkInCardSchema,
  checkInIdSchema,
  createCheckInBody,
  likeStateSchema,
  saveStateSchema,
  updateCheckInBody,
} from './check-in';
import { addCommentBody, commentSchema, reportCheckInBody } from './comments';
import { checkInStateSchema } from './events';
import { moderationReportSchema, reassignCheckInBody, reportsQuery, resolveReportBody } from './moderation';
import { checkInPageSchema, feedQuery } from './feed';
import {
  cafeResultSchema,
  coffeeResultSchema,
  roasterResultSchema,
  searchTextSchema,
} from '../search/search';
import {
  cafePageParams,
  cafePageSchema,
  coffeePageParams,
  coffeePageSchema,
  roasterPageParams,
  roasterPageSchema,
} from './coffee-pages';
import {
  coffeeSuggestionSchema,
  coffeeSuggestQuery,
  roasterSuggestionSchema,
  roasterSuggestQuery,
} from './suggestions';
import { nearestPlaceQuery, nearestPlaceSchema } from './places';

/** Queue group and subject prefix of the checkins service. */
export const CHECKINS_SERVICE = 'checkins';

const id = checkInIdSchema;
const byActor = z.object({ actor: actorSchema, id });

/** URLs of the photo the gateway already re-encoded and stored (ARCHITECTURE §5). */
export const storedPhotoSchema = z.object({
  url: z.string().startsWith('/media/').max(300),
  thumbnailUrl: z.string().startsWith('/media/').max(300),
});
export type StoredPhoto = z.infer<typeof storedPhotoSchema>;

export const createCheckIn = defineRpc(
  'rpc.checkins.checkin.create.v1',
  z.object({ actor: actorSchema, checkIn: createCheckInBody, photo: storedPhotoSchema.nullable() }),
  checkInCardSchema,
);

/** Owner only: anyone else is answered 404, as if the check-in did not exist for them. */
export const updateCheckIn = defineRpc(
  'rpc.checkins.checkin.update.v1',
  z.object({ actor: actorSchema, id, changes: updateCheckInBody }),
  checkInCardSchema,
);

/**
 * Owner only (else 404): the check-in's photo becomes the one the gateway stored, or none (null);
 * the service removes the previous photo's files after the commit.
 */
export const setCheckInPhoto = defineRpc(
  'rpc.checkins.checkin.set-photo.v1',
  z.object({ actor: actorSchema, id, photo: storedPhotoSchema.nullable() }),
  checkInCardSchema,
);

/** Owner only; the service removes the photo files after the commit. */
export const deleteCheckIn = defineRpc('rpc.checkins.checkin.delete.v1', byActor, okReply);

export const likeCheckIn = defineRpc('rpc.checkins.like.create.v1', byActor, likeStateSchema);
export const unlikeCheckIn = defineRpc('rpc.checkins.like.delete.v1', byActor, likeStateSchema);
export const saveCheckIn = defineRpc('rpc.checkins.save.create.v1', byActor, saveStateSchema);
export const unsaveCheckIn = defineRpc('rpc.checkins.save.delete.v1', byActor, saveStateSchema);

export const listFeed = defineRpc(
  'rpc.checkins.feed.list.v1',
  z.object({ viewer: viewerSchema, query: feedQuery }),
  checkInPageSchema,
);

/** GET /api/user/check-ins: the actor's own check-ins, newest first. */
export const listOwnCheckIns = defineRpc(
  'rpc.checkins.checkin.list-own.v1',
  z.object({ actor: actorSchema, page: pageQuery }),
  checkInPageSchema,
);

/** GET /api/user/saved: what the actor saved and may still see, most recently saved first. */
export const listSavedCheckIns = defineRpc(
  'rpc.checkins.save.list.v1',
  z.object({ actor: actorSchema, page: pageQuery }),
  checkInPageSchema,
);

/** A check-in photo's media key (`check-ins/<random>.webp` or `…-thumb.webp`), as its URL names it. */
export const checkInPhotoKeySchema = z.string().regex(/^check-ins\/[A-Za-z0-9_-]{1,64}(?:-thumb)?\.webp$/);

/**
 * May the viewer load this photo file? ok when it belongs to a check-in the viewer may see (its
 * owner visible to them, not hidden by moderation unless they wrote it; administrators see all);
 * 404 otherwise, also when no check-in has it (deleted, replaced): ADR 0024.
 */
export const authorizeCheckInPhoto = defineRpc(
  'rpc.checkins.photo.authorize.v1',
  z.object({ viewer: viewerSchema, key: checkInPhotoKeySchema }),
  okReply,
);

/** The shared page: 404 when missing, deleted or not shareable under the owner's privacy. */
export const getSharedCheckIn = defineRpc(
  'rpc.checkins.checkin.get-shared.v1',
  z.object({ viewer: viewerSchema, id }),
  checkInCardSchema,
);

export const commentPageSchema = pageSchema(commentSchema);
export type CommentPage = z.infer<typeof commentPageSchema>;

export const listComments = defineRpc(
  'rpc.checkins.comment.list.v1',
  z.object({ viewer: viewerSchema, checkInId: id, page: pageQuery }),
  commentPageSchema,
);

export const addComment = defineRpc(
  'rpc.checkins.comment.create.v1',
  z.object({ actor: actorSchema, checkInId: id, body: addCommentBody }),
  commentSchema,
);

/** By the comment's author or the check-in's owner. */
export const deleteComment = defineRpc(
  'rpc.checkins.comment.delete.v1',
  z.object({ actor: actorSchema, checkInId: id, commentId: id }),
  okReply,
);

/** Not on one's own check-in (403); reporting the same check-in again changes nothing. */
export const reportCheckIn = defineRpc(
  'rpc.checkins.report.create.v1',
  z.object({ actor: actorSchema, checkInId: id, body: reportCheckInBody }),
  okReply,
);

/**
 * A user's check-ins for their profile page, newest first, when their privacy lets the viewer see
 * the profile (else 403); 404 for no such user.
 */
export const listUserCheckIns = defineRpc(
  'rpc.checkins.checkin.list-by-user.v1',
  z.object({ viewer: viewerSchema, username: profileUsernameSchema, page: pageQuery }),
  checkInPageSchema,
);

const search = z.object({ viewer: viewerSchema, query: searchTextSchema });

/** Coffees (name and roaster) among the check-ins the viewer may see in discover, best match first. */
export const searchCoffees = defineRpc('rpc.checkins.coffee.search.v1', search, z.array(coffeeResultSchema));
/** Roasters of those check-ins, best match first. */
export const searchRoasters = defineRpc(
  'rpc.checkins.roaster.search.v1',
  search,
  z.array(roasterResultSchema),
);
/** Places (check-in locations) of those check-ins, best match first. */
export const searchCafes = defineRpc('rpc.checkins.cafe.search.v1', search, z.array(cafeResultSchema));

/** A coffee's page (ADR 0017): catalogue facts and what the viewer's visible check-ins say. */
export const getCoffeePage = defineRpc(
  'rpc.checkins.coffee.get.v1',
  z.object({ viewer: viewerSchema, ...coffeePageParams.shape }),
  coffeePageSchema,
);
export const getRoasterPage = defineRpc(
  'rpc.checkins.roaster.get.v1',
  z.object({ viewer: viewerSchema, ...roasterPageParams.shape }),
  roasterPageSchema,
);
export const getCafePage = defineRpc(
  'rpc.checkins.cafe.get.v1',
  z.object({ viewer: viewerSchema, ...cafePageParams.shape }),
  cafePageSchema,
);
/** The check-ins of a page's coffee, roaster or café the viewer may see in discover, newest first. */
export const listCoffeeCheckIns = defineRpc(
  'rpc.checkins.coffee.list-check-ins.v1',
  z.object({ viewer: viewerSchema, ...coffeePageParams.shape, page: pageQuery }),
  checkInPageSchema,
);
export const listRoasterCheckIns = defineRpc(
  'rpc.checkins.roaster.list-check-ins.v1',
  z.object({ viewer: viewerSchema, ...roasterPageParams.shape, page: pageQuery }),
  checkInPageSchema,
);
export const listCafeCheckIns = defineRpc(
  'rpc.checkins.cafe.list-check-ins.v1',
  z.object({ viewer: viewerSchema, ...cafePageParams.shape, page: pageQuery }),
  checkInPageSchema,
);

/** Autocomplete of the check-in form (ADR 0017): catalogue, the actor's history, the community. */
export const suggestCoffees = defineRpc(
  'rpc.checkins.coffee.suggest.v1',
  z.object({ actor: actorSchema, ...coffeeSuggestQuery.shape }),
  z.array(coffeeSuggestionSchema),
);
export const suggestRoasters = defineRpc(
  'rpc.checkins.roaster.suggest.v1',
  z.object({ actor: actorSchema, ...roasterSuggestQuery.shape }),
  z.array(roasterSuggestionSchema),
);

/** "Use my location" (ADR 0020): the café the viewer may see and the city nearest to a point. */
export const findNearestPlace = defineRpc(
  'rpc.checkins.place.nearest.v1',
  z.object({ viewer: viewerSchema, ...nearestPlaceQuery.shape }),
  nearestPlaceSchema,
);

const at = z.iso.datetime();
const checkInRef = z.number().int().positive();

/** The checkins part of a user's data export: everything the service holds that the user made. */
export const checkinsExportSchema = z.object({
  checkIns: z.array(checkInStateSchema),
  comments: z.array(
    z.object({ id: z.number().int().positive(), checkInId: checkInRef, content: z.string(), createdAt: at }),
  ),
  likes: z.array(z.object({ checkInId: checkInRef, createdAt: at })),
  saved: z.array(z.object({ checkInId: checkInRef, createdAt: at })),
  reports: z.array(
    z.object({ checkInId: checkInRef, reason: z.string(), status: z.string(), createdAt: at }),
  ),
});
export type CheckinsExport = z.infer<typeof checkinsExportSchema>;

export const exportUserCheckIns = defineRpc(
  'rpc.checkins.user.export.v1',
  z.object({ actor: actorSchema }),
  checkinsExportSchema,
);

/** An administrator deletes any check-in (the same cleanup as an owner's delete). */
export const deleteCheckInAsAdmin = defineRpc('rpc.checkins.admin.checkin.delete.v1', byActor, okReply);

/**
 * An administrator moves a check-in to another person (who must exist): counters, feeds, search
 * aggregates and the other services' projections follow (`checkin.reassigned`).
 */
export const reassignCheckIn = defineRpc(
  'rpc.checkins.admin.checkin.reassign.v1',
  z.object({ actor: actorSchema, id, newUserId: reassignCheckInBody.shape.newUserId }),
  checkInCardSchema,
);

/** The moderation queue: reports from people and from rules, newest first. */
export const listReports = defineRpc(
  'rpc.checkins.admin.report.list.v1',
  z.object({ actor: actorSchema, query: reportsQuery }),
  pageSchema(moderationReportSchema),
);

/** Dismiss a report (hidden content shows again) or delete the reported content (the comment, else the check-in). */
export const resolveReport = defineRpc(
  'rpc.checkins.admin.report.resolve.v1',
  z.object({ actor: actorSchema, id, body: resolveReportBody }),
  moderationReportSchema,
);
