// The scan's content, made through the API like people would: an administrator who scans (signed in,
// so the scanners reach every route), a friend whose profile and check-in the routes with ids name,
// and a victim account the admin deletion route may delete. Returns the ids the targets fill in.
import { randomBytes } from 'node:crypto';
import { register } from '../lib/system.mjs';

export const SCAN_ADMIN = 'scan_admin';
const PASSWORD = `scan-${randomBytes(9).toString('base64url')}`;

/** One JSON (or form) request as `cookie`, sent from the app's own origin; the parsed answer. */
async function call(baseUrl, cookie, method, path, body) {
  const init = { method, headers: { cookie, origin: baseUrl } };
  if (body instanceof FormData) init.body = body;
  else if (body !== undefined) {
    init.headers['content-type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  const response = await fetch(`${baseUrl}${path}`, init);
  const text = await response.text();
  if (!response.ok)
    throw new Error(`seeding: ${method} ${path} answered ${response.status} ${text.slice(0, 200)}`);
  return text ? JSON.parse(text) : undefined;
}

async function checkIn(baseUrl, cookie, coffeeName, cafe) {
  const form = new FormData();
  for (const [name, value] of Object.entries({
    coffeeName,
    roaster: 'Scan Roasters',
    brewMethod: 'Pour Over',
    rating: '4',
    location: cafe,
    notes: 'Seeded for the security scan',
  }))
    form.append(name, value);
  return call(baseUrl, cookie, 'POST', '/api/check-ins', form);
}

/** Signs up the people, makes the content; `{ admin, ids }` (admin: `{ id, username, cookie }`). */
export async function seed(baseUrl) {
  const admin = await register(baseUrl, SCAN_ADMIN, PASSWORD, 'scan.test');
  const api = (method, path, body) => call(baseUrl, admin.cookie, method, path, body);
  await api('GET', '/api/admin/init');
  const friend = await register(baseUrl, 'scan_friend', PASSWORD, 'scan.test');
  const victim = await register(baseUrl, 'scan_victim', PASSWORD, 'scan.test');
  const asFriend = (method, path, body) => call(baseUrl, friend.cookie, method, path, body);

  const coffeeName = 'Scan Coffee';
  const own = await checkIn(baseUrl, admin.cookie, coffeeName, 'Scan Cafe');
  const friends = await checkIn(baseUrl, friend.cookie, 'Scan Friend Coffee', 'Scan Cafe');
  const comment = await api('POST', `/api/check-ins/${own.id}/comments`, { content: 'A seeded comment' });
  await asFriend('POST', `/api/check-ins/${own.id}/comments`, { content: 'A friend comment' });
  await api('POST', `/api/users/${friend.id}/follow`);
  await asFriend('POST', `/api/users/${admin.id}/follow`);
  await api('POST', `/api/check-ins/${friends.id}/like`);
  await api('POST', `/api/check-ins/${friends.id}/save`);
  await api('POST', `/api/check-ins/${friends.id}/report`, { reason: 'Seeded report for the scan' });
  const token = await api('POST', '/api/user/tokens', { name: 'scan token', scopes: ['read'] });
  // A second session of the scanner, for the session-ending route: never the one the scanners use.
  const other = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ username: SCAN_ADMIN, password: PASSWORD }),
  });
  if (!other.ok) throw new Error(`seeding: second login answered ${other.status}`);
  const sessions = await api('GET', '/api/user/sessions');
  const rule = await api('POST', '/api/admin/moderation/rules', { name: 'scan rule', description: 'Seeded' });
  const roaster = await api('POST', '/api/admin/roasters', { name: 'Scan Admin Roaster' });
  const bag = await api('POST', '/api/admin/coffee-bags', {
    coffeeName: 'Scan Bag Coffee',
    roasterId: roaster.id,
  });
  // A setting of the scan's own, so the settings route's original request changes nothing that matters.
  await api('PUT', '/api/admin/settings/scan.probe', { value: 'seeded' });
  const reports = await api('GET', '/api/admin/moderation/reports?status=open');
  // Search's projections are filled from events: wait until the seeded coffee, roaster and cafe show.
  const found = {};
  for (let attempt = 0; attempt < 100 && Object.keys(found).length < 3; attempt++) {
    for (const type of ['coffees', 'roasters', 'cafes']) {
      if (found[type]) continue;
      const results = await api('GET', `/api/search?type=${type}&query=Scan`);
      if (results.length > 0) found[type] = results[0].id;
    }
    if (Object.keys(found).length < 3) await new Promise((resolve) => setTimeout(resolve, 200));
  }
  if (Object.keys(found).length < 3) throw new Error(`seeding: search never showed ${JSON.stringify(found)}`);

  return {
    admin,
    ids: {
      checkInId: own.id,
      friendCheckInId: friends.id,
      commentId: comment.id,
      friendId: friend.id,
      friendUsername: friend.username,
      victimId: victim.id,
      tokenId: token.id,
      sessionId: sessions.find((session) => !session.current)?.id,
      coffeeId: found.coffees,
      roasterId: found.roasters,
      cafeId: found.cafes,
      coffeeName,
      reportId: (reports.items ?? reports)[0]?.id,
      ruleId: rule.id,
      adminRoasterId: roaster.id,
      coffeeBagId: bag.id,
      settingKey: 'scan.probe',
      adminUsername: admin.username,
      // The login route is scanned with real credentials, so its unmodified request succeeds.
      login: { username: victim.username, password: PASSWORD },
    },
  };
}
