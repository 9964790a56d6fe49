import { createHash, randomBytes } from 'node:crypto';
import type { AppSetting } from '@crema/contracts/admin/settings';
import { FEATURE_MODULES } from '../../../gateway/src/app.module';
import { declaredRoutes } from '../../../gateway/src/http/declared-routes';
import { adminClient, fileForm, labelImage } from '../support/admin';
import {
  checkInBody,
  checkInForm,
  createCheckIn,
  eventually,
  photoWithGps,
  walkPages,
} from '../support/check-ins';
import { sql } from '../support/database';
import { EventStream } from '../support/event-stream';
import { ApiClient, type ApiResponse } from '../support/http';
import { follow } from '../support/social';
import { BOOT_TIMEOUT_MS, sharedSystem } from '../support/system';
import { deleteOwnAccount, newUser, signedUpClient, type TestUser } from '../support/users';

/**
 * Issue 13, item 1: every declared route × every kind of caller, with the status each must get.
 * The rows are keyed by the routes the gateway's controllers declare (read from Nest's metadata,
 * like route-coverage.spec.ts), so a route added without a row fails the first test.
 *
 * Callers: `owner` owns the resource the path names (for /api/user/… routes: the signed-in person
 * themself); their profile is friends-only, so `friend` (mutual follow) may see their check-ins and
 * `stranger` (signed in, no relation) may not; `admin` is an administrator who is not the owner;
 * `deletedSession` and `loggedOutSession` present a cookie whose session was ended by account
 * deletion or logout; `readToken` is the owner's personal access token with the `read` scope only.
 */
const PERSONAS = [
  'guest',
  'stranger',
  'owner',
  'friend',
  'admin',
  'deletedSession',
  'loggedOutSession',
  'readToken',
] as const;
type Persona = (typeof PERSONAS)[number];
type Expected = Record<Persona, number>;

interface Person extends TestUser {
  id: number;
  client: ApiClient;
}

interface World {
  owner: Person;
  friend: Person;
  stranger: Person;
  admin: Person;
  readToken: string;
  deletedSession: ApiClient;
  loggedOutSession: ApiClient;
  /** The owner's check-in, seen by the owner and their friend only. */
  checkInId: number;
  /** The file name of the photo of another of the owner's check-ins. */
  photoFile: string;
  coffeeId: string;
  roasterId: string;
  cafeId: string;
}

/** One cell's request: the path (parameters filled) and the body. */
interface Call {
  path: string;
  json?: unknown;
  form?: FormData;
  /** A Server-Sent Events stream: only its status is read. */
  stream?: boolean;
}

/** Who acts in a cell: the persona's client and, when signed in, the person behind it. */
interface Cell {
  persona: Persona;
  /** The signed-in person (for readToken: the token's owner); undefined for the three without one. */
  self: Person | undefined;
}

interface Row {
  expect: Expected;
  /**
   * The request of one cell; may create what it consumes (a check-in to delete…), so a cell never
   * depends on what another did.
   */
  call: (world: World, cell: Cell) => Call | Promise<Call>;
  /**
   * The route ends or replaces the caller's session (login, register, logout, password change,
   * account deletion): signed-in cells act as a fresh person (a fresh admin for `admin`), with a
   * fresh read token for `readToken`.
   */
  freshPeople?: boolean;
}

/** 401 for the three callers without a live session or token; the rest given. */
const signedIn = (cells: Omit<Expected, 'guest' | 'deletedSession' | 'loggedOutSession'>): Expected => ({
  guest: 401,
  deletedSession: 401,
  loggedOutSession: 401,
  ...cells,
});
/** The same status for everyone but a read token on a state-changing route (403: no write scope). */
const everyone = (status: number, readToken = status): Expected => ({
  guest: status,
  stranger: status,
  owner: status,
  friend: status,
  admin: status,
  deletedSession: status,
  loggedOutSession: status,
  readToken,
});
/** @Authenticated routes about the caller themself: any signed-in person gets `status`. */
const self = (status: number, readToken = status): Expected =>
  signedIn({ stranger: status, owner: status, friend: status, admin: status, readToken });
/** @SessionOnly routes about the caller: tokens are refused whatever their scope. */
const sessionSelf = (status: number): Expected => self(status, 403);
/** @AdminOnly: an administrator gets `status`; everyone else signed in 403. */
const adminOnly = (status: number): Expected =>
  signedIn({ stranger: 403, owner: 403, friend: 403, admin: status, readToken: 403 });

const NOT_FOUND = 404;
/** What only the owner, their friend and the owner's token may see. */
const pageOfHidden: Expected = { ...everyone(NOT_FOUND), owner: 200, friend: 200, readToken: 200 };
/** Syntactically valid tokens that were never issued. */
const UNKNOWN_TOKEN = 'A'.repeat(43);

