import { eventually } from '@crema/testing';
import { moderationRuleChanged, moderationRuleDeleted, settingChanged } from '@crema/contracts/admin/events';
import type { CheckInCard } from '@crema/contracts/checkins/check-in';
import type { ModerationReport } from '@crema/contracts/checkins/moderation';
import {
  addComment,
  deleteCheckIn,
  getSharedCheckIn,
  likeCheckIn,
  listComments,
  listFeed,
  listOwnCheckIns,
  listReports,
  listSavedCheckIns,
  listUserCheckIns,
  reportCheckIn,
  resolveReport,
  saveCheckIn,
  searchCafes,
  searchCoffees,
} from '@crema/contracts/checkins/rpc';
import type { DataSource } from 'typeorm';
import { failureOf, startCheckins, type CheckinsFixture, type TestUser } from './checkins-fixture';

interface ReportRow {
  check_in_id: number;
  comment_id: number | null;
  source: string;
  rule_name: string | null;
  reason: string;
  hid: boolean;
}

/** The maintained aggregates equal a from-scratch rebuild (which writes nothing when they are exact). */
async function expectExactAggregates(db: DataSource): Promise<void> {
  const read = () =>
    Promise.all([
      db.query(`SELECT * FROM checkins.coffees ORDER BY id`),
      db.query(`SELECT * FROM checkins.roasters ORDER BY key`),
      db.query(`SELECT * FROM checkins.places ORDER BY id`),
    ]);
  const maintained = await read();
  await db.query('SELECT checkins.rebuild_search_aggregates()');
  expect(await read()).toEqual(maintained);
}

