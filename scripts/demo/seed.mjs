// The demo community: on an empty database, `npm start` calls `seedDemoIfEmpty` once the gateway is
// ready, and it fills Crema through the real HTTP API (register, settings, avatar, follows,
// multipart check-ins with generated photos, likes, saves, comments), so a newcomer sees a living app.
// CREMA_DEMO=0 turns it off. Runs only when identity.users is empty (one read-only query), so a
// second start, or a start after a crash half-way, never seeds twice.
//
// Standalone: node scripts/demo/seed.mjs [--url http://127.0.0.1:3000] [--check-ins 300] [--force]
import { Blob } from 'node:buffer';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { grindSizeLabel } from '@crema/contracts/checkins/brew-details-values';
import pg from 'pg';
import { ApiClient, ApiError, mapLimit } from './client.mjs';
import {
  BREW_PROFILES,
  CHECKIN_NOTES,
  CITIES,
  COFFEES,
  COMMENTS,
  DEMO_ADMIN,
  DEMO_PASSWORD,
  DEMO_USERS,
  EQUIPMENT,
  OTHER_LOCATIONS,
  ROASTERS,
  createRandom,
} from './data.mjs';
import { avatarImage, createPhotoPool } from './photos.mjs';

const DEFAULT_CHECK_INS = 300;
/** The admin setting that limits check-ins per person and hour, and its default (libs/contracts admin/settings). */
const HOURLY_LIMIT = 'checkins.max-per-hour';
const HOURLY_LIMIT_DEFAULT = '60';
const CONCURRENCY = 4;
const PREFERENCE_METHODS = ['Espresso', 'Pour Over', 'French Press', 'AeroPress', 'Chemex', 'V60', 'Moka Pot', 'Cold Brew', 'Siphon', 'Turkish'];
const TASTING_NOTES = ['Chocolatey', 'Nutty', 'Fruity', 'Floral', 'Citrus', 'Spicy', 'Caramel', 'Berry', 'Earthy', 'Sweet', 'Smoky', 'Bitter'];
const METHODS = Object.keys(BREW_PROFILES);

/** True when identity.users has no row (or does not exist yet). Read-only. */
export async function databaseIsEmpty(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5000 });
  client.on('error', () => {});
  await client.connect();
  try {
    const { rows } = await client.query(
      `SELECT to_regclass('identity.users') IS NULL AS missing`,
    );
    if (rows[0].missing) return true;
    const result = await client.query('SELECT EXISTS (SELECT 1 FROM identity.users) AS any');
    return !result.rows[0].any;
  } finally {
    await client.end().catch(() => {});
  }
}

/** Called by scripts/start.mjs once the gateway answers /readyz. Never throws. */
export async function seedDemoIfEmpty({ baseUrl, databaseUrl, log = console.log }) {
  if (process.env.CREMA_DEMO === '0') return;
  try {
    if (!(await databaseIsEmpty(databaseUrl))) return;
    await seedDemo({ baseUrl, log });
  } catch (error) {
    log(`Demo community: not seeded (${error instanceof Error ? error.message : String(error)}).`);
  }
}

function fileForm(fields, fileField, buffer, fileName, type) {
  const form = new globalThis.FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (buffer) form.append(fileField, new Blob([buffer], { type }), fileName);
  return form;
}

