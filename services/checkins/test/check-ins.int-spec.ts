import { access } from 'node:fs/promises';
import { healthPing } from '@crema/contracts/common/rpc';
import {
  CHECKINS_SERVICE,
  createCheckIn,
  deleteCheckIn,
  likeCheckIn,
  setCheckInPhoto,
  updateCheckIn,
} from '@crema/contracts/checkins/rpc';
import { schemaDrift } from '@crema/database';
import { eventually } from '@crema/testing';
import { failureOf, startCheckins, validCheckIn, type CheckinsFixture } from './checkins-fixture';

let fixture: CheckinsFixture;

beforeAll(async () => {
  fixture = await startCheckins();
});

afterAll(async () => {
  await fixture?.close();
});

const count = async (table: string): Promise<number> => {
  const [row]: { n: number }[] = await fixture.db.query(`SELECT count(*)::int AS n FROM checkins.${table}`);
  return row?.n ?? -1;
};
const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

describe('the checkins service', () => {
  it('matches the entities exactly (no drift between entities and migrations)', async () => {
    expect(await schemaDrift(fixture.db)).toEqual([]);
  });

  it('answers the health ping', async () => {
    await expect(fixture.rpc.send(healthPing(CHECKINS_SERVICE), {})).resolves.toEqual({ ok: true });
  });
});

describe('create', () => {
  it('stores the check-in with rounded coordinates and photo URLs, answers its card and announces it', async () => {
    const owner = fixture.user({ username: 'ada' });
    const photo = await fixture.storePhoto();
    const card = await fixture.createCheckIn(
      owner,
      {
        location: '  Berlin ',
        roastLevel: 'Light',
        brewDetails: { dose: 18, water: 300, grindSizeNumeric: 5, brewTime: '3:30' },
        coordinates: { latitude: 52.520008, longitude: 13.404954 },
      },
      photo,
    );
    expect(card).toMatchObject({
      userId: owner.id,
      username: 'ada',
      coffeeName: validCheckIn.coffeeName,
      location: 'Berlin',
      roastLevel: 'Light',
      coffeeType: null,
      rating: 4,
      tastingNotes: ['Floral', 'Citrus'],
      photo: photo.url,
      photoThumbnail: photo.thumbnailUrl,
      likesCount: 0,
      commentsCount: 0,
      isLiked: false,
      isSaved: false,
      brewDetails: { dose: 18, water: 300, grindSizeNumeric: 5, brewTime: '3:30' },
    });
    const [row]: { latitude: number; longitude: number }[] = await fixture.db.query(
      'SELECT latitude, longitude FROM checkins.check_ins WHERE id = $1',
      [card.id],
    );
    expect(row).toEqual({ latitude: 52.52, longitude: 13.405 });
    expect(await fixture.outboxSubjects(card.id)).toEqual(['evt.checkins.checkin.created.v1']);
    const [event]: { payload: { data: Record<string, unknown> } }[] = await fixture.db.query(
      `SELECT payload FROM checkins.outbox WHERE (payload -> 'data' ->> 'id')::int = $1`,
      [card.id],
    );
    expect(event?.payload.data).toMatchObject({
      id: card.id,
      userId: owner.id,
      photoUrl: photo.url,
      latitude: 52.52,
      longitude: 13.405,
      tastingNotes: ['Floral', 'Citrus'],
    });
  });

  it('fills in the author from identity when the projection has not caught up yet', async () => {
    const owner = fixture.user({ username: 'newcomer', profileVisibility: 'friends' });
    await fixture.createCheckIn(owner);
    const rows: unknown[] = await fixture.db.query(
      'SELECT username, profile_visibility, share_check_ins FROM checkins.authors WHERE id = $1',
      [owner.id],
    );
    expect(rows).toEqual([{ username: 'newcomer', profile_visibility: 'friends', share_check_ins: true }]);
  });

  it('refuses a user identity no longer knows, writing nothing', async () => {
    const before = await count('check_ins');
    const ghost = { userId: 987654, isAdmin: false };
    expect(
      await failureOf(fixture.rpc.send(createCheckIn, { actor: ghost, checkIn: validCheckIn, photo: null })),
    ).toMatchObject({ status: 401 });
    expect(await count('check_ins')).toBe(before);
  });

  it.each([
    ['rating 0', { rating: 0 }],
    ['rating 6', { rating: 6 }],
    ['a rating that is not a number', { rating: 'five' }],
    ['a missing coffee name', { coffeeName: '' }],
    ['an unknown brew method', { brewMethod: 'Telepathy' }],
    ['an unknown field', { isAdmin: true }],
    ['brew details out of range', { brewDetails: { waterTemp: 150 } }],
    ['unknown brew details', { brewDetails: { secret: 1 } }],
    ['a latitude beyond 90', { coordinates: { latitude: 91, longitude: 0 } }],
    ['a hostile over-long note', { notes: '<script>'.repeat(400) }],
  ])('answers 400 for %s and writes nothing', async (_case, overrides) => {
    const owner = fixture.user();
    const before = { checkIns: await count('check_ins'), outbox: await count('outbox') };
    const failure = await failureOf(
      fixture.rpc.send(createCheckIn, {
        actor: owner.actor,
        checkIn: { ...validCheckIn, ...overrides } as never,
        photo: null,
      }),
    );
    expect(failure).toMatchObject({ status: 400, code: 'validation_failed' });
    expect({ checkIns: await count('check_ins'), outbox: await count('outbox') }).toEqual(before);
  });

  it.each([
    ['outside /media/', { url: 'https://evil.example/x.webp', thumbnailUrl: '/media/x.webp' }],
    ['climbing out of the media folder', { url: '/media/../etc/passwd', thumbnailUrl: '/media/x.webp' }],
  ])('refuses photo URLs %s, writing nothing', async (_case, photo) => {
    const owner = fixture.user();
    const before = await count('check_ins');
    expect(await failureOf(fixture.createCheckIn(owner, {}, photo))).toMatchObject({ status: 400 });
    expect(await count('check_ins')).toBe(before);
  });

  it('keeps hostile strings as plain text', async () => {
    const owner = fixture.user();
    const hostile = `Robert'); DROP TABLE checkins.check_ins;-- <img src=x onerror=alert(1)>`;
    const card = await fixture.createCheckIn(owner, { coffeeName: hostile, notes: hostile });
    expect(card.coffeeName).toBe(hostile);
    expect(await count('check_ins')).toBeGreaterThan(0);
  });
});

