import { eventually } from '@crema/testing';
import { deleteCheckIn, updateCheckIn } from '@crema/contracts/checkins/rpc';
import { userDeleted, userUpdated } from '@crema/contracts/identity/events';
import { createServiceDataSource, runMigrations } from '@crema/database';
import { createTestDatabase } from '@crema/testing';
import type { DataSource } from 'typeorm';
import { CHECKINS_ENTITIES, createCheckinsDataSource } from '../src/database/checkins-data-source';
import { CreateCheckinsTables1763900000000 } from '../src/migrations/1763900000000-create-checkins-tables';
import { AuthorsUsernameIndex1764000000000 } from '../src/migrations/1764000000000-authors-username-index';
import { CHECKINS_SCHEMA } from '../src/database/checkins-schema';
import { startCheckins, type CheckinsFixture, type TestUser } from './checkins-fixture';

/** Every aggregate row and every check-in's links, in a stable order. */
async function aggregates(db: DataSource) {
  const rows = (sql: string) => db.query<Record<string, unknown>[]>(sql);
  const [coffees, roasters, places, links] = await Promise.all([
    rows(`SELECT id, name_key, roaster_key, name, roaster, search_text, search_vector::text,
        check_ins_count, public_check_ins_count, public_ratings_sum, public_photo_check_in_id
      FROM checkins.coffees ORDER BY id`),
    rows(`SELECT key, name, search_vector::text, check_ins_count, public_check_ins_count, public_coffees_count
      FROM checkins.roasters ORDER BY key`),
    rows(`SELECT id, key, name, search_vector::text, check_ins_count, public_check_ins_count,
        public_photo_check_in_id FROM checkins.places ORDER BY id`),
    rows('SELECT id, coffee_id, place_id FROM checkins.check_ins ORDER BY id'),
  ]);
  return { coffees, roasters, places, links };
}

/** The maintained aggregates equal a from-scratch rebuild (which writes nothing when they are exact). */
async function expectExact(db: DataSource): Promise<void> {
  const maintained = await aggregates(db);
  await db.query('SELECT checkins.rebuild_search_aggregates()');
  expect(await aggregates(db)).toEqual(maintained);
}

interface CoffeeCounters {
  check_ins_count: number;
  public_check_ins_count: number;
  public_ratings_sum: number;
  public_photo_check_in_id: number | null;
}

