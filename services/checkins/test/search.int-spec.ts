import type { CreateCheckInBody } from '@crema/contracts/checkins/check-in';
import { searchCafes, searchCoffees, searchRoasters } from '@crema/contracts/checkins/rpc';
import { SEARCH_RESULTS_MAX } from '@crema/contracts/search/search-terms';
import { failureOf, startCheckins, type CheckinsFixture, type TestUser } from './checkins-fixture';

describe('search of coffees, roasters and cafés', () => {
  let fixture: CheckinsFixture;

  beforeAll(async () => {
    fixture = await startCheckins();
  });
  afterAll(async () => {
    await fixture.close();
  });

  const viewerOf = (viewer: TestUser | null) => viewer?.actor ?? null;
  const coffees = (viewer: TestUser | null, query: string) =>
    fixture.rpc.send(searchCoffees, { viewer: viewerOf(viewer), query });
  const roasters = (viewer: TestUser | null, query: string) =>
    fixture.rpc.send(searchRoasters, { viewer: viewerOf(viewer), query });
  const cafes = (viewer: TestUser | null, query: string) =>
    fixture.rpc.send(searchCafes, { viewer: viewerOf(viewer), query });
  const names = async (viewer: TestUser | null, query: string) =>
    (await coffees(viewer, query)).map((coffee) => `${coffee.name} / ${coffee.roaster}`);
  async function post(author: TestUser, times: number, checkIn: Partial<CreateCheckInBody>): Promise<void> {
    for (let index = 0; index < times; index += 1) await fixture.createCheckIn(author, checkIn);
  }

  describe('relevance', () => {
    let author: TestUser;
    beforeAll(async () => {
      author = await fixture.registered();
      await post(author, 2, { coffeeName: 'Yirgacheffe Konga', roaster: 'Square Mile' });
      await post(author, 1, { coffeeName: 'Ethiopia Yirgacheffe Kochere', roaster: 'Onyx Coffee Lab' });
      await post(author, 1, { coffeeName: 'Hair Bender', roaster: 'Stumptown Coffee' });
      await post(author, 3, { coffeeName: 'Hair Bender Decaf', roaster: 'Stumptown Coffee' });
      await post(author, 1, { coffeeName: 'Gesha Village', roaster: 'Alpha Roasters' });
      await post(author, 2, { coffeeName: 'Gesha Village', roaster: 'Beta Roasters' });
      await post(author, 1, { coffeeName: 'Gesha Village Lot 2', roaster: 'Finca Roasters' });
      await post(author, 4, { coffeeName: 'Geisha Village', roaster: 'Finca Roasters' });
      await post(author, 1, { coffeeName: 'Café de Olla', roaster: 'Casa Tostador' });
      await post(author, 1, { coffeeName: 'Cafe Especial', roaster: 'Ñandú Tostadores' });
    });

    it('forgives a typo', async () => {
      expect(await names(null, 'yirgachefe')).toEqual([
        'Yirgacheffe Konga / Square Mile',
        'Ethiopia Yirgacheffe Kochere / Onyx Coffee Lab',
      ]);
    });

    it('ignores accents and case both ways', async () => {
      const accented = ['Café de Olla / Casa Tostador', 'Cafe Especial / Ñandú Tostadores'];
      expect((await names(null, 'cafe')).sort()).toEqual(accented.sort());
      expect((await names(null, 'CAFÉ')).sort()).toEqual(accented.sort());
      expect(await names(null, 'nandu')).toEqual(['Cafe Especial / Ñandú Tostadores']);
    });

    it('matches prefixes of every word', async () => {
      expect(await names(null, 'yirg')).toEqual([
        'Yirgacheffe Konga / Square Mile',
        'Ethiopia Yirgacheffe Kochere / Onyx Coffee Lab',
      ]);
      expect(await names(null, 'hair ben')).toEqual([
        'Hair Bender Decaf / Stumptown Coffee',
        'Hair Bender / Stumptown Coffee',
      ]);
      expect(await names(null, 'stump hair')).toHaveLength(2);
    });

    it('ranks exact names first, then prefix matches, then fuzzy ones; among equals the most rated', async () => {
      expect(await names(null, 'gesha village')).toEqual([
        'Gesha Village / Beta Roasters',
        'Gesha Village / Alpha Roasters',
        'Gesha Village Lot 2 / Finca Roasters',
        'Geisha Village / Finca Roasters',
      ]);
      expect(await names(null, 'hair bender')).toEqual([
        'Hair Bender / Stumptown Coffee',
        'Hair Bender Decaf / Stumptown Coffee',
      ]);
      // No prefix match: only the fuzzy ones, equally similar here, so the most rated first.
      expect(await names(null, 'hair bendr')).toEqual([
        'Hair Bender Decaf / Stumptown Coffee',
        'Hair Bender / Stumptown Coffee',
      ]);
    });

    it('answers the aggregates: ratings count, mean to one decimal, newest photo', async () => {
      const rater = await fixture.registered();
      const photo = await fixture.storePhoto();
      await fixture.createCheckIn(rater, { coffeeName: 'Rating Blend', roaster: 'Mean Roasters', rating: 5 });
      await fixture.createCheckIn(
        rater,
        { coffeeName: 'Rating Blend', roaster: 'Mean Roasters', rating: 4 },
        photo,
      );
      await fixture.createCheckIn(rater, { coffeeName: 'rating blend', roaster: 'MEAN ROASTERS', rating: 4 });
      const [found, ...others] = await coffees(null, 'rating blend');
      expect(others).toEqual([]);
      expect(found).toEqual({
        id: found!.id,
        name: 'Rating Blend',
        roaster: 'Mean Roasters',
        imageUrl: photo.thumbnailUrl,
        avgRating: 4.3,
        ratingsCount: 3,
        coffeeBagId: null,
      });
    });

    it(`answers at most ${SEARCH_RESULTS_MAX}`, async () => {
      const prolific = await fixture.registered();
      for (let index = 0; index < SEARCH_RESULTS_MAX + 3; index += 1) {
        await fixture.createCheckIn(prolific, {
          coffeeName: `Limit Blend ${index}`,
          roaster: 'Many Roasters',
        });
      }
      expect(await coffees(null, 'limit blend')).toHaveLength(SEARCH_RESULTS_MAX);
    });

    it('finds roasters by name with their distinct coffees, and cafés by location', async () => {
      const writer = await fixture.registered();
      const photo = await fixture.storePhoto();
      await fixture.createCheckIn(writer, {
        coffeeName: 'Red Brick',
        roaster: 'Roastery Zürich',
        location: 'Kafi Zürich',
      });
      await fixture.createCheckIn(
        writer,
        { coffeeName: 'Red Brick', roaster: 'roastery zurich', location: 'kafi zurich' },
        photo,
      );
      await fixture.createCheckIn(writer, { coffeeName: 'Blue Brick', roaster: 'Roastery Zurich' });
      expect(await roasters(null, 'roastery zur')).toEqual([
        { id: 'roastery zurich', name: 'Roastery Zürich', location: null, logoUrl: null, coffeesCount: 2 },
      ]);
      expect(await cafes(null, 'kafi zurch')).toEqual([
        {
          id: expect.any(Number) as number,
          name: 'Kafi Zürich',
          address: null,
          imageUrl: photo.thumbnailUrl,
          checkInsCount: 2,
        },
      ]);
      expect(await cafes(null, 'red brick')).toEqual([]);
    });

    it('answers 400 for a query too short or too long, and plain results for hostile text', async () => {
      for (const query of ['  ab  ', 'x'.repeat(101)]) {
        expect(await failureOf(coffees(null, query))).toMatchObject({
          status: 400,
          code: 'validation_failed',
        });
      }
      for (const query of [
        "'; DROP TABLE checkins.coffees; --",
        "hair:* & !(ben) | '\\",
        '%%%',
        '___',
        '   !!!   ',
      ]) {
        expect(await coffees(null, query)).toEqual(expect.any(Array));
        expect(await roasters(null, query)).toEqual(expect.any(Array));
        expect(await cafes(null, query)).toEqual(expect.any(Array));
      }
      expect(await names(null, "hair:* & !(ben) | '\\")).toContain('Hair Bender / Stumptown Coffee');
    });
  });

  describe('privacy', () => {
    it('finds a coffee only where its check-ins are shareable to the viewer', async () => {
      const owner = await fixture.registered({ profileVisibility: 'private' });
      const friend = await fixture.registered({ profileVisibility: 'friends' });
      const notSharing = await fixture.registered({ shareCheckIns: false });
      const mutual = await fixture.registered();
      const follower = await fixture.registered();
      const stranger = await fixture.registered();
      await fixture.follow(mutual, friend);
      await fixture.follow(friend, mutual);
      await fixture.follow(mutual, owner);
      await fixture.follow(owner, mutual);
      await fixture.follow(follower, friend);
      await fixture.createCheckIn(owner, {
        coffeeName: 'Secret Gesha',
        roaster: 'Hidden Roasters',
        location: 'Hidden Bar',
      });
      await fixture.createCheckIn(friend, {
        coffeeName: 'Friends Pacamara',
        roaster: 'Circle Roasters',
        location: 'Circle Bar',
      });
      await fixture.createCheckIn(notSharing, { coffeeName: 'Unshared Typica', roaster: 'Quiet Roasters' });

      // Only these names: the fuzzy matches of other tests' coffees are no concern here.
      const ours = (found: string[]) =>
        found.filter((name) =>
          /^(Secret Gesha|Friends Pacamara|Unshared Typica|Hidden|Circle|Quiet)\b/.test(name),
        );
      const sees = async (viewer: TestUser | null) => ({
        coffees: ours([
          ...(await names(viewer, 'secret gesha')),
          ...(await names(viewer, 'friends pacamara')),
          ...(await names(viewer, 'unshared typica')),
        ]),
        roasters: ours(
          [
            ...(await roasters(viewer, 'hidden roasters')),
            ...(await roasters(viewer, 'circle roasters')),
            ...(await roasters(viewer, 'quiet roasters')),
          ].map((roaster) => roaster.name),
        ),
        cafes: ours(
          [...(await cafes(viewer, 'hidden bar')), ...(await cafes(viewer, 'circle bar'))].map(
            (cafe) => cafe.name,
          ),
        ),
      });
      expect(await sees(owner)).toEqual({
        coffees: ['Secret Gesha / Hidden Roasters'],
        roasters: ['Hidden Roasters'],
        cafes: ['Hidden Bar'],
      });
      expect(await sees(friend)).toEqual({
        coffees: ['Friends Pacamara / Circle Roasters'],
        roasters: ['Circle Roasters'],
        cafes: ['Circle Bar'],
      });
      // A mutual friend sees the friends-only author's check-ins, never a private one's.
      expect(await sees(mutual)).toEqual({
        coffees: ['Friends Pacamara / Circle Roasters'],
        roasters: ['Circle Roasters'],
        cafes: ['Circle Bar'],
      });
      expect(await sees(notSharing)).toEqual({
        coffees: ['Unshared Typica / Quiet Roasters'],
        roasters: ['Quiet Roasters'],
        cafes: [],
      });
      for (const viewer of [follower, stranger, null]) {
        expect(await sees(viewer)).toEqual({ coffees: [], roasters: [], cafes: [] });
      }
    });

    it("adds the viewer's own and friends' check-ins to the public aggregates", async () => {
      const publicAuthor = await fixture.registered();
      const friend = await fixture.registered({ profileVisibility: 'friends' });
      const viewer = await fixture.registered({ profileVisibility: 'private' });
      await fixture.follow(viewer, friend);
      await fixture.follow(friend, viewer);
      const photo = await fixture.storePhoto();
      const merged = { coffeeName: 'Merge Bourbon', roaster: 'Union Roasters', location: 'Merge Café' };
      await fixture.createCheckIn(publicAuthor, { ...merged, rating: 2 });
      await fixture.createCheckIn(friend, { ...merged, rating: 5 }, photo);
      await fixture.createCheckIn(viewer, { ...merged, rating: 5 });
      await fixture.createCheckIn(friend, { ...merged, coffeeName: 'Merge Caturra', rating: 3 });

      expect(await coffees(null, 'merge bourbon')).toEqual([
        expect.objectContaining({ ratingsCount: 1, avgRating: 2, imageUrl: null }),
      ]);
      expect(await coffees(viewer, 'merge bourbon')).toEqual([
        expect.objectContaining({ ratingsCount: 3, avgRating: 4, imageUrl: photo.thumbnailUrl }),
      ]);
      expect(await roasters(null, 'union roasters')).toEqual([expect.objectContaining({ coffeesCount: 1 })]);
      expect(await roasters(viewer, 'union roasters')).toEqual([
        expect.objectContaining({ coffeesCount: 2 }),
      ]);
      expect(await cafes(null, 'merge cafe')).toEqual([
        expect.objectContaining({ checkInsCount: 1, imageUrl: null }),
      ]);
      expect(await cafes(viewer, 'merge cafe')).toEqual([
        expect.objectContaining({ checkInsCount: 4, imageUrl: photo.thumbnailUrl }),
      ]);
    });

    it('follows a privacy change announced by user.updated', async () => {
      const author = await fixture.registered();
      const stranger = await fixture.registered();
      await fixture.createCheckIn(author, { coffeeName: 'Flipping Mokka', roaster: 'Switch Roasters' });
      expect(await names(stranger, 'flipping mokka')).toEqual(['Flipping Mokka / Switch Roasters']);
      await fixture.changePrivacy(author, 'private');
      expect(await names(stranger, 'flipping mokka')).toEqual([]);
      expect(await names(author, 'flipping mokka')).toEqual(['Flipping Mokka / Switch Roasters']);
      await fixture.changePrivacy(author, 'public', false);
      expect(await names(null, 'flipping mokka')).toEqual([]);
      await fixture.changePrivacy(author, 'public');
      expect(await names(null, 'flipping mokka')).toEqual(['Flipping Mokka / Switch Roasters']);
    });
  });
});