function mmss(seconds) {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

function brewDetails(random, method, coffee) {
  const profile = BREW_PROFILES[method];
  const between = ([min, max], decimals = 0) => random.round(min + random.next() * (max - min), decimals);
  const dose = between(profile.dose, 1);
  const grindSizeNumeric = between(profile.grind);
  const details = {
    equipment: random.pick(EQUIPMENT[method]),
    grindSize: grindSizeLabel(grindSizeNumeric),
    grindSizeNumeric,
    dose,
    waterTemp: between(profile.temp),
    coffeeOrigin: coffee.origin.slice(0, 100),
    processingMethod: coffee.process,
    roastDate: new Date(Date.now() - random.int(4, 30) * 86400000).toISOString().slice(0, 10),
  };
  if (method === 'Espresso') {
    const yieldGrams = random.round(dose * between(profile.ratio, 2), 1);
    Object.assign(details, {
      totalBrewWeight: yieldGrams,
      pressure: random.pick([6, 8, 9, 9, 9]),
      preInfusionTime: random.pick([0, 3, 5, 8]),
      preInfusionPressure: random.pick([2, 3, 4]),
      extractionTime: between(profile.time),
      brewTime: mmss(between(profile.time)),
    });
  } else {
    details.water = Math.min(5000, Math.round(dose * between(profile.ratio, 1)));
    if (profile.time[1] > 0) details.brewTime = mmss(between(profile.time));
  }
  if (random.chance(0.6)) {
    for (const score of ['flavorScore', 'acidityLevel', 'bodyLevel', 'sweetness', 'clarity', 'complexity'])
      details[score] = random.int(4, 10);
  }
  if (random.chance(0.3)) details.brewNotes = random.pick(['Bloomed 45 s.', 'Stirred twice.', 'Swirled at the end.', 'Used filtered water.', 'Preheated everything.']);
  return details;
}

/** The multipart text fields of one check-in (the mapping of libs/contracts checkins/multipart). */
function checkInFields(random, user) {
  const coffee = random.pick(COFFEES);
  const method = random.chance(0.75) ? random.pick(user.methods) : random.pick(METHODS);
  const fields = {
    coffeeName: coffee.name,
    roaster: coffee.roaster,
    brewMethod: method,
    rating: String(random.weighted([1, 2, 3, 4, 5], (r) => [1, 3, 12, 30, 22][r - 1])),
  };
  if (random.chance(0.85)) fields.roastLevel = coffee.roast;
  if (random.chance(0.8)) fields.coffeeType = coffee.type;
  const notes = random.sample(coffee.notes, random.int(1, 3));
  if (random.chance(0.25)) {
    const extra = random.pick(TASTING_NOTES);
    if (!notes.includes(extra)) notes.push(extra);
  }
  if (random.chance(0.9)) fields.tastingNotes = JSON.stringify(notes);
  if (random.chance(0.4)) fields.notes = random.pick(CHECKIN_NOTES);
  if (random.chance(0.7)) fields.brewDetails = JSON.stringify(brewDetails(random, method, coffee));
  const where = random.next();
  const homeCity = CITIES.find((city) => city.name === user.city);
  if (where < 0.6) {
    const city = random.chance(0.85) ? homeCity : random.pick(CITIES);
    const cafe = random.pick(city.cafes);
    fields.location = cafe.name;
    fields.latitude = String(random.round(cafe.lat + (random.next() - 0.5) * 0.004, 5));
    fields.longitude = String(random.round(cafe.lng + (random.next() - 0.5) * 0.004, 5));
  } else if (where < 0.9) {
    fields.location = random.pick(OTHER_LOCATIONS);
  }
  return { coffee, fields };
}

function progressPrinter(log) {
  const tty = process.stdout.isTTY;
  let last = '';
  return {
    update(text) {
      last = text;
      if (tty) process.stdout.write(`\r\x1b[2K${text}`);
    },
    done() {
      if (tty) process.stdout.write('\r\x1b[2K');
      if (last) log(last);
    },
  };
}

/** Registers (or signs in, when the account already exists) a demo account; a client signed in as it. */
async function createAccount(baseUrl, username) {
  const client = new ApiClient(baseUrl);
  const email = `${username.replace(/[^a-z0-9]/gi, '')}@example.com`;
  try {
    await client.post('/api/register', { json: { username, email, password: DEMO_PASSWORD } });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 409) throw error;
    await client.post('/api/login', { json: { username, password: DEMO_PASSWORD } });
  }
  client.username = username;
  return client;
}