/** How the gateway names a session in its owner's list (gateway/src/sessions/session.store.ts). */
const sessionHandleOf = (sessionId: string) =>
  createHash('sha256').update(sessionId).digest('base64url').slice(0, 22);

let created = 0;
const unique = (prefix: string) => `${prefix} ${randomBytes(3).toString('hex')}${(created += 1)}`;

const ROWS: Record<string, Row> = {
  // --- identity: sign-in, registration, reset, email --------------------------------------------
  'GET /api/user': { expect: self(200), call: () => ({ path: '/api/user' }) },
  'POST /api/login': {
    // Signing in needs no session; a read token may not start one (state-changing method).
    expect: everyone(200, 403),
    freshPeople: true,
    call: (world, cell) => {
      const who = cell.self ?? world.stranger;
      return { path: '/api/login', json: { username: who.username, password: who.password } };
    },
  },
  'POST /api/register': {
    expect: everyone(201, 403),
    freshPeople: true,
    call: () => ({ path: '/api/register', json: newUser('reg') }),
  },
  'POST /api/logout': {
    expect: everyone(204, 403),
    freshPeople: true,
    call: () => ({ path: '/api/logout' }),
  },
  'POST /api/forgot-password': {
    expect: everyone(202, 403),
    call: (world, cell) => ({
      path: '/api/forgot-password',
      json: { email: (cell.self ?? world.stranger).email },
    }),
  },
  'GET /api/reset-password': {
    // The token is the credential: an unknown one is refused whoever asks.
    expect: everyone(NOT_FOUND),
    call: () => ({ path: `/api/reset-password?token=${UNKNOWN_TOKEN}` }),
  },
  'POST /api/reset-password': {
    expect: everyone(NOT_FOUND, 403),
    call: () => ({
      path: '/api/reset-password',
      json: { token: UNKNOWN_TOKEN, password: 'a-new-password-1' },
    }),
  },
  'POST /api/email/unsubscribe': {
    expect: everyone(400, 403),
    call: () => ({ path: `/api/email/unsubscribe?token=${UNKNOWN_TOKEN}` }),
  },
  'PATCH /api/user/settings': {
    expect: sessionSelf(200),
    call: () => ({ path: '/api/user/settings', json: { bio: unique('Matrix bio') } }),
  },
  'PATCH /api/user/password': {
    expect: sessionSelf(200),
    freshPeople: true,
    call: (_world, cell) => ({
      path: '/api/user/password',
      json: {
        currentPassword: cell.self?.password ?? 'not-a-password',
        newPassword: 'matrix-new-password-1',
        confirmPassword: 'matrix-new-password-1',
      },
    }),
  },
  'GET /api/user/email': { expect: self(200), call: () => ({ path: '/api/user/email' }) },
  'POST /api/user/email': {
    expect: sessionSelf(202),
    call: (_world, cell) => ({
      path: '/api/user/email',
      json: { newEmail: newUser('moved').email, currentPassword: cell.self?.password ?? 'not-a-password' },
    }),
  },
  'POST /api/user/email/confirm': {
    expect: everyone(NOT_FOUND, 403),
    call: () => ({ path: '/api/user/email/confirm', json: { token: UNKNOWN_TOKEN } }),
  },
  'GET /api/user/export': { expect: self(200), call: () => ({ path: '/api/user/export' }) },
  'DELETE /api/user/account': {
    expect: sessionSelf(204),
    freshPeople: true,
    call: (_world, cell) => ({
      path: '/api/user/account',
      json: { currentPassword: cell.self?.password ?? 'not-a-password' },
    }),
  },
  'GET /api/user/tokens': { expect: sessionSelf(200), call: () => ({ path: '/api/user/tokens' }) },
  'POST /api/user/tokens': {
    expect: sessionSelf(201),
    call: () => ({ path: '/api/user/tokens', json: { name: unique('matrix'), scopes: ['read'] } }),
  },
  'DELETE /api/user/tokens/{id}': {
    // Each cell names a fresh token of the owner's: only the owner's session may revoke it.
    expect: signedIn({
      stranger: NOT_FOUND,
      owner: 204,
      friend: NOT_FOUND,
      admin: NOT_FOUND,
      readToken: 403,
    }),
    call: async (world) => {
      const response = await world.owner.client.post('/api/user/tokens', {
        name: unique('doomed'),
        scopes: ['read'],
      });
      return { path: `/api/user/tokens/${(response.body as { id: string }).id}` };
    },
  },
  'GET /api/user/sessions': { expect: sessionSelf(200), call: () => ({ path: '/api/user/sessions' }) },
  'POST /api/user/sessions/end-others': {
    expect: sessionSelf(200),
    freshPeople: true,
    call: () => ({ path: '/api/user/sessions/end-others' }),
  },
  'DELETE /api/user/sessions/{id}': {
    // Each cell names a fresh session of the owner's (another device): only the owner may end it.
    expect: signedIn({
      stranger: NOT_FOUND,
      owner: 204,
      friend: NOT_FOUND,
      admin: NOT_FOUND,
      readToken: 403,
    }),
    call: async (world) => {
      const device = new ApiClient(world.owner.client.baseUrl);
      await device.post(
        '/api/login',
        { username: world.owner.username, password: world.owner.password },
        { headers: { 'x-forwarded-for': `10.14.0.${(created += 1) % 250}` } },
      );
      return { path: `/api/user/sessions/${sessionHandleOf(device.sessionId ?? '')}` };
    },
  },
  'POST /api/user/avatar': {
    expect: self(200, 403),
    call: async () => ({
      path: '/api/user/avatar',
      form: fileForm('avatar', await photoWithGps(64, 64), 'image/jpeg', 'a.jpg'),
    }),
  },
  'GET /api/admin/init': {
    // Only the designated account may make itself admin, and only while there is none.
    expect: signedIn({ stranger: 403, owner: 403, friend: 403, admin: 200, readToken: 403 }),
    call: () => ({ path: '/api/admin/init' }),
  },

  // --- check-ins ----------------------------------------------------------------------------------
  'GET /api/check-ins': { expect: everyone(200), call: () => ({ path: '/api/check-ins?feedType=discover' }) },
  'POST /api/check-ins': {
    expect: self(201, 403),
    call: () => ({ path: '/api/check-ins', form: checkInForm(checkInBody()) }),
  },
  'PATCH /api/check-ins/{id}': {
    expect: signedIn({
      stranger: NOT_FOUND,
      owner: 200,
      friend: NOT_FOUND,
      admin: NOT_FOUND,
      readToken: 403,
    }),
    call: (world) => ({ path: `/api/check-ins/${world.checkInId}`, json: { rating: 5 } }),
  },
  'PUT /api/check-ins/{id}/photo': {
    expect: signedIn({
      stranger: NOT_FOUND,
      owner: 200,
      friend: NOT_FOUND,
      admin: NOT_FOUND,
      readToken: 403,
    }),
    call: async (world) => ({
      path: `/api/check-ins/${(await createCheckIn(world.owner.client)).id}/photo`,
      form: fileForm('photo', await photoWithGps(64, 64), 'image/jpeg', 'p.jpg'),
    }),
  },
  'DELETE /api/check-ins/{id}/photo': {
    expect: signedIn({
      stranger: NOT_FOUND,
      owner: 200,
      friend: NOT_FOUND,
      admin: NOT_FOUND,
      readToken: 403,
    }),
    call: async (world) => ({
      path: `/api/check-ins/${(await createCheckIn(world.owner.client, {}, { bytes: await photoWithGps(64, 64) })).id}/photo`,
    }),
  },
  'DELETE /api/check-ins/{id}': {
    expect: signedIn({
      stranger: NOT_FOUND,
      owner: 204,
      friend: NOT_FOUND,
      admin: NOT_FOUND,
      readToken: 403,
    }),
    call: async (world) => ({ path: `/api/check-ins/${(await createCheckIn(world.owner.client)).id}` }),
  },
  'POST /api/check-ins/{id}/like': {
    expect: signedIn({ stranger: NOT_FOUND, owner: 200, friend: 200, admin: NOT_FOUND, readToken: 403 }),
    call: (world) => ({ path: `/api/check-ins/${world.checkInId}/like` }),
  },
  'DELETE /api/check-ins/{id}/like': {
    expect: signedIn({ stranger: NOT_FOUND, owner: 200, friend: 200, admin: NOT_FOUND, readToken: 403 }),
    call: (world) => ({ path: `/api/check-ins/${world.checkInId}/like` }),
  },
  'POST /api/check-ins/{id}/save': {
    expect: signedIn({ stranger: NOT_FOUND, owner: 200, friend: 200, admin: NOT_FOUND, readToken: 403 }),
    call: (world) => ({ path: `/api/check-ins/${world.checkInId}/save` }),
  },
  'DELETE /api/check-ins/{id}/save': {
    expect: signedIn({ stranger: NOT_FOUND, owner: 200, friend: 200, admin: NOT_FOUND, readToken: 403 }),
    call: (world) => ({ path: `/api/check-ins/${world.checkInId}/save` }),
  },
  'GET /api/shared-check-in/{id}': {
    expect: { ...everyone(NOT_FOUND), owner: 200, friend: 200, readToken: 200 },
    call: (world) => ({ path: `/api/shared-check-in/${world.checkInId}` }),
  },
  'GET /api/user/check-ins': { expect: self(200), call: () => ({ path: '/api/user/check-ins' }) },
  'GET /api/user/saved': { expect: self(200), call: () => ({ path: '/api/user/saved' }) },
  'GET /api/check-ins/{id}/comments': {
    // Administrators read every check-in's comments (ADR 0013).
    expect: { ...everyone(NOT_FOUND), owner: 200, friend: 200, admin: 200, readToken: 200 },
    call: (world) => ({ path: `/api/check-ins/${world.checkInId}/comments` }),
  },
  'POST /api/check-ins/{id}/comments': {
    expect: signedIn({ stranger: NOT_FOUND, owner: 201, friend: 201, admin: NOT_FOUND, readToken: 403 }),
    call: (world) => ({
      path: `/api/check-ins/${world.checkInId}/comments`,
      json: { content: unique('Nice') },
    }),
  },
  'DELETE /api/check-ins/{id}/comments/{commentId}': {
    // A fresh comment of the owner's on their own check-in per cell. An administrator removes
    // comments through the reports queue (ADR 0013), not here.
    expect: signedIn({ stranger: NOT_FOUND, owner: 204, friend: 403, admin: NOT_FOUND, readToken: 403 }),
    call: async (world) => {
      const comment = await world.owner.client.post(`/api/check-ins/${world.checkInId}/comments`, {
        content: unique('Doomed'),
      });
      return { path: `/api/check-ins/${world.checkInId}/comments/${(comment.body as { id: number }).id}` };
    },
  },
  'POST /api/check-ins/{id}/report': {
    expect: signedIn({ stranger: NOT_FOUND, owner: 403, friend: 201, admin: NOT_FOUND, readToken: 403 }),
    call: async (world) => ({
      path: `/api/check-ins/${(await createCheckIn(world.owner.client)).id}/report`,
      json: { reason: 'Not about coffee at all' },
    }),
  },
  'GET /media/check-ins/{file}': {
    // Exactly those who may see the check-in, administrators included (ADR 0024).
    expect: { ...everyone(NOT_FOUND), owner: 200, friend: 200, admin: 200, readToken: 200 },
    call: (world) => ({ path: `/media/check-ins/${world.photoFile}` }),
  },

  // --- social ------------------------------------------------------------------------------------
  'POST /api/users/{id}/follow': {
    expect: signedIn({ stranger: 200, owner: 400, friend: 200, admin: 200, readToken: 403 }),
    call: (world) => ({ path: `/api/users/${world.owner.id}/follow` }),
  },
  'DELETE /api/users/{id}/follow': {
    // Runs last: the friend's cell ends the friendship.
    expect: signedIn({ stranger: 200, owner: 400, friend: 200, admin: 200, readToken: 403 }),
    call: (world) => ({ path: `/api/users/${world.owner.id}/follow` }),
  },
  'GET /api/friends': { expect: self(200), call: () => ({ path: '/api/friends' }) },
  'GET /api/followers': { expect: self(200), call: () => ({ path: '/api/followers' }) },
  'GET /api/following': { expect: self(200), call: () => ({ path: '/api/following' }) },
  'GET /api/friends/suggestions': { expect: self(200), call: () => ({ path: '/api/friends/suggestions' }) },
  'GET /api/users/{username}': {
    // A friends-only profile answers everyone, saying whether they may see more (canView).
    expect: everyone(200),
    call: (world) => ({ path: `/api/users/${world.owner.username}` }),
  },
  'GET /api/users/{username}/check-ins': {
    expect: { ...everyone(403), owner: 200, friend: 200, readToken: 200 },
    call: (world) => ({ path: `/api/users/${world.owner.username}/check-ins` }),
  },
  'GET /api/users/{username}/followers': {
    expect: { ...everyone(403), owner: 200, friend: 200, readToken: 200 },
    call: (world) => ({ path: `/api/users/${world.owner.username}/followers` }),
  },
  'GET /api/users/{username}/following': {
    expect: { ...everyone(403), owner: 200, friend: 200, readToken: 200 },
    call: (world) => ({ path: `/api/users/${world.owner.username}/following` }),
  },
  'GET /api/users/{username}/badges': {
    expect: { ...everyone(403), owner: 200, friend: 200, readToken: 200 },
    call: (world) => ({ path: `/api/users/${world.owner.username}/badges` }),
  },
  'GET /api/notifications': { expect: self(200), call: () => ({ path: '/api/notifications' }) },
  'GET /api/notifications/unread-count': {
    expect: self(200),
    call: () => ({ path: '/api/notifications/unread-count' }),
  },
  'POST /api/notifications/read': {
    expect: self(200, 403),
    call: () => ({ path: '/api/notifications/read', json: { all: true } }),
  },
  'GET /api/notifications/settings': {
    expect: self(200),
    call: () => ({ path: '/api/notifications/settings' }),
  },
  'PUT /api/notifications/settings': {
    expect: self(200, 403),
    call: () => ({ path: '/api/notifications/settings', json: { friendCheckIns: false } }),
  },
  'GET /api/notifications/stream': {
    expect: self(200),
    call: () => ({ path: '/api/notifications/stream', stream: true }),
  },

  // --- search, pages, suggestions, places, insights ------------------------------------------------
  'GET /api/search': {
    expect: everyone(200),
    call: () => ({ path: '/api/search?type=coffees&query=matrix' }),
  },
  'GET /api/search/counts': {
    expect: everyone(200),
    call: () => ({ path: '/api/search/counts?query=matrix' }),
  },
  // The pages of a coffee, roaster and café only the friends-only owner drank exist for those who
  // may see the owner's check-ins (ADR 0017).
  'GET /api/coffees/{id}': {
    expect: pageOfHidden,
    call: (world) => ({ path: `/api/coffees/${world.coffeeId}` }),
  },
  'GET /api/coffees/{id}/check-ins': {
    expect: pageOfHidden,
    call: (world) => ({ path: `/api/coffees/${world.coffeeId}/check-ins` }),
  },
  'GET /api/roasters/{id}': {
    expect: pageOfHidden,
    call: (world) => ({ path: `/api/roasters/${encodeURIComponent(world.roasterId)}` }),
  },
  'GET /api/roasters/{id}/check-ins': {
    expect: pageOfHidden,
    call: (world) => ({ path: `/api/roasters/${encodeURIComponent(world.roasterId)}/check-ins` }),
  },
  'GET /api/cafes/{id}': {
    expect: pageOfHidden,
    call: (world) => ({ path: `/api/cafes/${encodeURIComponent(world.cafeId)}` }),
  },
  'GET /api/cafes/{id}/check-ins': {
    expect: pageOfHidden,
    call: (world) => ({ path: `/api/cafes/${encodeURIComponent(world.cafeId)}/check-ins` }),
  },
  'GET /shared/{id}/card.png': {
    // Link previews are for what a guest may see: a friends-only check-in has none.
    expect: everyone(NOT_FOUND),
    call: (world) => ({ path: `/shared/${world.checkInId}/card.png` }),
  },
  'GET /og/crema-card.png': { expect: everyone(200), call: () => ({ path: '/og/crema-card.png' }) },
  'GET /api/suggestions/coffees': {
    expect: self(200),
    call: () => ({ path: '/api/suggestions/coffees?query=mat' }),
  },
  'GET /api/suggestions/roasters': {
    expect: self(200),
    call: () => ({ path: '/api/suggestions/roasters?query=mat' }),
  },
  'GET /api/places/nearest': {
    expect: self(200),
    call: () => ({ path: '/api/places/nearest?lat=52.52&lng=13.405' }),
  },
  'POST /api/telemetry/spans': {
    // The shared system exports no traces: the route is not there (tracing.e2e-spec.ts covers it on).
    expect: everyone(NOT_FOUND, 403),
    call: () => ({ path: '/api/telemetry/spans', json: { spans: [] } }),
  },
  'GET /api/badges': { expect: self(200), call: () => ({ path: '/api/badges' }) },
  'GET /api/user/badges': { expect: self(200), call: () => ({ path: '/api/user/badges' }) },
  'GET /api/user/stats': { expect: self(200), call: () => ({ path: '/api/user/stats' }) },
  'GET /api/recommendations': { expect: self(200), call: () => ({ path: '/api/recommendations' }) },

  // --- administration -------------------------------------------------------------------------------
  'GET /api/admin/users': { expect: adminOnly(200), call: () => ({ path: '/api/admin/users' }) },
  'GET /api/admin/audit': { expect: adminOnly(200), call: () => ({ path: '/api/admin/audit?limit=5' }) },
  'PATCH /api/admin/users/{id}/admin': {
    expect: adminOnly(200),
    call: async (world) => ({
      path: `/api/admin/users/${(await signedUpClient(world.admin.client.baseUrl, newUser('promo'))).self.id}/admin`,
      json: { isAdmin: true },
    }),
  },
  'DELETE /api/admin/users/{id}/sessions': {
    expect: adminOnly(204),
    call: async (world) => ({
      path: `/api/admin/users/${(await signedUpClient(world.admin.client.baseUrl, newUser('out'))).self.id}/sessions`,
    }),
  },
  'DELETE /api/admin/users/{id}': {
    expect: adminOnly(204),
    call: async (world) => ({
      path: `/api/admin/users/${(await signedUpClient(world.admin.client.baseUrl, newUser('gone'))).self.id}`,
    }),
  },
  'DELETE /api/admin/check-ins/{id}': {
    expect: adminOnly(204),
    call: async (world) => ({ path: `/api/admin/check-ins/${(await createCheckIn(world.owner.client)).id}` }),
  },
  'PATCH /api/admin/check-ins/{id}/reassign': {
    expect: adminOnly(200),
    call: async (world) => ({
      path: `/api/admin/check-ins/${(await createCheckIn(world.owner.client)).id}/reassign`,
      json: { newUserId: world.friend.id },
    }),
  },
  'GET /api/admin/moderation/reports': {
    expect: adminOnly(200),
    call: () => ({ path: '/api/admin/moderation/reports' }),
  },
  'POST /api/admin/moderation/reports/{id}/resolve': {
    expect: adminOnly(200),
    call: async (world) => ({
      path: `/api/admin/moderation/reports/${await freshReport(world)}/resolve`,
      json: { resolution: 'dismiss' },
    }),
  },
  'GET /api/admin/moderation/rules': {
    expect: adminOnly(200),
    call: () => ({ path: '/api/admin/moderation/rules' }),
  },
  'POST /api/admin/moderation/rules': {
    expect: adminOnly(201),
    call: () => ({
      path: '/api/admin/moderation/rules',
      json: { name: unique('Rule'), description: 'Never matches' },
    }),
  },
  'PATCH /api/admin/moderation/rules/{id}': {
    expect: adminOnly(200),
    call: async (world) => ({
      path: `/api/admin/moderation/rules/${await freshRule(world)}`,
      json: { active: false },
    }),
  },
  'DELETE /api/admin/moderation/rules/{id}': {
    expect: adminOnly(204),
    call: async (world) => ({ path: `/api/admin/moderation/rules/${await freshRule(world)}` }),
  },
  'GET /api/admin/settings': { expect: adminOnly(200), call: () => ({ path: '/api/admin/settings' }) },
  'PUT /api/admin/settings/{key}': {
    expect: adminOnly(200),
    call: () => ({ path: '/api/admin/settings/matrix.note', json: { value: unique('note') } }),
  },
  'GET /api/admin/roasters': { expect: adminOnly(200), call: () => ({ path: '/api/admin/roasters' }) },
  'POST /api/admin/roasters': {
    expect: adminOnly(201),
    call: () => ({ path: '/api/admin/roasters', json: { name: unique('Matrix Roasters') } }),
  },
  'DELETE /api/admin/roasters/{id}': {
    expect: adminOnly(204),
    call: async (world) => {
      const roaster = await world.admin.client.post('/api/admin/roasters', {
        name: unique('Doomed Roasters'),
      });
      return { path: `/api/admin/roasters/${(roaster.body as { id: number }).id}` };
    },
  },
  'GET /api/admin/coffee-bags': { expect: adminOnly(200), call: () => ({ path: '/api/admin/coffee-bags' }) },
  'POST /api/admin/coffee-bags': {
    expect: adminOnly(201),
    call: () => ({ path: '/api/admin/coffee-bags', json: { coffeeName: unique('Matrix Blend') } }),
  },
  'DELETE /api/admin/coffee-bags/{id}': {
    expect: adminOnly(204),
    call: async (world) => {
      const bag = await world.admin.client.post('/api/admin/coffee-bags', {
        coffeeName: unique('Doomed Blend'),
      });
      return { path: `/api/admin/coffee-bags/${(bag.body as { id: number }).id}` };
    },
  },
  'POST /api/admin/coffee-bags/upload-ocr': {
    expect: adminOnly(200),
    call: async () => ({
      path: '/api/admin/coffee-bags/upload-ocr',
      form: fileForm('image', await labelImage(['Matrix', 'Label']), 'image/png', 'label.png'),
    }),
  },
  'GET /api/admin/analytics': {
    expect: adminOnly(200),
    call: () => ({ path: '/api/admin/analytics?period=weekly' }),
  },

  // --- platform -------------------------------------------------------------------------------------
  'POST /graphql': {
    // Public; the graph's services decide per field, and a token's scope per operation.
    expect: everyone(200),
    call: () => ({ path: '/graphql', json: { query: '{ __typename }' } }),
  },
  'GET /graphql': { expect: everyone(200), call: () => ({ path: '/graphql?query=%7B__typename%7D' }) },
  'GET /healthz': { expect: everyone(200), call: () => ({ path: '/healthz' }) },
  'GET /api/openapi.json': { expect: everyone(200), call: () => ({ path: '/api/openapi.json' }) },
};

