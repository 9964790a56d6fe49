import {
  coffeeBagChanged,
  coffeeBagDeleted,
  roasterChanged,
  roasterDeleted,
  type CoffeeBagState,
  type RoasterState,
} from '@crema/contracts/admin/events';
import { checkinsCatalogueDurable } from '@crema/contracts/bus/checkins-consumers';
import { searchCoffees, searchRoasters } from '@crema/contracts/checkins/rpc';
import type { EventDescriptor } from '@crema/contracts/common/events';
import { eventually } from '@crema/testing';
import type { z } from 'zod';
import { startCheckins, type CheckinsFixture, type TestUser } from './checkins-fixture';

let nextCatalogueId = 1;
const at = (second: number) => new Date(Date.UTC(2026, 10, 25, 12, 0, second));

/**
 * The admin catalogue projected into checkins (the `checkins-catalogue` durable) and what search
 * shows of it: events twice, late, out of order and deletions, against the real service.
 */
describe('the catalogue in search', () => {
  let fixture: CheckinsFixture;
  let author: TestUser;

  beforeAll(async () => {
    fixture = await startCheckins();
    author = await fixture.registered();
  });
  afterAll(async () => {
    await fixture.close();
  });

  const viewerOf = (viewer: TestUser | null) => viewer?.actor ?? null;
  const roasters = (query: string, viewer: TestUser | null = null) =>
    fixture.rpc.send(searchRoasters, { viewer: viewerOf(viewer), query });
  const coffees = (query: string, viewer: TestUser | null = null) =>
    fixture.rpc.send(searchCoffees, { viewer: viewerOf(viewer), query });

  /** Publishes a catalogue event and waits until the durable has handled it. */
  async function handled<D extends z.ZodType<object>>(
    descriptor: EventDescriptor<D>,
    data: z.input<D>,
    occurredAt?: Date,
  ): Promise<void> {
    const id = await fixture.publish(descriptor, data, occurredAt);
    await eventually(async () => {
      const rows: unknown[] = await fixture.db.query(
        'SELECT 1 FROM checkins.processed_events WHERE consumer = $1 AND event_id = $2',
        [checkinsCatalogueDurable.name, id],
      );
      expect(rows).toHaveLength(1);
    });
  }
  const roaster = (state: Partial<RoasterState> & Pick<RoasterState, 'name'>): RoasterState => ({
    id: nextCatalogueId++,
    location: null,
    website: null,
    logoUrl: null,
    ...state,
  });
  const bag = (state: Partial<CoffeeBagState> & Pick<CoffeeBagState, 'coffeeName'>): CoffeeBagState => ({
    id: nextCatalogueId++,
    roasterName: null,
    origin: null,
    processingMethod: null,
    roastLevel: null,
    flavorNotes: [],
    imageUrl: null,
    ...state,
  });

  describe('roasters', () => {
    it('give a roaster that check-ins name its catalogue spelling, location and logo', async () => {
      await fixture.createCheckIn(author, { coffeeName: 'Kayon Mountain', roaster: 'ONYX coffee lab' });
      await fixture.createCheckIn(author, { coffeeName: 'Monarch', roaster: 'Onyx Coffee Lab' });
      expect(await roasters('onyx coffee')).toEqual([
        { id: 'onyx coffee lab', name: 'ONYX coffee lab', location: null, logoUrl: null, coffeesCount: 2 },
      ]);
      await handled(
        roasterChanged,
        roaster({ name: 'Onyx  Coffee Lab', location: 'Rogers, AR', logoUrl: '/media/logos/onyx.png' }),
      );
      expect(await roasters('onyx coffee')).toEqual([
        {
          id: 'onyx coffee lab',
          name: 'Onyx  Coffee Lab',
          location: 'Rogers, AR',
          logoUrl: '/media/logos/onyx.png',
          coffeesCount: 2,
        },
      ]);
    });

    it('find a catalogued roaster nobody checked in yet, by prefix and despite a typo, after those with check-ins', async () => {
      await fixture.createCheckIn(author, { coffeeName: 'Gatomboya', roaster: 'Kaffebrenneriet Oslo' });
      await handled(roasterChanged, roaster({ name: 'Kaffebrenneriet Bergen', location: 'Bergen' }));
      expect(await roasters('kaffebrenneriet')).toEqual([
        {
          id: 'kaffebrenneriet oslo',
          name: 'Kaffebrenneriet Oslo',
          location: null,
          logoUrl: null,
          coffeesCount: 1,
        },
        {
          id: 'kaffebrenneriet bergen',
          name: 'Kaffebrenneriet Bergen',
          location: 'Bergen',
          logoUrl: null,
          coffeesCount: 0,
        },
      ]);
      expect((await roasters('kafebrenneriet bergen'))[0]).toEqual({
        id: 'kaffebrenneriet bergen',
        name: 'Kaffebrenneriet Bergen',
        location: 'Bergen',
        logoUrl: null,
        coffeesCount: 0,
      });
    });

    it('match the aggregates by their own normalisation, which folds ø and ß too', async () => {
      await fixture.createCheckIn(author, { coffeeName: 'Nordlys', roaster: 'kaffe osterbro strasse' });
      await handled(roasterChanged, roaster({ name: 'Kaffe Østerbro Straße', location: 'København' }));
      expect(await roasters('osterbro')).toEqual([
        {
          id: 'kaffe osterbro strasse',
          name: 'Kaffe Østerbro Straße',
          location: 'København',
          logoUrl: null,
          coffeesCount: 1,
        },
      ]);
    });

    it('show the catalogue to everyone and the coffees only to whom they are shareable', async () => {
      const hidden = await fixture.registered({ profileVisibility: 'private' });
      await fixture.createCheckIn(hidden, { coffeeName: 'Secret Lot', roaster: 'Quiet Catalogue Roasters' });
      expect(await roasters('quiet catalogue')).toEqual([]);
      await handled(roasterChanged, roaster({ name: 'Quiet Catalogue Roasters', location: 'Lyon' }));
      const shown = {
        id: 'quiet catalogue roasters',
        name: 'Quiet Catalogue Roasters',
        location: 'Lyon',
        logoUrl: null,
      };
      expect(await roasters('quiet catalogue')).toEqual([{ ...shown, coffeesCount: 0 }]);
      expect(await roasters('quiet catalogue', author)).toEqual([{ ...shown, coffeesCount: 0 }]);
      expect(await roasters('quiet catalogue', hidden)).toEqual([{ ...shown, coffeesCount: 1 }]);
    });

    it('take a rename: the old name loses the facts, the new one has them', async () => {
      await fixture.createCheckIn(author, { coffeeName: 'Old Blend', roaster: 'Renamed Roasters' });
      const state = roaster({ name: 'Renamed Roasters', location: 'Porto' });
      await handled(roasterChanged, state, at(1));
      expect((await roasters('renamed roasters'))[0]?.location).toBe('Porto');
      await handled(roasterChanged, { ...state, name: 'Rebranded Roasters' }, at(2));
      expect(await roasters('renamed roasters')).toEqual([
        { id: 'renamed roasters', name: 'Renamed Roasters', location: null, logoUrl: null, coffeesCount: 1 },
      ]);
      expect(await roasters('rebranded roasters')).toEqual([
        {
          id: 'rebranded roasters',
          name: 'Rebranded Roasters',
          location: 'Porto',
          logoUrl: null,
          coffeesCount: 0,
        },
      ]);
    });

    it('show one entry per roaster when two catalogue names normalise alike: the first catalogued', async () => {
      const first = roaster({ name: 'Twin Peak Roasters', location: 'First' });
      const second = roaster({ name: 'TWIN PEAK ROASTERS', location: 'Second' });
      await handled(roasterChanged, second);
      await handled(roasterChanged, first);
      expect(await roasters('twin peak')).toEqual([
        {
          id: 'twin peak roasters',
          name: 'Twin Peak Roasters',
          location: 'First',
          logoUrl: null,
          coffeesCount: 0,
        },
      ]);
      await fixture.createCheckIn(author, { coffeeName: 'Summit', roaster: 'twin peak roasters' });
      expect(await roasters('twin peak')).toEqual([
        {
          id: 'twin peak roasters',
          name: 'Twin Peak Roasters',
          location: 'First',
          logoUrl: null,
          coffeesCount: 1,
        },
      ]);
    });
  });

  describe('coffee bags', () => {
    it('link a coffee to its bag whatever the case, accents and spaces of either', async () => {
      await fixture.createCheckIn(author, { coffeeName: 'Yirgacheffe Kongá', roaster: 'Square Mile' });
      expect((await coffees('yirgacheffe konga'))[0]).toMatchObject({ coffeeBagId: null });
      const konga = bag({ coffeeName: 'YIRGACHEFFE  konga', roasterName: 'square mile' });
      await handled(coffeeBagChanged, konga);
      expect((await coffees('yirgacheffe konga'))[0]).toMatchObject({
        name: 'Yirgacheffe Kongá',
        roaster: 'Square Mile',
        ratingsCount: 1,
        coffeeBagId: konga.id,
      });
    });

    it('link nothing for a bag without a roaster or of another roaster', async () => {
      await fixture.createCheckIn(author, { coffeeName: 'Lonely Bag Coffee', roaster: 'Somebody' });
      await handled(coffeeBagChanged, bag({ coffeeName: 'Lonely Bag Coffee' }));
      await handled(coffeeBagChanged, bag({ coffeeName: 'Lonely Bag Coffee', roasterName: 'Somebody Else' }));
      expect((await coffees('lonely bag coffee'))[0]).toMatchObject({ coffeeBagId: null });
    });

    it('link the first catalogued of two bags of one coffee, and the other once it goes', async () => {
      await fixture.createCheckIn(author, { coffeeName: 'Double Bagged', roaster: 'Bag Roasters' });
      const first = bag({ coffeeName: 'Double Bagged', roasterName: 'Bag Roasters' });
      const second = bag({ coffeeName: 'Double Bagged', roasterName: 'Bag Roasters' });
      await handled(coffeeBagChanged, second);
      await handled(coffeeBagChanged, first);
      expect((await coffees('double bagged'))[0]?.coffeeBagId).toBe(first.id);
      await handled(coffeeBagDeleted, { id: first.id });
      expect((await coffees('double bagged'))[0]?.coffeeBagId).toBe(second.id);
    });

    it('leave the link when the roaster is deleted and the bag republished without one', async () => {
      await fixture.createCheckIn(author, { coffeeName: 'Orphaned Lot', roaster: 'Closing Roasters' });
      const closing = roaster({ name: 'Closing Roasters', location: 'Ghent' });
      const lot = bag({ coffeeName: 'Orphaned Lot', roasterName: 'Closing Roasters' });
      await handled(roasterChanged, closing, at(1));
      await handled(coffeeBagChanged, lot, at(1));
      expect((await coffees('orphaned lot'))[0]?.coffeeBagId).toBe(lot.id);
      expect((await roasters('closing roasters'))[0]?.location).toBe('Ghent');
      // As the admin service does in one transaction: the roaster goes, its bags stay without one.
      await handled(roasterDeleted, { id: closing.id }, at(2));
      await handled(coffeeBagChanged, { ...lot, roasterName: null }, at(2));
      expect((await coffees('orphaned lot'))[0]?.coffeeBagId).toBeNull();
      expect(await roasters('closing roasters')).toEqual([
        { id: 'closing roasters', name: 'Closing Roasters', location: null, logoUrl: null, coffeesCount: 1 },
      ]);
    });
  });

  describe('retries and order', () => {
    const roasterRow = (id: number) =>
      fixture.db.query<{ key: string | null; location: string | null; deleted: boolean }[]>(
        'SELECT key, location, deleted FROM checkins.catalogue_roasters WHERE id = $1',
        [id],
      );

    it('take the same change twice as once', async () => {
      const twice = roaster({ name: 'Repeated Roasters', location: 'Bern' });
      await handled(roasterChanged, twice, at(3));
      await handled(roasterChanged, twice, at(3));
      expect(await roasterRow(twice.id)).toEqual([
        { key: 'repeated roasters', location: 'Bern', deleted: false },
      ]);
      expect(await roasters('repeated roasters')).toHaveLength(1);
    });

    it('keep the newest state when an older change arrives late', async () => {
      const state = roaster({ name: 'Late Roasters', location: 'Newer' });
      await handled(roasterChanged, state, at(5));
      await handled(roasterChanged, { ...state, location: 'Older' }, at(4));
      expect((await roasters('late roasters'))[0]?.location).toBe('Newer');
      const lot = bag({ coffeeName: 'Late Lot', roasterName: 'Late Roasters' });
      await fixture.createCheckIn(author, { coffeeName: 'Late Lot', roaster: 'Late Roasters' });
      await handled(coffeeBagChanged, lot, at(5));
      await handled(coffeeBagChanged, { ...lot, roasterName: null }, at(4));
      expect((await coffees('late lot'))[0]?.coffeeBagId).toBe(lot.id);
    });

    it('never bring back a deleted entry: not by a late change, a retried one, nor a change before its creation', async () => {
      const gone = roaster({ name: 'Gone Roasters', location: 'Nowhere' });
      await handled(roasterChanged, gone, at(1));
      await handled(roasterDeleted, { id: gone.id }, at(2));
      await handled(roasterChanged, gone, at(1));
      await handled(roasterChanged, { ...gone, location: 'Elsewhere' }, at(3));
      await handled(roasterDeleted, { id: gone.id }, at(2));
      expect(await roasterRow(gone.id)).toEqual([{ key: null, location: null, deleted: true }]);
      expect(await roasters('gone roasters')).toEqual([]);

      // The deletion delivered before the creation it follows.
      const early = roaster({ name: 'Early Deleted Roasters', location: 'Soon' });
      await handled(roasterDeleted, { id: early.id }, at(2));
      await handled(roasterChanged, early, at(1));
      expect(await roasters('early deleted')).toEqual([]);

      await fixture.createCheckIn(author, { coffeeName: 'Gone Lot', roaster: 'Any Roasters' });
      const lot = bag({ coffeeName: 'Gone Lot', roasterName: 'Any Roasters' });
      await handled(coffeeBagDeleted, { id: lot.id }, at(2));
      await handled(coffeeBagChanged, lot, at(1));
      await handled(coffeeBagChanged, lot, at(3));
      expect((await coffees('gone lot'))[0]?.coffeeBagId).toBeNull();
    });
  });
});
