import {
  coffeeBagChanged,
  roasterChanged,
  type CoffeeBagState,
  type RoasterState,
} from '@crema/contracts/admin/events';
import { checkinsCatalogueDurable } from '@crema/contracts/bus/checkins-consumers';
import {
  getCafePage,
  getCoffeePage,
  getRoasterPage,
  listCafeCheckIns,
  listCoffeeCheckIns,
  listRoasterCheckIns,
  searchCafes,
  searchCoffees,
  suggestCoffees,
  suggestRoasters,
} from '@crema/contracts/checkins/rpc';
import type { EventDescriptor } from '@crema/contracts/common/events';
import { eventually } from '@crema/testing';
import type { z } from 'zod';
import { failureOf, startCheckins, type CheckinsFixture, type TestUser } from './checkins-fixture';

let nextCatalogueId = 5000;

/** Coffee, roaster and café pages and the form's autocomplete against the real service (ADR 0017). */
describe('coffee, roaster and café pages', () => {
  let fixture: CheckinsFixture;
  let publicAuthor: TestUser;
  let privateAuthor: TestUser;
  let friendsOnly: TestUser;
  let viewer: TestUser;
  let coffeeId: number;
  let cafeId: number;

  const viewerOf = (user: TestUser | null) => user?.actor ?? null;
  const coffeePage = (user: TestUser | null, id = coffeeId) =>
    fixture.rpc.send(getCoffeePage, { viewer: viewerOf(user), id });

  async function handled<D extends z.ZodType<object>>(descriptor: EventDescriptor<D>, data: z.input<D>) {
    const id = await fixture.publish(descriptor, data);
    await eventually(async () => {
      const rows: unknown[] = await fixture.db.query(
        'SELECT 1 FROM checkins.processed_events WHERE consumer = $1 AND event_id = $2',
        [checkinsCatalogueDurable.name, id],
      );
      expect(rows).toHaveLength(1);
    });
  }

  beforeAll(async () => {
    fixture = await startCheckins();
    publicAuthor = await fixture.registered();
    privateAuthor = await fixture.registered({ profileVisibility: 'private' });
    friendsOnly = await fixture.registered({ profileVisibility: 'friends' });
    viewer = await fixture.registered();
    await fixture.follow(viewer, friendsOnly);
    await fixture.follow(friendsOnly, viewer);
    await fixture.follow(viewer, privateAuthor);
    const coffee = { coffeeName: 'Pages Geisha', roaster: 'Pages Roasters', location: 'Pages Café' };
    await fixture.createCheckIn(publicAuthor, { ...coffee, rating: 5, tastingNotes: ['Floral', 'Berry'] });
    await fixture.createCheckIn(publicAuthor, { ...coffee, rating: 4, tastingNotes: ['Floral'] });
    await fixture.createCheckIn(privateAuthor, { ...coffee, rating: 1, tastingNotes: ['Smoky'] });
    await fixture.createCheckIn(friendsOnly, { ...coffee, rating: 3, tastingNotes: ['Citrus'] });
    coffeeId = (await fixture.rpc.send(searchCoffees, { viewer: null, query: 'pages geisha' }))[0]!.id;
    cafeId = (await fixture.rpc.send(searchCafes, { viewer: null, query: 'pages cafe' }))[0]!.id;
  });
  afterAll(async () => {
    await fixture.close();
  });

  it('counts only the check-ins the viewer may see: a private person never counts for others', async () => {
    const guest = (await coffeePage(null)).stats;
    expect(guest).toMatchObject({ checkInsCount: 2, avgRating: 4.5, ratingDistribution: [0, 0, 0, 1, 1] });
    expect(guest.tastingNotes.map((note) => [note.name, note.count])).toEqual([
      ['Floral', 2],
      ['Berry', 1],
    ]);
    expect(guest.friends).toEqual([]);

    const friend = (await coffeePage(viewer)).stats;
    expect(friend).toMatchObject({ checkInsCount: 3, ratingDistribution: [0, 0, 1, 1, 1], friendsCount: 1 });
    expect(friend.friends.map((person) => person.id)).toEqual([friendsOnly.id]);
    expect(friend.tastingNotes.map((note) => note.name)).not.toContain('Smoky');

    const own = (await coffeePage(privateAuthor)).stats;
    expect(own.checkInsCount).toBe(3);
    expect(own.tastingNotes.map((note) => note.name)).toContain('Smoky');
  });

  it('lists the visible check-ins newest first, paged, and hides a private person’s', async () => {
    const first = await fixture.rpc.send(listCoffeeCheckIns, {
      viewer: viewerOf(viewer),
      id: coffeeId,
      page: { limit: 2 },
    });
    expect(first.items.map((card) => card.userId)).toEqual([friendsOnly.id, publicAuthor.id]);
    expect(first.nextCursor).not.toBeNull();
    const second = await fixture.rpc.send(listCoffeeCheckIns, {
      viewer: viewerOf(viewer),
      id: coffeeId,
      page: { limit: 2, cursor: first.nextCursor! },
    });
    expect(second.items.map((card) => card.userId)).toEqual([publicAuthor.id]);
    expect(second.nextCursor).toBeNull();
    const guest = await fixture.rpc.send(listCafeCheckIns, { viewer: null, id: cafeId, page: { limit: 20 } });
    expect(guest.items.every((card) => card.userId === publicAuthor.id)).toBe(true);
    expect(
      await failureOf(
        fixture.rpc.send(listCafeCheckIns, {
          viewer: null,
          id: cafeId,
          page: { limit: 2, cursor: first.nextCursor! },
        }),
      ),
    ).toMatchObject({ status: 400 });
  });

  it('answers 404 for a coffee or café only a private person checked in, except to them', async () => {
    await fixture.createCheckIn(privateAuthor, {
      coffeeName: 'Secret Lot',
      roaster: 'Hidden Roasters',
      location: 'Home',
    });
    const [secret] = await fixture.rpc.send(searchCoffees, {
      viewer: viewerOf(privateAuthor),
      query: 'secret lot',
    });
    expect(await failureOf(coffeePage(null, secret!.id))).toMatchObject({ status: 404 });
    expect(await failureOf(coffeePage(viewer, secret!.id))).toMatchObject({ status: 404 });
    expect((await coffeePage(privateAuthor, secret!.id)).stats.checkInsCount).toBe(1);
    expect(
      await failureOf(fixture.rpc.send(getRoasterPage, { viewer: null, id: 'hidden roasters' })),
    ).toMatchObject({ status: 404 });
    expect(await failureOf(fixture.rpc.send(getCafePage, { viewer: null, id: 999_999 }))).toMatchObject({
      status: 404,
    });
  });

  it('shows the catalogue’s bag and roaster, and compares the community’s notes with the bag’s', async () => {
    const roaster: RoasterState = {
      id: nextCatalogueId++,
      name: 'Pages Roasters',
      location: 'Oslo',
      website: 'https://pages.example',
      logoUrl: null,
    };
    const bag: CoffeeBagState = {
      id: nextCatalogueId++,
      coffeeName: 'Pages Geisha',
      roasterName: 'Pages Roasters',
      origin: 'Panama',
      processingMethod: 'Washed',
      roastLevel: 'Light',
      flavorNotes: ['Berry', 'Caramel'],
      imageUrl: '/media/labels/geisha.png',
    };
    await handled(roasterChanged, roaster);
    await handled(coffeeBagChanged, bag);
    const page = await coffeePage(null);
    expect(page.bag).toMatchObject({ id: bag.id, origin: 'Panama', processingMethod: 'Washed' });
    expect(page.roasterCatalogue).toEqual({
      location: 'Oslo',
      website: 'https://pages.example',
      logoUrl: null,
    });
    expect(page.stats.tastingNotes.find((note) => note.name === 'Berry')?.onBag).toBe(true);
    expect(page.stats.tastingNotes.find((note) => note.name === 'Floral')?.onBag).toBe(false);
    expect(page.bagNotesUnnoticed).toEqual(['Caramel']);

    const roasterPage = await fixture.rpc.send(getRoasterPage, { viewer: null, id: page.roasterId });
    expect(roasterPage).toMatchObject({ name: 'Pages Roasters', catalogue: { location: 'Oslo' } });
    expect(roasterPage.coffees).toEqual([
      { id: coffeeId, name: 'Pages Geisha', checkInsCount: 2, avgRating: 4.5 },
    ]);
    const roasterList = await fixture.rpc.send(listRoasterCheckIns, {
      viewer: null,
      id: 'PAGES roasters',
      page: { limit: 20 },
    });
    expect(roasterList.items).toHaveLength(2);
  });

  it('suggests the catalogue first, then the person’s history, then the community, each coffee once', async () => {
    await handled(roasterChanged, {
      id: nextCatalogueId++,
      name: 'Suggest Coffee Lab',
      location: null,
      website: null,
      logoUrl: null,
    });
    await fixture.createCheckIn(publicAuthor, {
      coffeeName: 'Suggest Community',
      roaster: 'suggest coffee lab',
    });
    await fixture.createCheckIn(viewer, { coffeeName: 'Suggest Mine', roaster: 'Other Suggest' });
    await fixture.createCheckIn(privateAuthor, { coffeeName: 'Suggest Secret', roaster: 'Other Suggest' });
    await handled(coffeeBagChanged, {
      id: nextCatalogueId++,
      coffeeName: 'Suggest Catalogued',
      roasterName: 'Suggest Coffee Lab',
      origin: null,
      processingMethod: null,
      roastLevel: null,
      flavorNotes: [],
      imageUrl: null,
    });
    const coffees = await fixture.rpc.send(suggestCoffees, { actor: viewer.actor, query: 'sugg' });
    expect(coffees).toEqual([
      { coffeeName: 'Suggest Catalogued', roaster: 'Suggest Coffee Lab', source: 'catalogue' },
      { coffeeName: 'Suggest Mine', roaster: 'Other Suggest', source: 'history' },
      // The community's spelling of the roaster gives way to the catalogue's.
      { coffeeName: 'Suggest Community', roaster: 'Suggest Coffee Lab', source: 'community' },
    ]);
    const roasters = await fixture.rpc.send(suggestRoasters, { actor: viewer.actor, query: 'suggest' });
    expect(roasters).toEqual([
      { roaster: 'Suggest Coffee Lab', source: 'catalogue' },
      { roaster: 'Other Suggest', source: 'history' },
    ]);
    expect(
      await failureOf(fixture.rpc.send(suggestRoasters, { actor: viewer.actor, query: 's' })),
    ).toMatchObject({
      status: 400,
    });
  });
});
