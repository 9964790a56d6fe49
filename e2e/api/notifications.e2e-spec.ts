import type { ModerationReport } from '@crema/contracts/checkins/moderation';
import type { Notification } from '@crema/contracts/social/notifications';
import { checkInRow, createCheckIn, eventually, walkPages } from './support/check-ins';
import { EventStream } from './support/event-stream';
import { expectProblem } from './support/expectations';
import { ApiClient } from './support/http';
import { follow, setPrivacy, unfollow } from './support/social';
import { BOOT_TIMEOUT_MS, bootSystem, type RunningSystem } from './support/system';
import { newUser, signedUpClient } from './support/users';

type Person = Awaited<ReturnType<typeof signedUpClient>>;

describe('notifications API', () => {
  let system: RunningSystem;
  let admin: ApiClient;
  const streams: EventStream[] = [];

  beforeAll(async () => {
    system = await bootSystem();
    ({ client: admin } = await signedUpClient(system.baseUrl, { ...newUser(), username: 'admin' }));
    expect((await admin.get('/api/admin/init')).status).toBe(200);
  }, BOOT_TIMEOUT_MS);
  afterAll(async () => {
    for (const stream of streams) stream.close();
    await system?.stop();
  });

  const person = (prefix = 'p') => signedUpClient(system.baseUrl, newUser(prefix));
  const list = async (who: Person): Promise<Notification[]> => {
    const response = await who.client.get('/api/notifications?limit=50');
    expect(response.status).toBe(200);
    return response.body as Notification[];
  };
  const unread = async (who: Person) =>
    ((await who.client.get('/api/notifications/unread-count')).body as { count: number }).count;
  /** Waits until the list holds exactly what `expected` says per type (events are asynchronous). */
  const settle = (who: Person, check: (items: Notification[]) => void) =>
    eventually(async () => {
      const items = await list(who);
      check(items);
      return items;
    });
  const ofType = (items: Notification[], type: Notification['type']) =>
    items.filter((item) => item.type === type);
  const openStream = async (who: Person, headers: Record<string, string> = {}) => {
    const stream = await EventStream.open(who.client, '/api/notifications/stream', headers);
    streams.push(stream);
    return stream;
  };

  it('answers guests 401 on every route', async () => {
    const guest = new ApiClient(system.baseUrl);
    expectProblem(await guest.get('/api/notifications'), 401);
    expectProblem(await guest.get('/api/notifications/unread-count'), 401);
    expectProblem(await guest.post('/api/notifications/read', { all: true }), 401);
    expectProblem(await guest.get('/api/notifications/settings'), 401);
    expect((await EventStream.open(guest, '/api/notifications/stream')).status).toBe(401);
  });

  it('produces each type once, never for your own acts, and withdraws what is undone', async () => {
    const ana = await person('ana');
    const ben = await person('ben');
    const card = await createCheckIn(ana.client, { coffeeName: 'Kenya AA' });
    // Her own like and comment notify nobody; her first check-in earns a badge.
    expect((await ana.client.post(`/api/check-ins/${card.id}/like`)).status).toBe(200);
    expect((await ana.client.post(`/api/check-ins/${card.id}/comments`, { content: 'Mine' })).status).toBe(
      201,
    );
    await follow(ben.client, ana.self.id);
    expect((await ben.client.post(`/api/check-ins/${card.id}/like`)).status).toBe(200);
    const comment = await ben.client.post(`/api/check-ins/${card.id}/comments`, { content: 'Lovely cup' });
    expect(comment.status).toBe(201);

    const items = await settle(ana, (all) => {
      expect(all.map((item) => item.type).sort()).toEqual(['badge', 'comment', 'follow', 'like']);
    });
    const byType = Object.fromEntries(items.map((item) => [item.type, item]));
    const benActor = { id: ben.self.id, username: ben.self.username, avatarUrl: null };
    expect(byType.follow).toMatchObject({
      actor: benActor,
      actorsCount: 1,
      text: `${ben.self.username} started following you`,
      readAt: null,
    });
    expect(byType.like).toMatchObject({
      actor: benActor,
      checkInId: card.id,
      text: `${ben.self.username} liked your check-in`,
    });
    expect(byType.comment).toMatchObject({
      actor: benActor,
      checkInId: card.id,
      text: `${ben.self.username} commented on your check-in`,
    });
    expect(byType.badge).toMatchObject({
      actor: null,
      actorsCount: 0,
      badgeId: expect.any(Number),
      text: 'You earned the First Sip badge',
    });
    expect(await list(ben)).toEqual([]);
    expect(await unread(ana)).toBe(4);

    // Undone: the unlike, the deleted comment and the unfollow take their unread notifications back.
    expect((await ben.client.delete(`/api/check-ins/${card.id}/like`)).status).toBe(200);
    const commentId = (comment.body as { id: number }).id;
    expect((await ben.client.delete(`/api/check-ins/${card.id}/comments/${commentId}`)).status).toBe(204);
    await unfollow(ben.client, ana.self.id);
    await settle(ana, (all) => expect(all.map((item) => item.type)).toEqual(['badge']));
    expect(await unread(ana)).toBe(1);
  });

  it('folds likes of one check-in into one notification, and unfolds an unlike', async () => {
    const owner = await person('own');
    const fans = await Promise.all([person('f1'), person('f2'), person('f3')]);
    const card = await createCheckIn(owner.client);
    for (const fan of fans)
      expect((await fan.client.post(`/api/check-ins/${card.id}/like`)).status).toBe(200);
    const [latest] = fans.slice(-1);
    let likes = ofType(
      await settle(owner, (all) => expect(ofType(all, 'like')[0]?.actorsCount).toBe(3)),
      'like',
    );
    expect(likes).toHaveLength(1);
    expect(likes[0]).toMatchObject({
      actor: { id: latest!.self.id },
      text: `${latest!.self.username} and 2 others liked your check-in`,
    });
    expect((await latest!.client.delete(`/api/check-ins/${card.id}/like`)).status).toBe(200);
    likes = ofType(await settle(owner, (all) => expect(ofType(all, 'like')[0]?.actorsCount).toBe(2)), 'like');
    expect(likes[0]!.text).toBe(`${fans[1]!.self.username} and 1 other liked your check-in`);
  });

  it('tells friends who opted in of a check-in they may see, and no one else', async () => {
    const cara = await person('cara');
    const dan = await person('dan');
    const eve = await person('eve');
    expect((await dan.client.get('/api/notifications/settings')).body).toEqual({ friendCheckIns: false });
    for (const who of [dan, eve]) {
      const put = await who.client.put('/api/notifications/settings', { friendCheckIns: true });
      expect(put.body).toEqual({ friendCheckIns: true });
    }
    expectProblem(await dan.client.put('/api/notifications/settings', { friendCheckIns: 'yes' }), 400);
    // dan and cara follow each other; eve only follows cara; cara's profile is friends-only.
    await setPrivacy(cara.client, { profileVisibility: 'friends' });
    await follow(dan.client, cara.self.id);
    await follow(cara.client, dan.self.id);
    await follow(eve.client, cara.self.id);
    const card = await createCheckIn(cara.client, { coffeeName: 'Yirgacheffe' });
    const items = await settle(dan, (all) => expect(ofType(all, 'friend_check_in')).toHaveLength(1));
    expect(ofType(items, 'friend_check_in')[0]).toMatchObject({
      actor: { id: cara.self.id },
      checkInId: card.id,
      text: `${cara.self.username} checked in Yirgacheffe`,
    });
    // A badge check-in later, eve still has no friend check-in: she is a follower, not a friend.
    await settle(cara, (all) => expect(ofType(all, 'badge')).toHaveLength(1));
    expect(ofType(await list(eve), 'friend_check_in')).toEqual([]);
    // Once cara goes private, the notification no longer shows her check-in to dan.
    await setPrivacy(cara.client, { profileVisibility: 'private' });
    await settle(dan, (all) => expect(ofType(all, 'friend_check_in')).toEqual([]));
  });

  it('tells an author of a moderator’s warning and removal', async () => {
    const writer = await person('wri');
    const reporter = await person('rep');
    const warned = await createCheckIn(writer.client);
    const removed = await createCheckIn(writer.client);
    for (const id of [warned.id, removed.id]) {
      expect(
        (await reporter.client.post(`/api/check-ins/${id}/report`, { reason: 'Off topic' })).status,
      ).toBe(201);
    }
    const reports = (
      await walkPages<ModerationReport>(admin, '/api/admin/moderation/reports?limit=50')
    ).pages.flat();
    const reportOf = (id: number) => reports.find((each) => each.checkInId === id)!.id;
    const warn = await admin.post(`/api/admin/moderation/reports/${reportOf(warned.id)}/resolve`, {
      resolution: 'warn',
    });
    expect(warn.body).toMatchObject({ status: 'resolved', resolution: 'warn' });
    expect(
      (
        await admin.post(`/api/admin/moderation/reports/${reportOf(removed.id)}/resolve`, {
          resolution: 'delete',
        })
      ).status,
    ).toBe(200);
    const items = await settle(writer, (all) => expect(ofType(all, 'moderation')).toHaveLength(2));
    const moderation = ofType(items, 'moderation');
    expect(moderation).toContainEqual(
      expect.objectContaining({
        actor: null,
        checkInId: warned.id,
        text: 'A moderator reviewed your check-in and asks you to keep to the community guidelines. Reason: Off topic.',
      }),
    );
    const removal = moderation.find((item) => item.text.startsWith('A moderator removed'));
    expect(removal).toMatchObject({ text: 'A moderator removed your check-in. Reason: Off topic.' });
    expect(removal).not.toHaveProperty('checkInId');
    // The warned check-in stays; the removed one is gone.
    expect(await checkInRow(system.databaseUrl, warned.id)).toMatchObject({ hidden: false });
    expect(await checkInRow(system.databaseUrl, removed.id)).toBeNull();
  });

  it('pages newest first, marks read by id or all, and ignores others’ ids', async () => {
    const star = await person('star');
    // Four: a fifth follower would earn a badge (and a notification of its own).
    const followers = await Promise.all(Array.from({ length: 4 }, () => person('fol')));
    for (const each of followers) await follow(each.client, star.self.id);
    await settle(star, (all) => expect(ofType(all, 'follow')).toHaveLength(4));
    const { pages } = await walkPages<Notification>(star.client, '/api/notifications?limit=2');
    expect(pages.map((page) => page.length)).toEqual([2, 2]);
    const walked = pages.flat();
    expect(walked.map((item) => item.actor?.id)).toEqual(followers.map((each) => each.self.id).reverse());
    expectProblem(await star.client.get('/api/notifications?cursor=forged'), 400);

    const stranger = await person('str');
    const [first, second] = walked;
    expect((await stranger.client.post('/api/notifications/read', { ids: [first!.id] })).body).toEqual({
      count: 0,
    });
    expect(await unread(star)).toBe(4);
    expect(
      (await star.client.post('/api/notifications/read', { ids: [first!.id, second!.id] })).body,
    ).toEqual({ count: 2 });
    const after = await list(star);
    expect(after.find((item) => item.id === first!.id)?.readAt).toEqual(expect.any(String));
    expect(after.filter((item) => item.readAt === null)).toHaveLength(2);
    for (const bad of [
      {},
      { ids: [] },
      { all: false },
      { ids: ['x'] },
      { ids: [1], all: true },
      { ids: Array(101).fill(1) },
    ]) {
      expectProblem(await star.client.post('/api/notifications/read', bad), 400);
    }
    expect(await unread(star)).toBe(2);
    expect((await star.client.post('/api/notifications/read', { all: true })).body).toEqual({ count: 0 });
  });

  it('streams new notifications live, at most 5 streams per person', async () => {
    const host = await person('host');
    const fan = await person('fan');
    const card = await createCheckIn(host.client);
    await settle(host, (all) => expect(ofType(all, 'badge')).toHaveLength(1));
    const stream = await openStream(host);
    expect(stream.status).toBe(200);
    await stream.waitFor(
      (event) => event.event === 'unread' && (event.data as { count: number }).count === 1,
    );
    const from = stream.events.length;
    expect((await fan.client.post(`/api/check-ins/${card.id}/like`)).status).toBe(200);
    const live = await stream.waitFor((event) => event.event === 'notification', from);
    expect(live.id).toMatch(/^\d+$/);
    expect(live.data).toMatchObject({ type: 'like', checkInId: card.id, actor: { id: fan.self.id } });
    await stream.waitFor(
      (event) => event.event === 'unread' && (event.data as { count: number }).count === 2,
      from,
    );

    const more = await Promise.all(Array.from({ length: 4 }, () => openStream(host)));
    expect(more.map((each) => each.status)).toEqual([200, 200, 200, 200]);
    const sixth = await openStream(host);
    expect(sixth.status).toBe(429);
    for (const each of more) each.close();
    // A closed stream frees its slot.
    await eventually(async () => {
      const again = await openStream(host);
      expect(again.status).toBe(200);
      again.close();
    });
  });

  it('resumes after a gateway restart with Last-Event-ID: nothing lost, nothing twice', async () => {
    const host = await person('rhost');
    const guests = await Promise.all([person('g1'), person('g2'), person('g3')]);
    const stream = await openStream(host);
    await follow(guests[0]!.client, host.self.id);
    await stream.waitFor((event) => event.event === 'notification');
    const lastId = stream.lastId!;
    stream.close();

    await system.restartGateway();
    // While no stream is open, two more people follow.
    await follow(guests[1]!.client, host.self.id);
    await follow(guests[2]!.client, host.self.id);
    await settle(host, (all) => expect(ofType(all, 'follow')).toHaveLength(3));

    const resumed = await openStream(host, { 'last-event-id': lastId });
    expect(resumed.status).toBe(200);
    await resumed.waitFor((event) => event.event === 'unread');
    const replayed = resumed.events.filter((event) => event.event === 'notification');
    expect(replayed.map((event) => (event.data as Notification).actor?.id)).toEqual([
      guests[1]!.self.id,
      guests[2]!.self.id,
    ]);
    expect(replayed.every((event) => Number(event.id) > Number(lastId))).toBe(true);
    expect(resumed.events.find((event) => event.event === 'unread')?.data).toEqual({ count: 3 });
  });
});