describe('moderation', () => {
  let fixture: CheckinsFixture;
  let admin: TestUser;

  beforeAll(async () => {
    fixture = await startCheckins();
    admin = fixture.admin();
  });
  afterAll(async () => {
    await fixture.close();
  });

  const reportsOf = (checkInId: number) =>
    fixture.db.query<ReportRow[]>(
      `SELECT check_in_id, comment_id, source, rule_name, reason, hid FROM checkins.reports
       WHERE check_in_id = $1 ORDER BY id`,
      [checkInId],
    );
  const queue = (status: 'open' | 'resolved' = 'open', cursor?: string, limit = 50) =>
    fixture.rpc.send(listReports, {
      actor: admin.actor,
      query: { status, limit, ...(cursor ? { cursor } : {}) },
    });
  const resolve = (id: number, resolution: 'dismiss' | 'delete', by: TestUser = admin) =>
    fixture.rpc.send(resolveReport, { actor: by.actor, id, body: { resolution } });
  async function openReportAbout(
    checkInId: number,
    commentId: number | null = null,
  ): Promise<ModerationReport> {
    const report = (await queue()).items.find(
      (item) => item.checkInId === checkInId && item.commentId === commentId,
    );
    if (!report) throw new Error(`no open report about ${checkInId}/${commentId}`);
    return report;
  }

  describe('rules acting on new check-ins and comments', () => {
    it('match a plain word or phrase ignoring case and accents, on word boundaries, in every field', async () => {
      const rule = await fixture.rule({ name: 'Spam links', pattern: 'Crème Brûlée Deals' });
      const author = await fixture.registered();
      const cases: [Partial<Parameters<CheckinsFixture['createCheckIn']>[1]>, string | null][] = [
        [{ notes: 'best CREME brulee deals in town' }, 'notes'],
        [{ coffeeName: 'Creme Brulee Deals Blend' }, 'coffee name'],
        [{ roaster: 'crème-brûlée deals roastery' }, 'roaster'],
        [{ location: 'Crème Brûlée Deals Café' }, 'location'],
        [{ notes: 'crème brûlée dealsx' }, null],
        [{ notes: 'xcrème brûlée deals' }, null],
        [{ notes: 'crème, brûlée and deals' }, null],
      ];
      for (const [fields, where] of cases) {
        const card = await fixture.createCheckIn(author, fields ?? {});
        const reports = await reportsOf(card.id);
        if (where === null) {
          expect(reports).toEqual([]);
          continue;
        }
        expect(reports).toEqual([
          {
            check_in_id: card.id,
            comment_id: null,
            source: 'rule',
            rule_name: 'Spam links',
            reason: `Matched rule “Spam links”: “Crème Brûlée Deals” in the ${where}`,
            hid: false,
          },
        ]);
        // A flag rule only reports: the check-in stays visible.
        await expect(
          fixture.rpc.send(getSharedCheckIn, { viewer: null, id: card.id }),
        ).resolves.toMatchObject({ id: card.id });
      }
      const tasting = await fixture.rule({ name: 'Fruit', pattern: 'fruity' });
      const fruity = await fixture.createCheckIn(author, { tastingNotes: ['Nutty', 'Fruity'] });
      expect((await reportsOf(fruity.id)).map((report) => report.reason)).toEqual([
        'Matched rule “Fruit”: “fruity” in the tasting notes',
      ]);
      await fixture.rule({ ...rule, active: false });
      await fixture.rule({ ...tasting, active: false });
    });

    it('stays fast with a hostile pattern against the longest notes', async () => {
      const rule = await fixture.rule({
        pattern: `${Array.from({ length: 99 }, () => 'a').join(' ')} b`.slice(0, 200),
        action: 'hide',
      });
      const author = await fixture.registered();
      const started = Date.now();
      const card = await fixture.createCheckIn(author, {
        notes: Array.from({ length: 1000 }, () => 'a').join(' '),
      });
      expect(Date.now() - started).toBeLessThan(2000);
      expect(await reportsOf(card.id)).toEqual([]);
      await fixture.rule({ ...rule, active: false });
    });

    it('take effect from the next write when toggled, edited or deleted; a late change never revives a deleted one', async () => {
      const author = await fixture.registered();
      const rule = await fixture.rule({ pattern: 'toggled word' });
      expect(
        await reportsOf((await fixture.createCheckIn(author, { notes: 'toggled word' })).id),
      ).toHaveLength(1);
      await fixture.rule({ ...rule, active: false });
      expect(await reportsOf((await fixture.createCheckIn(author, { notes: 'toggled word' })).id)).toEqual(
        [],
      );
      await fixture.rule({ ...rule, active: true, pattern: 'another word' });
      expect(await reportsOf((await fixture.createCheckIn(author, { notes: 'toggled word' })).id)).toEqual(
        [],
      );
      expect(
        await reportsOf((await fixture.createCheckIn(author, { notes: 'another word' })).id),
      ).toHaveLength(1);

      const changedAt = new Date();
      await fixture.publish(moderationRuleDeleted, { id: rule.id });
      await eventually(async () =>
        expect(
          await fixture.db.query('SELECT deleted FROM checkins.moderation_rules WHERE id = $1', [rule.id]),
        ).toEqual([{ deleted: true }]),
      );
      expect(await reportsOf((await fixture.createCheckIn(author, { notes: 'another word' })).id)).toEqual(
        [],
      );
      // A change made before the deletion but delivered after it (a retry) changes nothing; the
      // durable handles events in order, so once a later rule is there, the change was handled.
      await fixture.publish(
        moderationRuleChanged,
        { ...rule, active: true, pattern: 'another word' },
        changedAt,
      );
      const marker = await fixture.rule({ pattern: 'marker word' });
      await fixture.rule({ ...marker, active: false });
      expect(
        await fixture.db.query('SELECT deleted, active FROM checkins.moderation_rules WHERE id = $1', [
          rule.id,
        ]),
      ).toEqual([{ deleted: true, active: false }]);
      expect(await reportsOf((await fixture.createCheckIn(author, { notes: 'another word' })).id)).toEqual(
        [],
      );
    });
  });

  describe('hidden content', () => {
    let author: TestUser;
    let friend: TestUser;
    let stranger: TestUser;
    let hidden: CheckInCard;

    beforeAll(async () => {
      author = await fixture.registered();
      friend = await fixture.registered();
      stranger = await fixture.registered();
      await fixture.follow(friend, author);
      await fixture.follow(author, friend);
      const rule = await fixture.rule({ name: 'Pharmacy', pattern: 'cheap pills', action: 'hide' });
      hidden = await fixture.createCheckIn(
        author,
        {
          coffeeName: 'Shadow Espresso',
          roaster: 'Hidden Roasters',
          location: 'Shadow Bar',
          notes: 'Cheap PILLS!',
          coordinates: { latitude: 52.5, longitude: 13.4 },
        },
        await fixture.storePhoto(),
      );
      await fixture.rule({ ...rule, active: false });
      await fixture.rpc.send(saveCheckIn, { actor: author.actor, id: hidden.id });
    });

    const feedIds = async (viewer: TestUser | null, query: Record<string, unknown>) =>
      (
        await fixture.rpc.send(listFeed, {
          viewer: viewer?.actor ?? null,
          query: { limit: 50, ...query },
        })
      ).items.map((card) => card.id);
    const profileIds = async (viewer: TestUser | null) =>
      (
        await fixture.rpc.send(listUserCheckIns, {
          viewer: viewer?.actor ?? null,
          username: author.username,
          page: { limit: 50 },
        })
      ).items.map((card) => card.id);
    const shared = (viewer: TestUser | null) =>
      fixture.rpc.send(getSharedCheckIn, { viewer: viewer?.actor ?? null, id: hidden.id });
    const searched = async (viewer: TestUser | null) => [
      ...(
        await fixture.rpc.send(searchCoffees, { viewer: viewer?.actor ?? null, query: 'shadow espresso' })
      ).map((coffee) => coffee.name),
      ...(await fixture.rpc.send(searchCafes, { viewer: viewer?.actor ?? null, query: 'shadow bar' })).map(
        (cafe) => cafe.name,
      ),
    ];

    /** What each surface shows of the hidden check-in to someone other than its author. */
    async function seenByOthers(): Promise<Record<string, boolean>> {
      const near = { filter: 'nearby', lat: 52.5, lng: 13.4 };
      return {
        discover: (await feedIds(stranger, { filter: 'recent' })).includes(hidden.id),
        top: (await feedIds(null, { filter: 'top' })).includes(hidden.id),
        friendsHome: (await feedIds(friend, { feedType: 'feed' })).includes(hidden.id),
        friendsFilter: (await feedIds(friend, { filter: 'friends' })).includes(hidden.id),
        nearby: (await feedIds(stranger, near)).includes(hidden.id),
        profile: (await profileIds(friend)).includes(hidden.id),
        shared: await shared(stranger).then(
          () => true,
          () => false,
        ),
        search: (await searched(stranger)).length > 0,
        adminAll: (await feedIds(admin, { filter: 'all' })).includes(hidden.id),
      };
    }

    it('is left out of every surface for everyone but its author; administrators list it', async () => {
      expect(await seenByOthers()).toEqual({
        discover: false,
        top: false,
        friendsHome: false,
        friendsFilter: false,
        nearby: false,
        profile: false,
        shared: false,
        search: false,
        adminAll: true,
      });
      // Nobody else can act on it either.
      expect(
        await failureOf(fixture.rpc.send(likeCheckIn, { actor: friend.actor, id: hidden.id })),
      ).toMatchObject({
        status: 404,
      });
      expect(
        await failureOf(
          fixture.rpc.send(listComments, { viewer: friend.actor, checkInId: hidden.id, page: { limit: 10 } }),
        ),
      ).toMatchObject({ status: 404 });
      // Its author still sees it everywhere it is theirs.
      expect(await feedIds(author, { feedType: 'feed' })).toContain(hidden.id);
      expect(await feedIds(author, { filter: 'recent' })).toContain(hidden.id);
      expect(await profileIds(author)).toContain(hidden.id);
      await expect(shared(author)).resolves.toMatchObject({ id: hidden.id });
      const own = await fixture.rpc.send(listOwnCheckIns, { actor: author.actor, page: { limit: 50 } });
      expect(own.items.map((card) => card.id)).toContain(hidden.id);
      const saved = await fixture.rpc.send(listSavedCheckIns, { actor: author.actor, page: { limit: 50 } });
      expect(saved.items.map((card) => card.id)).toContain(hidden.id);
      await expectExactAggregates(fixture.db);
    });

    it('shows again everywhere once its report is dismissed, and counts in search again', async () => {
      const report = await openReportAbout(hidden.id);
      expect(report).toMatchObject({
        ruleName: 'Pharmacy',
        reporter: null,
        comment: null,
        commentId: null,
        checkIn: { id: hidden.id, author: { id: author.id }, hidden: true, coffeeName: 'Shadow Espresso' },
      });
      await expect(resolve(report.id, 'dismiss')).resolves.toMatchObject({
        id: report.id,
        status: 'resolved',
        resolution: 'dismiss',
        checkIn: { hidden: false },
      });
      expect(await seenByOthers()).toEqual({
        discover: true,
        top: true,
        friendsHome: true,
        friendsFilter: true,
        nearby: true,
        profile: true,
        shared: true,
        search: true,
        adminAll: true,
      });
      await expectExactAggregates(fixture.db);
      // Projections that left it out (insights' public model) hear it is shown again.
      expect(await fixture.outboxSubjects(hidden.id)).toEqual([
        'evt.checkins.checkin.created.v1',
        'evt.checkins.checkin.updated.v1',
      ]);
      const [created, shown]: { state: { hidden: boolean; updatedAt: string } }[] = await fixture.db.query(
        `SELECT payload -> 'data' AS state FROM checkins.outbox
         WHERE subject LIKE 'evt.checkins.checkin.%' AND (payload -> 'data' ->> 'id')::int = $1 ORDER BY created_at`,
        [hidden.id],
      );
      expect([created?.state.hidden, shown?.state.hidden]).toEqual([true, false]);
      // Newer than the hidden state, so a retried checkin.created cannot hide it again downstream.
      expect(Date.parse(shown!.state.updatedAt)).toBeGreaterThan(Date.parse(created!.state.updatedAt));
      expect(await failureOf(resolve(report.id, 'dismiss'))).toMatchObject({
        status: 409,
        message: 'This report is already resolved',
      });
      expect(await failureOf(resolve(report.id, 'delete'))).toMatchObject({ status: 409 });
    });

    it('stays hidden while another open report still hides it', async () => {
      const first = await fixture.rule({ name: 'One', pattern: 'double trouble', action: 'hide' });
      const second = await fixture.rule({ name: 'Two', pattern: 'trouble', action: 'hide' });
      const card = await fixture.createCheckIn(author, { notes: 'Double trouble' });
      await fixture.rule({ ...first, active: false });
      await fixture.rule({ ...second, active: false });
      const reports = (await queue()).items.filter((item) => item.checkInId === card.id);
      expect(reports.map((item) => item.ruleName).sort()).toEqual(['One', 'Two']);
      await resolve(reports[0]!.id, 'dismiss');
      expect(await feedIds(stranger, { filter: 'recent' })).not.toContain(card.id);
      await resolve(reports[1]!.id, 'dismiss');
      expect(await feedIds(stranger, { filter: 'recent' })).toContain(card.id);
      await expectExactAggregates(fixture.db);
    });

    it('hides a comment from all but its author and administrators until dismissed', async () => {
      const post = await fixture.createCheckIn(friend);
      const rule = await fixture.rule({ name: 'Shouting', pattern: 'buy now', action: 'hide' });
      const comment = await fixture.rpc.send(addComment, {
        actor: author.actor,
        checkInId: post.id,
        body: { content: 'BUY NOW at example.com' },
      });
      await fixture.rule({ ...rule, active: false });
      const commentIds = async (viewer: TestUser | null) =>
        (
          await fixture.rpc.send(listComments, {
            viewer: viewer?.actor ?? null,
            checkInId: post.id,
            page: { limit: 50 },
          })
        ).items.map((item) => item.id);
      expect(await commentIds(null)).toEqual([]);
      expect(await commentIds(friend)).toEqual([]);
      expect(await commentIds(author)).toEqual([comment.id]);
      expect(await commentIds(admin)).toEqual([comment.id]);

      const report = await openReportAbout(post.id, comment.id);
      expect(report).toMatchObject({
        comment: { id: comment.id, content: 'BUY NOW at example.com', hidden: true },
        commentId: comment.id,
        reason: 'Matched rule “Shouting”: “buy now” in the comment',
      });
      await resolve(report.id, 'dismiss');
      expect(await commentIds(friend)).toEqual([comment.id]);
    });
  });

  describe('the reports queue', () => {
    it('lists open reports newest first, page by page, for administrators only', async () => {
      const author = await fixture.registered();
      const cards = [await fixture.createCheckIn(author), await fixture.createCheckIn(author)];
      const reporters = await Promise.all([fixture.registered(), fixture.registered()]);
      for (const card of cards)
        for (const reporter of reporters)
          await fixture.rpc.send(reportCheckIn, {
            actor: reporter.actor,
            checkInId: card.id,
            body: { reason: `Wrong ${card.id}` },
          });
      const seen: ModerationReport[] = [];
      let cursor: string | undefined;
      do {
        const page = await queue('open', cursor, 2);
        seen.push(...page.items);
        cursor = page.nextCursor ?? undefined;
      } while (cursor);
      const ids = seen.map((report) => report.id);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
      expect(new Set(ids).size).toBe(ids.length);
      const mine = seen.filter((report) => cards.some((card) => card.id === report.checkInId));
      expect(mine).toHaveLength(4);
      expect(mine[0]).toMatchObject({
        status: 'open',
        resolution: null,
        resolvedAt: null,
        ruleName: null,
        reporter: { id: reporters[1].id, username: reporters[1].username },
        reason: `Wrong ${cards[1]!.id}`,
        checkIn: { id: cards[1]!.id, author: { id: author.id, username: author.username }, hidden: false },
      });

      const someone = reporters[0];
      expect(
        await failureOf(fixture.rpc.send(listReports, { actor: someone.actor, query: { status: 'open' } })),
      ).toMatchObject({ status: 403 });
      expect(await failureOf(resolve(mine[0]!.id, 'dismiss', someone))).toMatchObject({ status: 403 });
      expect(await failureOf(resolve(2 ** 31 - 1, 'dismiss'))).toMatchObject({ status: 404 });
      const page = await queue('open', undefined, 1);
      expect(await failureOf(queue('resolved', page.nextCursor!))).toMatchObject({ status: 400 });
    });

    it('deletes the reported check-in, resolving every open report about it', async () => {
      const author = await fixture.registered();
      const card = await fixture.createCheckIn(
        author,
        { location: 'Doomed Diner' },
        await fixture.storePhoto(),
      );
      const reporters = await Promise.all([fixture.registered(), fixture.registered()]);
      for (const reporter of reporters)
        await fixture.rpc.send(reportCheckIn, {
          actor: reporter.actor,
          checkInId: card.id,
          body: { reason: 'Spam' },
        });
      const report = await openReportAbout(card.id);
      await expect(resolve(report.id, 'delete')).resolves.toMatchObject({
        status: 'resolved',
        resolution: 'delete',
        checkIn: null,
      });
      expect(await fixture.db.query('SELECT 1 FROM checkins.check_ins WHERE id = $1', [card.id])).toEqual([]);
      expect(
        await fixture.db.query(`SELECT status, resolution FROM checkins.reports WHERE check_in_id = $1`, [
          card.id,
        ]),
      ).toEqual([
        { status: 'resolved', resolution: 'delete' },
        { status: 'resolved', resolution: 'delete' },
      ]);
      expect(await fixture.outboxSubjects(card.id)).toEqual([
        'evt.checkins.checkin.created.v1',
        'evt.checkins.checkin.deleted.v1',
      ]);
      await expectExactAggregates(fixture.db);
    });

    it('deletes a reported comment: the count drops and the report keeps its comment id', async () => {
      const owner = await fixture.registered();
      const writer = await fixture.registered();
      const post = await fixture.createCheckIn(owner);
      const rule = await fixture.rule({ name: 'Insults', pattern: 'nasty word' });
      const comment = await fixture.rpc.send(addComment, {
        actor: writer.actor,
        checkInId: post.id,
        body: { content: 'a nasty word' },
      });
      await fixture.rule({ ...rule, active: false });
      const report = await openReportAbout(post.id, comment.id);
      await expect(resolve(report.id, 'delete')).resolves.toMatchObject({
        status: 'resolved',
        resolution: 'delete',
        comment: null,
        commentId: comment.id,
        checkIn: { id: post.id },
      });
      const [row] = await fixture.db.query<{ comments_count: number }[]>(
        'SELECT comments_count FROM checkins.check_ins WHERE id = $1',
        [post.id],
      );
      expect(row?.comments_count).toBe(0);
      const events = await fixture.db.query<{ subject: string }[]>(
        `SELECT subject FROM checkins.outbox WHERE (payload -> 'data' ->> 'id')::int = $1
         AND subject LIKE 'evt.checkins.comment.%' ORDER BY created_at`,
        [comment.id],
      );
      expect(events.map((event) => event.subject)).toEqual([
        'evt.checkins.comment.created.v1',
        'evt.checkins.comment.deleted.v1',
      ]);
    });

    it('loses the open reports of content its owner deletes', async () => {
      const author = await fixture.registered();
      const reporter = await fixture.registered();
      const card = await fixture.createCheckIn(author);
      await fixture.rpc.send(reportCheckIn, {
        actor: reporter.actor,
        checkInId: card.id,
        body: { reason: 'Meh' },
      });
      await fixture.rpc.send(deleteCheckIn, { actor: author.actor, id: card.id });
      expect(await reportsOf(card.id)).toEqual([]);
    });
  });

  describe('checkins.max-per-hour', () => {
    it('is 60 until an administrator sets it; the next one is a 429 with when to try again', async () => {
      const author = await fixture.registered();
      for (let index = 0; index < 60; index += 1) await fixture.createCheckIn(author);
      const failure = await failureOf(fixture.createCheckIn(author));
      expect(failure).toMatchObject({
        status: 429,
        code: 'rate_limited',
        message: 'You can post at most 60 check-ins an hour. Please try again later.',
      });
      expect(failure.retryAfterSeconds).toBeGreaterThan(3500);
      expect(failure.retryAfterSeconds).toBeLessThanOrEqual(3600);
      // Someone else is not affected.
      await expect(fixture.createCheckIn(await fixture.registered())).resolves.toBeDefined();
    }, 60_000);

    it('follows the setting, counts a rolling hour, and holds under concurrent posts', async () => {
      await fixture.setting('checkins.max-per-hour', '3');
      const author = await fixture.registered();
      const results = await Promise.allSettled(
        Array.from({ length: 10 }, () => fixture.createCheckIn(author)),
      );
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(3);
      expect(await failureOf(fixture.createCheckIn(author))).toMatchObject({ status: 429 });
      // An hour later the oldest leaves the window.
      await fixture.db.query(
        `UPDATE checkins.check_ins SET created_at = now() - interval '61 minutes'
         WHERE id = (SELECT min(id) FROM checkins.check_ins WHERE user_id = $1)`,
        [author.id],
      );
      await expect(fixture.createCheckIn(author)).resolves.toBeDefined();
      expect(await failureOf(fixture.createCheckIn(author))).toMatchObject({ status: 429 });

      // An invalid value (the admin service validates; a bad event must not break posting) is ignored.
      await fixture.publish(settingChanged, { key: 'checkins.max-per-hour', value: 'lots' });
      await fixture.setting('checkins.max-per-hour', '5');
      await expect(fixture.createCheckIn(author)).resolves.toBeDefined();
    });
  });
});