/** Routes that end the friendship every other row relies on run after all of them. */
const LAST = ['DELETE /api/users/{id}/follow'];

/** A report by the friend on a fresh check-in of the owner's; its id in the admin queue. */
async function freshReport(world: World): Promise<number> {
  const checkIn = await createCheckIn(world.owner.client);
  const report = await world.friend.client.post(`/api/check-ins/${checkIn.id}/report`, {
    reason: 'Not about coffee at all',
  });
  if (report.status !== 201) throw new Error(`report failed: ${report.status} ${report.text}`);
  const { pages } = await walkPages<{ id: number; checkInId: number }>(
    world.admin.client,
    '/api/admin/moderation/reports?limit=50',
  );
  const found = pages.flat().find((item) => item.checkInId === checkIn.id);
  if (!found) throw new Error(`no report about ${checkIn.id}`);
  return found.id;
}

async function freshRule(world: World): Promise<number> {
  const rule = await world.admin.client.post('/api/admin/moderation/rules', {
    name: unique('Doomed'),
    description: 'x',
  });
  return (rule.body as { id: number }).id;
}

const CAP = 'checkins.max-per-hour';

async function putCap(admin: ApiClient, value: string): Promise<void> {
  const response = await admin.put(`/api/admin/settings/${CAP}`, { value });
  if (response.status !== 200) throw new Error(`setting failed: ${response.status} ${response.text}`);
}