describe('update and delete', () => {
  it('lets only the owner edit: anyone else gets 404 and nothing changes', async () => {
    const owner = fixture.user();
    const other = fixture.user();
    const card = await fixture.createCheckIn(owner);
    expect(
      await failureOf(
        fixture.rpc.send(updateCheckIn, { actor: other.actor, id: card.id, changes: { rating: 1 } }),
      ),
    ).toMatchObject({ status: 404, code: 'not_found' });
    expect(await fixture.outboxSubjects(card.id)).toEqual(['evt.checkins.checkin.created.v1']);

    const updated = await fixture.rpc.send(updateCheckIn, {
      actor: owner.actor,
      id: card.id,
      changes: { rating: 5, notes: '', roastLevel: 'Dark', tastingNotes: ['Chocolatey'] },
    });
    expect(updated).toMatchObject({
      id: card.id,
      rating: 5,
      notes: null,
      roastLevel: 'Dark',
      tastingNotes: ['Chocolatey'],
      coffeeName: validCheckIn.coffeeName,
    });
    expect(await fixture.outboxSubjects(card.id)).toEqual([
      'evt.checkins.checkin.created.v1',
      'evt.checkins.checkin.updated.v1',
    ]);
  });

  it('stamps an edit with the time it writes the check-in, not the time its transaction began', async () => {
    const owner = fixture.user();
    const card = await fixture.createCheckIn(owner);
    // Another write holds the check-in while the edit's transaction begins and waits for it.
    const holder = fixture.db.createQueryRunner();
    await holder.connect();
    await holder.startTransaction();
    let heldUntil: string;
    try {
      await holder.query('SELECT 1 FROM checkins.check_ins WHERE id = $1 FOR UPDATE', [card.id]);
      const edit = fixture.rpc.send(updateCheckIn, { actor: owner.actor, id: card.id, changes: { rating: 2 } });
      await eventually(async () => {
        const waiting: unknown[] = await fixture.db.query(
          // The edit's lock of the check-in (its text is longer than what pg_stat_activity keeps).
          `SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'
             AND query LIKE 'SELECT "CheckInEntity"%'`,
        );
        expect(waiting).toHaveLength(1);
      });
      // Time enough for a stamp taken when the edit's transaction began to fall in an earlier millisecond.
      await new Promise((resolve) => setTimeout(resolve, 20));
      const [held] = await holder.manager.query<{ heldUntil: string }[]>(
        'SELECT clock_timestamp()::text AS "heldUntil"',
      );
      heldUntil = held!.heldUntil;
      await holder.commitTransaction();
      await edit;
    } finally {
      if (holder.isTransactionActive) await holder.rollbackTransaction();
      await holder.release();
    }
    // Consumers keep the state with the latest updatedAt: the edit committed after the holder.
    const [row] = await fixture.db.query<{ later: boolean }[]>(
      // Events carry whole milliseconds: the edit's may share the holder's last one, not an earlier one.
      `SELECT updated_at >= date_trunc('milliseconds', $2::timestamptz) AS later FROM checkins.check_ins WHERE id = $1`,
      [card.id, heldUntil],
    );
    expect(row).toEqual({ later: true });
  });

  it('answers 400 for an empty or invalid change and 404 for an unknown check-in', async () => {
    const owner = fixture.user();
    const card = await fixture.createCheckIn(owner);
    for (const changes of [{}, { rating: 0 }, { coordinates: { latitude: 1, longitude: 1 } }]) {
      expect(
        await failureOf(
          fixture.rpc.send(updateCheckIn, { actor: owner.actor, id: card.id, changes: changes }),
        ),
      ).toMatchObject({ status: 400 });
    }
    expect(
      await failureOf(
        fixture.rpc.send(updateCheckIn, { actor: owner.actor, id: 2 ** 31 - 1, changes: { rating: 2 } }),
      ),
    ).toMatchObject({ status: 404 });
  });

  it('lets only the owner replace or remove the photo, deleting the previous files after the commit', async () => {
    const owner = fixture.user();
    const other = fixture.user();
    const first = await fixture.storePhoto();
    const card = await fixture.createCheckIn(owner, {}, first);
    const second = await fixture.storePhoto();

    expect(
      await failureOf(fixture.rpc.send(setCheckInPhoto, { actor: other.actor, id: card.id, photo: second })),
    ).toMatchObject({ status: 404 });
    expect(await exists(fixture.mediaPath(first.url))).toBe(true);

    const replaced = await fixture.rpc.send(setCheckInPhoto, { actor: owner.actor, id: card.id, photo: second });
    expect(replaced).toMatchObject({ id: card.id, photo: second.url, photoThumbnail: second.thumbnailUrl });
    expect(await exists(fixture.mediaPath(first.url))).toBe(false);
    expect(await exists(fixture.mediaPath(first.thumbnailUrl))).toBe(false);

    const removed = await fixture.rpc.send(setCheckInPhoto, { actor: owner.actor, id: card.id, photo: null });
    expect(removed).toMatchObject({ photo: null, photoThumbnail: null });
    expect(await exists(fixture.mediaPath(second.url))).toBe(false);
    expect(await fixture.outboxSubjects(card.id)).toEqual([
      'evt.checkins.checkin.created.v1',
      'evt.checkins.checkin.updated.v1',
      'evt.checkins.checkin.updated.v1',
    ]);
  });

  it('lets only the owner delete, then removes the photo files and announces it', async () => {
    const owner = fixture.user();
    const other = fixture.user();
    const photo = await fixture.storePhoto();
    const card = await fixture.createCheckIn(owner, {}, photo);
    await fixture.rpc.send(likeCheckIn, { actor: other.actor, id: card.id });

    expect(
      await failureOf(fixture.rpc.send(deleteCheckIn, { actor: other.actor, id: card.id })),
    ).toMatchObject({ status: 404 });
    expect(await exists(fixture.mediaPath(photo.url))).toBe(true);

    await expect(fixture.rpc.send(deleteCheckIn, { actor: owner.actor, id: card.id })).resolves.toEqual({
      ok: true,
    });
    const rows: unknown[] = await fixture.db.query('SELECT 1 FROM checkins.check_ins WHERE id = $1', [
      card.id,
    ]);
    expect(rows).toEqual([]);
    expect(await exists(fixture.mediaPath(photo.url))).toBe(false);
    expect(await exists(fixture.mediaPath(photo.thumbnailUrl))).toBe(false);
    expect(await fixture.outboxSubjects(card.id)).toEqual([
      'evt.checkins.checkin.created.v1',
      'evt.checkins.checkin.deleted.v1',
    ]);
    expect(
      await failureOf(fixture.rpc.send(deleteCheckIn, { actor: owner.actor, id: card.id })),
    ).toMatchObject({ status: 404 });
    expect(await failureOf(fixture.rpc.send(likeCheckIn, { actor: other.actor, id: card.id }))).toMatchObject(
      { status: 404 },
    );
  });
});