describe('search aggregates', () => {
  let fixture: CheckinsFixture;

  beforeAll(async () => {
    fixture = await startCheckins();
  });
  afterAll(async () => {
    await fixture.close();
  });

  const coffee = async (name: string, roaster: string): Promise<CoffeeCounters | undefined> =>
    (
      await fixture.db.query<CoffeeCounters[]>(
        `SELECT check_ins_count, public_check_ins_count, public_ratings_sum, public_photo_check_in_id
         FROM checkins.coffees
         WHERE name_key = checkins.search_normalize($1) AND roaster_key = checkins.search_normalize($2)`,
        [name, roaster],
      )
    )[0];
  const roaster = async (name: string) =>
    (
      await fixture.db.query<
        { check_ins_count: number; public_check_ins_count: number; public_coffees_count: number }[]
      >(
        `SELECT check_ins_count, public_check_ins_count, public_coffees_count FROM checkins.roasters
         WHERE key = checkins.search_normalize($1)`,
        [name],
      )
    )[0];
  const place = async (location: string) =>
    (
      await fixture.db.query<
        { check_ins_count: number; public_check_ins_count: number; public_photo_check_in_id: number | null }[]
      >(
        `SELECT check_ins_count, public_check_ins_count, public_photo_check_in_id FROM checkins.places
         WHERE key = checkins.search_normalize($1)`,
        [location],
      )
    )[0];
  const update = (owner: TestUser, id: number, changes: Record<string, unknown>) =>
    fixture.rpc.send(updateCheckIn, { actor: owner.actor, id, changes });
  const remove = (owner: TestUser, id: number) => fixture.rpc.send(deleteCheckIn, { actor: owner.actor, id });

  it('counts creates, renames, rating and place changes and deletes, public check-ins only', async () => {
    const alice = await fixture.registered();
    const bob = await fixture.registered();
    const hidden = await fixture.registered({ profileVisibility: 'private' });
    const notSharing = await fixture.registered({ shareCheckIns: false });
    const konga = { coffeeName: 'Konga Natural', roaster: 'Aggregate Roasters' };

    const a1 = await fixture.createCheckIn(
      alice,
      { ...konga, rating: 5, location: 'Café Crème' },
      await fixture.storePhoto(),
    );
    const a2 = await fixture.createCheckIn(alice, {
      coffeeName: 'KONGA  natural',
      roaster: 'aggregate roasters',
      rating: 3,
    });
    const b1 = await fixture.createCheckIn(
      bob,
      { ...konga, rating: 4, location: 'cafe creme' },
      await fixture.storePhoto(),
    );
    await fixture.createCheckIn(
      hidden,
      { ...konga, rating: 1, location: 'Cafe Creme' },
      await fixture.storePhoto(),
    );
    await fixture.createCheckIn(notSharing, { ...konga, rating: 2 });

    // Spellings that normalize alike are one coffee; only public, sharing owners count publicly.
    expect(await coffee('Konga Natural', 'Aggregate Roasters')).toEqual({
      check_ins_count: 5,
      public_check_ins_count: 3,
      public_ratings_sum: 12,
      public_photo_check_in_id: b1.id,
    });
    expect(await place('Café Crème')).toEqual({
      check_ins_count: 3,
      public_check_ins_count: 2,
      public_photo_check_in_id: b1.id,
    });
    expect(await roaster('Aggregate Roasters')).toEqual({
      check_ins_count: 5,
      public_check_ins_count: 3,
      public_coffees_count: 1,
    });
    await expectExact(fixture.db);

    // A rating change moves the sum; a rename moves the check-in to another coffee of the roaster.
    await update(alice, a2.id, { rating: 5 });
    expect(await coffee('Konga Natural', 'Aggregate Roasters')).toMatchObject({ public_ratings_sum: 14 });
    await update(alice, a1.id, { coffeeName: 'Kochere Washed', location: null });
    expect(await coffee('Konga Natural', 'Aggregate Roasters')).toEqual({
      check_ins_count: 4,
      public_check_ins_count: 2,
      public_ratings_sum: 9,
      public_photo_check_in_id: b1.id,
    });
    expect(await coffee('Kochere Washed', 'Aggregate Roasters')).toEqual({
      check_ins_count: 1,
      public_check_ins_count: 1,
      public_ratings_sum: 5,
      public_photo_check_in_id: a1.id,
    });
    expect(await roaster('Aggregate Roasters')).toMatchObject({
      check_ins_count: 5,
      public_coffees_count: 2,
    });
    expect(await place('Café Crème')).toMatchObject({ check_ins_count: 2, public_check_ins_count: 1 });
    await expectExact(fixture.db);

    // Deleting the newest public photo falls back to the one before (the private owner's never counts).
    await remove(bob, b1.id);
    expect(await coffee('Konga Natural', 'Aggregate Roasters')).toMatchObject({
      public_check_ins_count: 1,
      public_photo_check_in_id: null,
    });
    expect(await place('Café Crème')).toEqual({
      check_ins_count: 1,
      public_check_ins_count: 0,
      public_photo_check_in_id: null,
    });
    // The last check-in of a coffee takes its row with it.
    await remove(alice, a1.id);
    expect(await coffee('Kochere Washed', 'Aggregate Roasters')).toBeUndefined();
    expect(await roaster('Aggregate Roasters')).toMatchObject({
      check_ins_count: 3,
      public_coffees_count: 1,
    });
    await expectExact(fixture.db);
  });

  it("moves an author's check-ins in and out on a privacy change, and purges a deleted user's", async () => {
    const author = await fixture.registered();
    const other = await fixture.registered();
    const flip = { coffeeName: 'Flip Blend', roaster: 'Privacy Roasters', location: 'Flip Café' };
    const older = await fixture.createCheckIn(other, { ...flip, rating: 2 }, await fixture.storePhoto());
    const mine = await fixture.createCheckIn(author, { ...flip, rating: 5 }, await fixture.storePhoto());
    await fixture.createCheckIn(author, { ...flip, coffeeName: 'Only Mine', rating: 4 });
    expect(await coffee('Flip Blend', 'Privacy Roasters')).toMatchObject({
      public_check_ins_count: 2,
      public_photo_check_in_id: mine.id,
    });
    expect(await roaster('Privacy Roasters')).toMatchObject({
      public_check_ins_count: 3,
      public_coffees_count: 2,
    });

    await fixture.changePrivacy(author, 'friends');
    expect(await coffee('Flip Blend', 'Privacy Roasters')).toEqual({
      check_ins_count: 2,
      public_check_ins_count: 1,
      public_ratings_sum: 2,
      public_photo_check_in_id: older.id,
    });
    expect(await roaster('Privacy Roasters')).toMatchObject({
      public_check_ins_count: 1,
      public_coffees_count: 1,
    });
    expect(await place('Flip Café')).toMatchObject({
      public_check_ins_count: 1,
      public_photo_check_in_id: older.id,
    });
    await expectExact(fixture.db);

    // Sharing off is as private as a private profile; then public and sharing again.
    await fixture.changePrivacy(author, 'public', false);
    expect(await coffee('Flip Blend', 'Privacy Roasters')).toMatchObject({ public_check_ins_count: 1 });
    await fixture.changePrivacy(author, 'public', true);
    expect(await coffee('Flip Blend', 'Privacy Roasters')).toMatchObject({
      public_check_ins_count: 2,
      public_ratings_sum: 7,
      public_photo_check_in_id: mine.id,
    });
    await expectExact(fixture.db);

    await fixture.publish(userDeleted, { id: author.id });
    await eventually(async () => expect(await coffee('Only Mine', 'Privacy Roasters')).toBeUndefined());
    expect(await coffee('Flip Blend', 'Privacy Roasters')).toEqual({
      check_ins_count: 1,
      public_check_ins_count: 1,
      public_ratings_sum: 2,
      public_photo_check_in_id: older.id,
    });
    expect(await roaster('Privacy Roasters')).toEqual({
      check_ins_count: 1,
      public_check_ins_count: 1,
      public_coffees_count: 1,
    });
    await expectExact(fixture.db);
  });

  it('stays exact under concurrent writes and a concurrent privacy change of a writing author', async () => {
    const writers = await Promise.all(Array.from({ length: 6 }, () => fixture.registered()));
    const flipper = writers[0]!;
    const names = ['Race One', 'Race Two', 'Race Three'];
    const seed = await Promise.all(
      writers.map((writer, index) =>
        fixture.createCheckIn(writer, {
          coffeeName: names[index % names.length]!,
          roaster: 'Race Roasters',
          location: `Race Café ${index % 2}`,
          rating: 1 + (index % 5),
        }),
      ),
    );
    const photos = await Promise.all(writers.map(() => fixture.storePhoto()));

    // Privacy changes of one author, published while everyone (that author too) writes.
    const settings = [
      ['friends', true],
      ['public', true],
      ['public', false],
      ['private', true],
      ['public', true],
    ] as const;
    // Each change renames the author too, so the test can tell when the last one is in.
    const renamed = (index: number) => `${flipper.username}_${index}`;
    const flips = (async () => {
      for (const [index, [profileVisibility, shareCheckIns]] of settings.entries()) {
        await fixture.publish(userUpdated, {
          id: flipper.id,
          username: renamed(index),
          avatarUrl: null,
          bio: null,
          profileVisibility,
          shareCheckIns,
        });
        await new Promise((resolve) => setTimeout(resolve, 40));
      }
    })();
    const writes = writers.flatMap((writer, index) => [
      fixture.createCheckIn(
        writer,
        { coffeeName: names[(index + 1) % 3]!, roaster: 'Race Roasters', rating: 5 },
        photos[index],
      ),
      fixture.createCheckIn(writer, {
        coffeeName: names[(index + 2) % 3]!,
        roaster: 'race roasters',
        location: 'Race Café 1',
        rating: 2,
      }),
      // Moves in opposite directions between the same coffees: locks are taken in one order.
      update(writer, seed[index]!.id, { coffeeName: names[(index + 1) % 3]!, rating: 1 + ((index + 2) % 5) }),
    ]);
    await Promise.all([...writes, flips]);
    const deletes = await Promise.all(writers.map((writer, index) => remove(writer, seed[index]!.id)));
    expect(deletes.every((reply) => reply.ok)).toBe(true);

    await eventually(async () => {
      const [row] = await fixture.db.query<Record<string, unknown>[]>(
        'SELECT username, profile_visibility, share_check_ins FROM checkins.authors WHERE id = $1',
        [flipper.id],
      );
      expect(row).toEqual({
        username: renamed(settings.length - 1),
        profile_visibility: 'public',
        share_check_ins: true,
      });
    });
    expect(await roaster('Race Roasters')).toMatchObject({ check_ins_count: 12, public_check_ins_count: 12 });
    await expectExact(fixture.db);
  });

  it('backfills the check-ins stored before the migration ran', async () => {
    const database = await createTestDatabase();
    const before = createServiceDataSource({
      url: database.url,
      schema: CHECKINS_SCHEMA,
      entities: CHECKINS_ENTITIES,
      migrations: [CreateCheckinsTables1763900000000, AuthorsUsernameIndex1764000000000],
      poolSize: 1,
    });
    await before.initialize();
    let db: DataSource | undefined;
    try {
      await runMigrations(before);
      await before.query(`INSERT INTO checkins.authors (id, username, profile_visibility, share_check_ins)
        VALUES (1, 'one', 'public', true), (2, 'two', 'private', true)`);
      await before.query(`INSERT INTO checkins.check_ins
          (id, user_id, coffee_name, roaster, location, brew_method, rating, photo_thumbnail_url)
        VALUES (1, 1, 'Hair Bender', 'Stumptown', 'Café Un', 'Espresso', 4, '/media/a-thumb.webp'),
               (2, 1, 'hair bender', 'STUMPTOWN', NULL, 'Espresso', 2, NULL),
               (3, 2, 'Hair Bender', 'Stumptown', 'cafe un', 'Espresso', 5, '/media/b-thumb.webp'),
               (4, 2, 'Secret Lot', 'Stumptown', NULL, 'Espresso', 3, NULL)`);
      await before.destroy();

      db = await createCheckinsDataSource(database.url, 1).initialize();
      expect(await runMigrations(db)).toEqual(expect.arrayContaining(['SearchAggregates1764100000000']));
      expect(
        await db.query(`SELECT name, roaster, check_ins_count, public_check_ins_count, public_ratings_sum,
            public_photo_check_in_id FROM checkins.coffees ORDER BY name`),
      ).toEqual([
        {
          name: 'Hair Bender',
          roaster: 'Stumptown',
          check_ins_count: 3,
          public_check_ins_count: 2,
          public_ratings_sum: 6,
          public_photo_check_in_id: 1,
        },
        {
          name: 'Secret Lot',
          roaster: 'Stumptown',
          check_ins_count: 1,
          public_check_ins_count: 0,
          public_ratings_sum: 0,
          public_photo_check_in_id: null,
        },
      ]);
      expect(
        await db.query(
          'SELECT name, check_ins_count, public_check_ins_count, public_coffees_count FROM checkins.roasters',
        ),
      ).toEqual([
        { name: 'Stumptown', check_ins_count: 4, public_check_ins_count: 2, public_coffees_count: 1 },
      ]);
      expect(
        await db.query(
          'SELECT name, check_ins_count, public_check_ins_count, public_photo_check_in_id FROM checkins.places',
        ),
      ).toEqual([
        { name: 'Café Un', check_ins_count: 2, public_check_ins_count: 1, public_photo_check_in_id: 1 },
      ]);
      expect(
        await db.query('SELECT count(*)::int AS n FROM checkins.check_ins WHERE coffee_id IS NULL'),
      ).toEqual([{ n: 0 }]);
      await expectExact(db);
    } finally {
      if (before.isInitialized) await before.destroy();
      await db?.destroy();
      await database.drop();
    }
  });
});