describe('authorization matrix (issue 13, item 1)', () => {
  let capBefore: string | undefined;
  const system = sharedSystem();
  let world: World;
  let address = 0;
  const declared = declaredRoutes(FEATURE_MODULES).map((route) => ({
    key: `${route.method.toUpperCase()} ${route.path}`,
    access: route.access,
  }));

  async function person(prefix: string): Promise<Person> {
    const { client, user, self } = await signedUpClient(system.baseUrl, newUser(prefix));
    return { ...user, id: self.id, client };
  }

  async function readTokenOf(who: Person): Promise<string> {
    const response = await who.client.post('/api/user/tokens', { name: unique('reader'), scopes: ['read'] });
    if (response.status !== 201) throw new Error(`token failed: ${response.status} ${response.text}`);
    return (response.body as { token: string }).token;
  }

  /** A fresh administrator: granted by the designated one, then signed in again to carry the right. */
  async function freshAdmin(): Promise<Person> {
    const who = await person('adm');
    const grant = await world.admin.client.patch(`/api/admin/users/${who.id}/admin`, { isAdmin: true });
    if (grant.status !== 200) throw new Error(`grant failed: ${grant.status} ${grant.text}`);
    const login = await who.client.post('/api/login', { username: who.username, password: who.password });
    if (login.status !== 200) throw new Error(`login failed: ${login.status} ${login.text}`);
    return who;
  }

  /** The client (a copy: a cell's cookie changes stay in it) and person acting as `persona`. */
  async function actor(
    persona: Persona,
    fresh: boolean,
  ): Promise<{ client: ApiClient; headers: Record<string, string>; self?: Person }> {
    const signed = async (shared: Person, make: () => Promise<Person>) => {
      const who = fresh ? await make() : shared;
      return { client: who.client.clone(), headers: {}, self: who };
    };
    switch (persona) {
      case 'guest':
        return { client: new ApiClient(system.baseUrl), headers: {} };
      case 'deletedSession':
        return { client: world.deletedSession.clone(), headers: {} };
      case 'loggedOutSession':
        return { client: world.loggedOutSession.clone(), headers: {} };
      case 'stranger':
        return signed(world.stranger, () => person('str'));
      case 'friend':
        return signed(world.friend, () => person('fri'));
      case 'owner':
        return signed(world.owner, () => person('own'));
      case 'admin':
        return signed(world.admin, freshAdmin);
      case 'readToken': {
        const who = fresh ? await person('tok') : world.owner;
        const token = fresh ? await readTokenOf(who) : world.readToken;
        return {
          client: new ApiClient(system.baseUrl),
          headers: { authorization: `Bearer ${token}` },
          self: who,
        };
      }
    }
  }

  async function status(routeKey: string, row: Row, persona: Persona): Promise<number> {
    const [method = 'GET'] = routeKey.split(' ');
    const { client, headers, self } = await actor(persona, row.freshPeople === true);
    const call = await row.call(world, { persona, self });
    // Every cell from its own address: per-address limits (forgot password…) never decide a cell.
    address += 1;
    const from = {
      ...headers,
      'x-forwarded-for': `10.13.${Math.floor(address / 250)}.${(address % 250) + 1}`,
    };
    if (call.stream) {
      const stream = await EventStream.open(client, call.path, from);
      stream.close();
      return stream.status;
    }
    const response: ApiResponse = await client.request(method, call.path, {
      headers: from,
      ...(call.json !== undefined ? { json: call.json } : {}),
      ...(call.form ? { body: call.form } : {}),
    });
    if (response.status >= 500)
      throw new Error(`${routeKey} as ${persona}: ${response.status} ${response.text}`);
    return response.status;
  }

  beforeAll(async () => {
    const [owner, friend, stranger] = [await person('own'), await person('fri'), await person('str')];
    const adminUser = newUser('admin');
    const adminAccount: Person = {
      ...adminUser,
      id: 0,
      client: await adminClient(system, adminUser),
    };
    adminAccount.id = ((await adminAccount.client.get('/api/user')).body as { id: number }).id;
    // The owner posts faster than a person: lift the hourly cap for the file, and put it back after
    // (the system is shared: docs/adr/0032).
    const settings = (await adminAccount.client.get('/api/admin/settings')).body as AppSetting[];
    capBefore = settings.find((setting) => setting.key === CAP)?.value;
    await putCap(adminAccount.client, '1000');

    await follow(friend.client, owner.id);
    await follow(owner.client, friend.id);
    const place = {
      coffeeName: unique('Matrix Gesha'),
      roaster: unique('Matrix Roastery'),
      location: unique('Matrix Cafe'),
    };
    const checkIn = await createCheckIn(owner.client, place);
    const withPhoto = await createCheckIn(owner.client, {}, { bytes: await photoWithGps(64, 64) });
    const privacy = await owner.client.patch('/api/user/settings', {
      preferences: { profileVisibility: 'friends' },
    });
    if (privacy.status !== 200) throw new Error(`privacy failed: ${privacy.status} ${privacy.text}`);

    const dead = await person('dead');
    const deletedSession = dead.client.clone();
    expect((await deleteOwnAccount(dead.client, dead.password)).status).toBe(204);
    const leaving = await person('left');
    const loggedOutSession = leaving.client.clone();
    expect((await leaving.client.post('/api/logout')).status).toBe(204);

    const search = async (type: string, query: string) =>
      eventually(async () => {
        const response = await owner.client.get(
          `/api/search?type=${type}&query=${encodeURIComponent(query)}`,
        );
        const [found] = response.body as { id: string | number }[];
        if (!found) throw new Error(`no ${type} ${query}`);
        return String(found.id);
      });
    world = {
      owner,
      friend,
      stranger,
      admin: adminAccount,
      readToken: await readTokenOf(owner),
      deletedSession,
      loggedOutSession,
      checkInId: checkIn.id,
      photoFile: String(withPhoto.photo).split('/').pop() ?? '',
      coffeeId: await search('coffees', place.coffeeName),
      roasterId: await search('roasters', place.roaster),
      cafeId: await search('cafes', place.location ?? ''),
    };
    // Every cell asserted once: first wait until the read models hold the owner's privacy and the
    // friendship, so a cell cannot pass or fail on an event still on its way.
    await eventually(async () => {
      const [author] = await sql<{ profile_visibility: string }>(
        system.databaseUrl,
        'SELECT profile_visibility FROM checkins.authors WHERE id = $1',
        [owner.id],
      );
      expect(author?.profile_visibility).toBe('friends');
      expect((await stranger.client.get(`/api/shared-check-in/${checkIn.id}`)).status).toBe(404);
      expect((await friend.client.get(`/api/shared-check-in/${checkIn.id}`)).status).toBe(200);
    });
  }, BOOT_TIMEOUT_MS);
  afterAll(async () => {
    if (capBefore !== undefined && world) await putCap(world.admin.client, capBefore);
  });

  it('has exactly one row per declared route (a new route without a row fails here)', () => {
    const keys = declared.map((route) => route.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(Object.keys(ROWS).sort()).toEqual([...keys].sort());
  });

  it("agrees with each route's declared access", () => {
    const disagreements: string[] = [];
    for (const { key, access } of declared) {
      const row = ROWS[key]?.expect;
      if (!row) continue;
      const anonymous = [row.guest, row.deletedSession, row.loggedOutSession];
      if (access !== 'public' && anonymous.some((cell) => cell !== 401))
        disagreements.push(`${key}: anonymous must be 401`);
      if ((access === 'session' || access === 'admin') && row.readToken !== 403)
        disagreements.push(`${key}: a token must be refused`);
      if (access === 'admin' && [row.stranger, row.owner, row.friend].some((cell) => cell !== 403))
        disagreements.push(`${key}: only an administrator`);
    }
    expect(disagreements).toEqual([]);
  });

  const ordered = [
    ...Object.entries(ROWS).filter(([key]) => !LAST.includes(key)),
    ...Object.entries(ROWS).filter(([key]) => LAST.includes(key)),
  ];
  it.each(ordered)('%s', async (key, row) => {
    const actual = {} as Expected;
    // Cells one after the other: some share the owner's check-in (like, then unlike…).
    for (const persona of PERSONAS) actual[persona] = await status(key, row, persona);
    expect(actual).toEqual(row.expect);
  });
});
