import type { Badge } from '@crema/contracts/insights/badges';
import type { UserStats } from '@crema/contracts/insights/stats';
import { createCheckIn, eventually } from './support/check-ins';
import { sql } from './support/database';
import { expectProblem } from './support/expectations';
import { ApiClient } from './support/http';
import { follow, setPrivacy, unfollow } from './support/social';
import { sharedSystem } from './support/system';
import { deleteOwnAccount, newUser, signedUpClient } from './support/users';

describe('insights API: badges, stats', () => {
  const system = sharedSystem();

  const guest = () => new ApiClient(system.baseUrl);
  const person = (prefix = 'p') => signedUpClient(system.baseUrl, newUser(prefix));
  const badgesOf = async (client: ApiClient, path = '/api/badges') => {
    const response = await client.get(path);
    expect(response.status).toBe(200);
    return response.body as Badge[];
  };
  const byName = (badges: Badge[], name: string) => {
    const badge = badges.find((candidate) => candidate.name === name);
    if (!badge) throw new Error(`no badge ${name}`);
    return badge;
  };
  const statsOf = async (client: ApiClient) => {
    const response = await client.get('/api/user/stats');
    expect(response.status).toBe(200);
    return response.body as UserStats;
  };
  const badgeRows = async (userId: number) =>
    sql<{ badge_id: number }>(
      system.databaseUrl,
      'SELECT badge_id FROM insights.user_badges WHERE user_id = $1 ORDER BY badge_id',
      [userId],
    );
  const earnedEvents = async (userId: number) =>
    sql<{ badge: string }>(
      system.databaseUrl,
      `SELECT payload->'data'->>'badgeName' AS badge FROM insights.outbox
       WHERE subject = 'evt.insights.badge.earned.v1' AND (payload->'data'->>'userId')::int = $1`,
      [userId],
    );

  it('answers guests 401 on the personal routes', async () => {
    for (const path of ['/api/badges', '/api/user/badges', '/api/user/stats', '/api/recommendations'])
      expectProblem(await guest().get(path), 401);
  });

  it('shows the whole catalogue, locked, with progress for a newcomer', async () => {
    const { client } = await person('new');
    const badges = await badgesOf(client);
    expect(badges.length).toBeGreaterThanOrEqual(24);
    expect(new Set(badges.map((badge) => badge.category))).toEqual(
      new Set(['volume', 'variety', 'craft', 'social', 'exploration']),
    );
    expect(badges.every((badge) => !badge.earned && badge.progress.current === 0)).toBe(true);
    expect(badges.filter((badge) => badge.level === 3).length).toBeGreaterThanOrEqual(5);
    expect(await badgesOf(client, '/api/user/badges')).toEqual([]);
  });

  it('awards First Sip after a first check-in, shows progress toward the next, and publishes badge.earned once', async () => {
    const { client, self } = await person('sip');
    await createCheckIn(client, {
      coffeeName: 'Kochere',
      roaster: 'Square Mile',
      location: 'Prufrock',
      brewMethod: 'Espresso',
      brewDetails: { coffeeOrigin: 'Ethiopia', processingMethod: 'Washed' },
    });
    const earned = await eventually(async () => {
      const list = await badgesOf(client, '/api/user/badges');
      expect(list.map((badge) => badge.name)).toEqual(['First Sip']);
      return list;
    });
    expect(earned[0]).toMatchObject({ earned: true, progress: { current: 1, needed: 1 } });
    expect(Date.parse(earned[0]!.earnedAt!)).toBeGreaterThan(Date.now() - 60_000);
    const all = await badgesOf(client);
    expect(byName(all, 'Daily Grind I')).toMatchObject({
      earned: false,
      progress: { current: 1, needed: 10 },
    });
    expect(byName(all, 'Globetrotter I').progress).toEqual({ current: 1, needed: 3 });
    expect(byName(all, 'Café Hopper I').progress).toEqual({ current: 1, needed: 3 });
    expect(await earnedEvents(self.id)).toEqual([{ badge: 'First Sip' }]);
  });

  it('does not count farming toward badges (over 10 an hour, or the same coffee again), but stats count everything', async () => {
    const { client } = await person('farm');
    for (let index = 0; index < 12; index += 1) await createCheckIn(client, { coffeeName: `Farm ${index}` });
    await createCheckIn(client, { coffeeName: 'Farm 0' });
    await eventually(async () => expect((await statsOf(client)).totalCheckIns).toBe(13));
    const all = await eventually(async () => {
      const badges = await badgesOf(client);
      expect(byName(badges, 'Daily Grind I').earned).toBe(true);
      return badges;
    });
    expect(byName(all, 'Daily Grind II').progress).toEqual({ current: 10, needed: 50 });
    expect(byName(all, 'Coffee Explorer II').progress).toEqual({ current: 10, needed: 25 });
    const stats = await statsOf(client);
    expect(stats.uniqueCoffees).toBe(12);
  });

  it('keeps stats exact under concurrent check-ins', async () => {
    const { client } = await person('stats');
    const methods = ['Espresso', 'Pour Over', 'AeroPress'] as const;
    await Promise.all(
      Array.from({ length: 21 }, (_, index) =>
        createCheckIn(client, {
          coffeeName: `Stat ${index % 7}`,
          roaster: index % 2 === 0 ? 'Café Réveil' : 'cafe  reveil',
          brewMethod: methods[index % 3],
          tastingNotes: index % 2 === 0 ? ['Fruity', 'Floral'] : ['Chocolatey'],
        }),
      ),
    );
    const stats = await eventually(async () => {
      const current = await statsOf(client);
      expect(current.totalCheckIns).toBe(21);
      return current;
    });
    // Same name and roaster whatever the case and accents: 7 coffees.
    expect(stats.uniqueCoffees).toBe(7);
    expect(stats.topBrewMethods).toEqual([
      { name: 'AeroPress', count: 7, percentage: 34 },
      { name: 'Espresso', count: 7, percentage: 33 },
      { name: 'Pour Over', count: 7, percentage: 33 },
    ]);
    expect(stats.flavorProfile.map(({ name, count }) => ({ name, count }))).toEqual([
      { name: 'Floral', count: 11 },
      { name: 'Fruity', count: 11 },
      { name: 'Chocolatey', count: 10 },
    ]);
    expect(new Set(stats.flavorProfile.map((note) => note.color)).size).toBe(3);
    expect(stats.monthlyActivity).toHaveLength(12);
    expect(stats.monthlyActivity.at(-1)?.count).toBe(21);
    expect(stats.monthlyActivity.slice(0, 11).every((month) => month.count === 0)).toBe(true);
    await eventually(
      async () => expect((await statsOf(client)).badgesCount).toBeGreaterThanOrEqual(3),
      30_000,
    );
  });

  it('awards social badges once, however often likes and follows are repeated', async () => {
    const star = await person('star');
    const fans = await Promise.all(Array.from({ length: 5 }, () => person('fan')));
    const checkIn = await createCheckIn(star.client);
    for (let round = 0; round < 3; round += 1) {
      for (const fan of fans) {
        await follow(fan.client, star.self.id);
        await fan.client.post(`/api/check-ins/${checkIn.id}/like`);
        if (round < 2) {
          await unfollow(fan.client, star.self.id);
          await fan.client.delete(`/api/check-ins/${checkIn.id}/like`);
        }
      }
    }
    await eventually(async () =>
      expect(byName(await badgesOf(star.client), 'Rising Star I').earned).toBe(true),
    );
    // Give the duplicates time to be processed, then check nothing was awarded twice.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const names = (await earnedEvents(star.self.id)).map((row) => row.badge).sort();
    expect(names).toEqual(['First Sip', 'Rising Star I']);
    const rows = await badgeRows(star.self.id);
    expect(rows).toHaveLength(2);
    expect(byName(await badgesOf(star.client), 'Well Loved I').progress).toEqual({ current: 5, needed: 10 });
  });

  it('keeps a badge earned when the check-in behind it is deleted, while progress drops', async () => {
    const { client } = await person('del');
    const checkIn = await createCheckIn(client, { brewDetails: { coffeeOrigin: 'Kenya' } });
    await eventually(async () => expect(byName(await badgesOf(client), 'First Sip').earned).toBe(true));
    expect((await client.delete(`/api/check-ins/${checkIn.id}`)).status).toBe(204);
    await eventually(async () => expect((await statsOf(client)).totalCheckIns).toBe(0));
    const badges = await badgesOf(client);
    expect(byName(badges, 'First Sip')).toMatchObject({ earned: true, progress: { current: 1, needed: 1 } });
    expect(byName(badges, 'Globetrotter I').progress.current).toBe(0);
  });

  it("shows someone's badges when their profile is visible, 403 when hidden, 404 for nobody", async () => {
    const owner = await person('shown');
    const stranger = await person('stranger');
    await createCheckIn(owner.client);
    const path = `/api/users/${owner.self.username}/badges`;
    await eventually(async () =>
      expect((await badgesOf(guest(), path)).map((badge) => badge.name)).toEqual(['First Sip']),
    );
    await setPrivacy(owner.client, { profileVisibility: 'private' });
    await eventually(async () => expectProblem(await stranger.client.get(path), 403));
    expectProblem(await guest().get(path), 403);
    expect((await badgesOf(owner.client, path)).map((badge) => badge.name)).toEqual(['First Sip']);
    expectProblem(await guest().get('/api/users/nobody_here_at_all/badges'), 404);
    expectProblem(await guest().get('/api/users/bad%20name!/badges'), 400);
  });

  it('exports the insights data and purges it when the account is deleted', async () => {
    const { client, self, user } = await person('gone');
    await createCheckIn(client);
    await eventually(async () => expect((await badgeRows(self.id)).length).toBe(1));
    const exported = await client.get('/api/user/export');
    expect(exported.status).toBe(200);
    expect((exported.body as { insights: unknown }).insights).toMatchObject({
      badges: [{ name: 'First Sip' }],
      progress: { check_ins: 1 },
    });
    expect((await deleteOwnAccount(client, user.password)).status).toBe(204);
    await eventually(async () => {
      const [row] = await sql<{ facts: string; badges: string; people: string }>(
        system.databaseUrl,
        `SELECT (SELECT count(*) FROM insights.check_in_facts WHERE user_id = $1)::text AS facts,
                (SELECT count(*) FROM insights.user_badges WHERE user_id = $1)::text AS badges,
                (SELECT count(*) FROM insights.users WHERE id = $1)::text AS people`,
        [self.id],
      );
      expect(row).toEqual({ facts: '0', badges: '0', people: '0' });
    });
  });
});