/** Registers (or signs in) one demo user and sets their profile. */
async function createUser(baseUrl, user) {
  const client = await createAccount(baseUrl, user.username);
  const favorites = user.methods.filter((method) => PREFERENCE_METHODS.includes(method));
  await client.patch('/api/user/settings', {
    json: {
      bio: user.bio,
      preferences: {
        favoriteBrewMethods: favorites,
        ...(favorites.length ? { defaultBrewMethod: favorites[0] } : {}),
      },
    },
  });
  const avatar = await avatarImage(user.username, user.hue);
  const { body: self } = await client.post('/api/user/avatar', {
    form: fileForm({}, 'avatar', avatar, 'avatar.png', 'image/png'),
  });
  return { ...user, id: self.id, client };
}

/**
 * The designated administrator (ADMIN_USERNAME, `admin` unless set) makes itself admin and fills the
 * catalogue: the roasters of the demo coffees and a coffee bag for each coffee, as sold.
 */
async function seedCatalogue(baseUrl) {
  const admin = await createAccount(baseUrl, process.env.ADMIN_USERNAME || DEMO_ADMIN);
  await admin.get('/api/admin/init');
  // A year of journaling arrives in a minute: the hourly check-in limit is lifted while seeding.
  await admin.put(`/api/admin/settings/${HOURLY_LIMIT}`, { json: { value: '1000' } });
  await mapLimit(ROASTERS, CONCURRENCY, (roaster) => admin.post('/api/admin/roasters', { json: roaster }));
  await mapLimit(COFFEES, CONCURRENCY, (coffee) =>
    admin.post('/api/admin/coffee-bags', {
      json: {
        coffeeName: coffee.name,
        roasterName: coffee.roaster,
        origin: coffee.origin,
        processingMethod: coffee.process,
        roastLevel: coffee.roast,
        flavorNotes: coffee.notes,
      },
    }),
  );
  return { roasters: ROASTERS.length, coffeeBags: COFFEES.length, admin };
}

/**
 * Who follows whom: everyone follows 3 to 5 of the others, and most follows are returned, so the
 * Friends tabs, the friends filter and the suggestions have something to show.
 */
function followPlan(random, users) {
  const edges = new Map();
  const add = (follower, followee) => edges.set(`${follower.id}>${followee.id}`, { follower, followee });
  for (const user of users) {
    for (const followee of random.sample(users.filter((other) => other !== user), random.int(3, 5))) {
      add(user, followee);
      if (random.chance(0.7)) add(followee, user);
    }
  }
  return [...edges.values()];
}

/**
 * Seeds the demo community through the gateway at `baseUrl`. Returns counts; throws on the first
 * request that fails (the next start will not retry: the database is no longer empty).
 */
export async function seedDemo({ baseUrl, checkIns = DEFAULT_CHECK_INS, log = console.log, seed }) {
  const started = Date.now();
  const random = createRandom(seed);
  // The check-ins API must be there (an older build without it would only get users).
  const probe = await fetch(`${baseUrl}/api/check-ins?feedType=discover&filter=recent&limit=1`);
  if (probe.status === 404) throw new Error('GET /api/check-ins answered 404: the check-ins API is not deployed');

  const progress = progressPrinter(log);
  progress.update('Demo community: the administrator and the catalogue …');
  const catalogue = await seedCatalogue(baseUrl);
  progress.update(`Demo community: creating ${DEMO_USERS.length} users …`);
  const users = await mapLimit(DEMO_USERS, CONCURRENCY, (user) => createUser(baseUrl, user));

  const follows = followPlan(random, users);
  progress.update(`Demo community: ${users.length} users, ${follows.length} follows …`);
  await mapLimit(follows, CONCURRENCY, ({ follower, followee }) =>
    follower.client.post(`/api/users/${followee.id}/follow`),
  );

  const plan = Array.from({ length: checkIns }, () => {
    const user = random.weighted(users, (candidate) => candidate.activity);
    return { user, ...checkInFields(random, user), withPhoto: random.chance(0.75) };
  });
  const photo = createPhotoPool(2);
  let posted = 0;
  let photos = 0;
  const created = await mapLimit(plan, CONCURRENCY, async (item, index) => {
    let form;
    if (item.withPhoto) {
      const image = await photo(item.coffee, index);
      form = fileForm(item.fields, 'photo', image, 'coffee.jpg', 'image/jpeg');
      photos++;
    } else {
      form = fileForm(item.fields);
    }
    const { body } = await item.user.client.post('/api/check-ins', { form, timeoutMs: 60000 });
    posted++;
    if (posted % 10 === 0 || posted === plan.length)
      progress.update(`Demo community: ${users.length} users, ${posted}/${plan.length} check-ins …`);
    const id = body?.id ?? body?.checkIn?.id;
    return { id, owner: item.user };
  });

  const reactions = [];
  for (const checkIn of created) {
    if (!Number.isInteger(checkIn.id)) continue;
    const others = users.filter((user) => user !== checkIn.owner);
    const likers = random.sample(others, random.weighted([0, 1, 2, 3, 4, 5, 6], (n) => [10, 14, 12, 9, 6, 3, 2][n]));
    for (const user of likers) reactions.push({ kind: 'like', user, id: checkIn.id });
    if (random.chance(0.12)) reactions.push({ kind: 'save', user: random.pick(others), id: checkIn.id });
    if (random.chance(0.3)) {
      for (const user of random.sample(others, random.int(1, 3)))
        reactions.push({ kind: 'comment', user, id: checkIn.id, content: random.pick(COMMENTS) });
      if (random.chance(0.4))
        reactions.push({ kind: 'comment', user: checkIn.owner, id: checkIn.id, content: random.pick(['Thanks! 🙌', 'Highly recommend it.', 'Yes! Go try it.', 'Cheers, it was lovely.']) });
    }
  }
  const counts = { like: 0, save: 0, comment: 0 };
  let done = 0;
  await mapLimit(reactions, CONCURRENCY, async (reaction) => {
    const path = `/api/check-ins/${reaction.id}`;
    if (reaction.kind === 'like') await reaction.user.client.post(`${path}/like`);
    else if (reaction.kind === 'save') await reaction.user.client.post(`${path}/save`);
    else await reaction.user.client.post(`${path}/comments`, { json: { content: reaction.content } });
    counts[reaction.kind]++;
    done++;
    if (done % 25 === 0 || done === reactions.length)
      progress.update(
        `Demo community: ${users.length} users, ${posted} check-ins, reactions ${done}/${reactions.length} …`,
      );
  });
  await catalogue.admin.put(`/api/admin/settings/${HOURLY_LIMIT}`, { json: { value: HOURLY_LIMIT_DEFAULT } });
  progress.done();

  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const summary = {
    users: users.length,
    follows: follows.length,
    checkIns: posted,
    photos,
    likes: counts.like,
    saves: counts.save,
    comments: counts.comment,
    roasters: catalogue.roasters,
    coffeeBags: catalogue.coffeeBags,
    seconds: Number(seconds),
  };
  log(
    `Demo community seeded in ${seconds} s: ${summary.users} users, ${follows.length} follows, ${summary.checkIns} check-ins ` +
      `(${photos} with photos), ${summary.likes} likes, ${summary.comments} comments, ${summary.saves} saves; ` +
      `${catalogue.roasters} roasters and ${catalogue.coffeeBags} coffee bags in the catalogue.\n` +
      `  Sign in as any of: ${users.map((user) => user.username).join(', ')}; administrator: ${catalogue.admin.username}\n` +
      `  Password (all of them): ${DEMO_PASSWORD}    (CREMA_DEMO=0 npm start skips the demo)`,
  );
  return summary;
}

// Standalone use.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({
    options: {
      url: { type: 'string', default: `http://127.0.0.1:${process.env.PORT || '3000'}` },
      'check-ins': { type: 'string', default: String(DEFAULT_CHECK_INS) },
      force: { type: 'boolean', default: false },
    },
  });
  const databaseUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/crema';
  if (!values.force && !(await databaseIsEmpty(databaseUrl))) {
    console.log('The database already has users: nothing to seed (use --force to seed anyway).');
  } else {
    await seedDemo({ baseUrl: values.url, checkIns: Number(values['check-ins']) });
  }
}
