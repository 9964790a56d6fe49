import { eventually } from '@crema/testing';
import {
  addComment,
  deleteComment,
  likeCheckIn,
  listComments,
  reportCheckIn,
  saveCheckIn,
  unlikeCheckIn,
  unsaveCheckIn,
} from '@crema/contracts/checkins/rpc';
import { userUpdated } from '@crema/contracts/identity/events';
import { failureOf, startCheckins, type CheckinsFixture, type TestUser } from './checkins-fixture';

let fixture: CheckinsFixture;

beforeAll(async () => {
  fixture = await startCheckins();
});

afterAll(async () => {
  await fixture?.close();
});

const likesCountOf = async (id: number): Promise<number> => {
  const [row]: { likes_count: number }[] = await fixture.db.query(
    'SELECT likes_count FROM checkins.check_ins WHERE id = $1',
    [id],
  );
  return row?.likes_count ?? -1;
};

async function makePrivate(user: TestUser): Promise<void> {
  await fixture.publish(userUpdated, {
    id: user.id,
    username: user.username,
    avatarUrl: null,
    bio: null,
    profileVisibility: 'private',
    shareCheckIns: true,
  });
  await eventually(async () => {
    const [row]: { profile_visibility: string }[] = await fixture.db.query(
      'SELECT profile_visibility FROM checkins.authors WHERE id = $1',
      [user.id],
    );
    expect(row?.profile_visibility).toBe('private');
  });
}

describe('likes', () => {
  it('are idempotent: liking twice is one like, unliking twice leaves none', async () => {
    const owner = fixture.user();
    const fan = fixture.user();
    const { id } = await fixture.createCheckIn(owner);
    const like = () => fixture.rpc.send(likeCheckIn, { actor: fan.actor, id });
    const unlike = () => fixture.rpc.send(unlikeCheckIn, { actor: fan.actor, id });
    await expect(like()).resolves.toEqual({ isLiked: true, likesCount: 1 });
    await expect(like()).resolves.toEqual({ isLiked: true, likesCount: 1 });
    await expect(unlike()).resolves.toEqual({ isLiked: false, likesCount: 0 });
    await expect(unlike()).resolves.toEqual({ isLiked: false, likesCount: 0 });
    expect(await likesCountOf(id)).toBe(0);
  });

  it('counts 50 users liking at once exactly', async () => {
    const owner = fixture.user();
    const { id } = await fixture.createCheckIn(owner);
    const fans = Array.from({ length: 50 }, () => fixture.user());
    await Promise.all(
      fans.flatMap((fan) => [
        fixture.rpc.send(likeCheckIn, { actor: fan.actor, id }),
        fixture.rpc.send(likeCheckIn, { actor: fan.actor, id }),
      ]),
    );
    expect(await likesCountOf(id)).toBe(50);
    const [row]: { n: number }[] = await fixture.db.query(
      'SELECT count(*)::int AS n FROM checkins.likes WHERE check_in_id = $1',
      [id],
    );
    expect(row?.n).toBe(50);
  });

  it('answers 404 on a check-in the viewer may not see, and on one that does not exist', async () => {
    const owner = await fixture.registered();
    const stranger = fixture.user();
    const { id } = await fixture.createCheckIn(owner);
    await makePrivate(owner);
    for (const descriptor of [likeCheckIn, unlikeCheckIn, saveCheckIn, unsaveCheckIn]) {
      expect(await failureOf(fixture.rpc.send(descriptor, { actor: stranger.actor, id }))).toMatchObject({
        status: 404,
      });
      expect(
        await failureOf(fixture.rpc.send(descriptor, { actor: stranger.actor, id: 2 ** 31 - 1 })),
      ).toMatchObject({ status: 404 });
    }
    // The owner still sees their own.
    await expect(fixture.rpc.send(likeCheckIn, { actor: owner.actor, id })).resolves.toEqual({
      isLiked: true,
      likesCount: 1,
    });
    expect(await likesCountOf(id)).toBe(1);
  });

  it('refuses a malformed id with 400', async () => {
    const fan = fixture.user();
    for (const id of [0, -1, 1.5, 'abc', 2 ** 31]) {
      expect(await failureOf(fixture.rpc.send(likeCheckIn, { actor: fan.actor, id: id }))).toMatchObject({
        status: 400,
      });
    }
  });
});

describe('saves', () => {
  it('are idempotent and unique per user and check-in', async () => {
    const owner = fixture.user();
    const fan = fixture.user();
    const { id } = await fixture.createCheckIn(owner);
    await expect(fixture.rpc.send(saveCheckIn, { actor: fan.actor, id })).resolves.toEqual({ isSaved: true });
    await expect(fixture.rpc.send(saveCheckIn, { actor: fan.actor, id })).resolves.toEqual({ isSaved: true });
    const rows: unknown[] = await fixture.db.query(
      'SELECT 1 FROM checkins.saved_check_ins WHERE user_id = $1 AND check_in_id = $2',
      [fan.id, id],
    );
    expect(rows).toHaveLength(1);
    await expect(fixture.rpc.send(unsaveCheckIn, { actor: fan.actor, id })).resolves.toEqual({
      isSaved: false,
    });
    await expect(fixture.rpc.send(unsaveCheckIn, { actor: fan.actor, id })).resolves.toEqual({
      isSaved: false,
    });
  });
});

describe('comments', () => {
  const commentsCountOf = async (id: number): Promise<number> => {
    const [row]: { comments_count: number }[] = await fixture.db.query(
      'SELECT comments_count FROM checkins.check_ins WHERE id = $1',
      [id],
    );
    return row?.comments_count ?? -1;
  };

  it('are added, listed oldest first by cursor pages, and counted exactly', async () => {
    const owner = fixture.user({ username: 'owner' });
    const guestOfHonour = fixture.user({ username: 'commenter' });
    const { id } = await fixture.createCheckIn(owner);
    const added = await fixture.rpc.send(addComment, {
      actor: guestOfHonour.actor,
      checkInId: id,
      body: { content: '  Lovely cup!  ' },
    });
    expect(added).toMatchObject({
      checkInId: id,
      userId: guestOfHonour.id,
      username: 'commenter',
      content: 'Lovely cup!',
      canDelete: true,
    });
    for (const n of [2, 3, 4, 5]) {
      await fixture.rpc.send(addComment, {
        actor: owner.actor,
        checkInId: id,
        body: { content: `reply ${n}` },
      });
    }
    expect(await commentsCountOf(id)).toBe(5);

    const first = await fixture.rpc.send(listComments, {
      viewer: guestOfHonour.actor,
      checkInId: id,
      page: { limit: 2 },
    });
    expect(first.items.map((comment) => comment.content)).toEqual(['Lovely cup!', 'reply 2']);
    expect(first.items.map((comment) => comment.canDelete)).toEqual([true, false]);
    expect(first.nextCursor).toEqual(expect.stringMatching(/^[A-Za-z0-9_-]+$/));
    const second = await fixture.rpc.send(listComments, {
      viewer: guestOfHonour.actor,
      checkInId: id,
      page: { limit: 2, cursor: first.nextCursor ?? undefined },
    });
    expect(second.items.map((comment) => comment.content)).toEqual(['reply 3', 'reply 4']);
    const last = await fixture.rpc.send(listComments, {
      viewer: guestOfHonour.actor,
      checkInId: id,
      page: { limit: 2, cursor: second.nextCursor ?? undefined },
    });
    expect(last.items.map((comment) => comment.content)).toEqual(['reply 5']);
    expect(last.nextCursor).toBeNull();

    // The owner may delete every comment on their check-in; a guest none.
    const asOwner = await fixture.rpc.send(listComments, {
      viewer: owner.actor,
      checkInId: id,
      page: { limit: 50 },
    });
    expect(asOwner.items.every((comment) => comment.canDelete)).toBe(true);
    const asGuest = await fixture.rpc.send(listComments, {
      viewer: null,
      checkInId: id,
      page: { limit: 50 },
    });
    expect(asGuest.items).toHaveLength(5);
    expect(asGuest.items.some((comment) => comment.canDelete)).toBe(false);
  });

  it('are deleted by their author or the check-in owner only', async () => {
    const owner = fixture.user();
    const author = fixture.user();
    const bystander = fixture.user();
    const { id } = await fixture.createCheckIn(owner);
    const mine = await fixture.rpc.send(addComment, {
      actor: author.actor,
      checkInId: id,
      body: { content: 'one' },
    });
    const other = await fixture.rpc.send(addComment, {
      actor: author.actor,
      checkInId: id,
      body: { content: 'two' },
    });
    expect(await commentsCountOf(id)).toBe(2);

    expect(
      await failureOf(
        fixture.rpc.send(deleteComment, { actor: bystander.actor, checkInId: id, commentId: mine.id }),
      ),
    ).toMatchObject({ status: 403, code: 'forbidden' });
    expect(await commentsCountOf(id)).toBe(2);

    await fixture.rpc.send(deleteComment, { actor: author.actor, checkInId: id, commentId: mine.id });
    await fixture.rpc.send(deleteComment, { actor: owner.actor, checkInId: id, commentId: other.id });
    expect(await commentsCountOf(id)).toBe(0);
    expect(
      await failureOf(
        fixture.rpc.send(deleteComment, { actor: owner.actor, checkInId: id, commentId: other.id }),
      ),
    ).toMatchObject({ status: 404 });
    expect(await commentsCountOf(id)).toBe(0);
  });

  it('answers 404 for an unknown comment or one of another check-in', async () => {
    const owner = fixture.user();
    const a = await fixture.createCheckIn(owner);
    const b = await fixture.createCheckIn(owner);
    const onA = await fixture.rpc.send(addComment, {
      actor: owner.actor,
      checkInId: a.id,
      body: { content: 'x' },
    });
    expect(
      await failureOf(
        fixture.rpc.send(deleteComment, { actor: owner.actor, checkInId: b.id, commentId: onA.id }),
      ),
    ).toMatchObject({ status: 404 });
    expect(
      await failureOf(
        fixture.rpc.send(deleteComment, { actor: owner.actor, checkInId: a.id, commentId: 2 ** 31 - 1 }),
      ),
    ).toMatchObject({ status: 404 });
  });

  it('validates content (1–1000 characters) and cursors, writing nothing on failure', async () => {
    const owner = fixture.user();
    const { id } = await fixture.createCheckIn(owner);
    for (const content of ['', '   ', 'x'.repeat(1001)]) {
      expect(
        await failureOf(
          fixture.rpc.send(addComment, { actor: owner.actor, checkInId: id, body: { content } }),
        ),
      ).toMatchObject({ status: 400 });
    }
    expect(await commentsCountOf(id)).toBe(0);
    for (const cursor of ['forged', Buffer.from('{"id":1}').toString('base64url')]) {
      expect(
        await failureOf(
          fixture.rpc.send(listComments, { viewer: null, checkInId: id, page: { limit: 5, cursor } }),
        ),
      ).toMatchObject({ status: 400, code: 'validation_failed' });
    }
  });

  it('answers 404 on a check-in the viewer may not see', async () => {
    const owner = await fixture.registered();
    const stranger = fixture.user();
    const { id } = await fixture.createCheckIn(owner);
    await makePrivate(owner);
    expect(
      await failureOf(
        fixture.rpc.send(addComment, { actor: stranger.actor, checkInId: id, body: { content: 'hi' } }),
      ),
    ).toMatchObject({ status: 404 });
    expect(
      await failureOf(fixture.rpc.send(listComments, { viewer: null, checkInId: id, page: { limit: 5 } })),
    ).toMatchObject({ status: 404 });
    expect(await commentsCountOf(id)).toBe(0);
  });
});

describe('reports', () => {
  it('are refused on one’s own check-in and stored once per reporter', async () => {
    const owner = fixture.user();
    const reporter = fixture.user();
    const { id } = await fixture.createCheckIn(owner);
    expect(
      await failureOf(
        fixture.rpc.send(reportCheckIn, { actor: owner.actor, checkInId: id, body: { reason: 'my own' } }),
      ),
    ).toMatchObject({ status: 403 });
    const report = () =>
      fixture.rpc.send(reportCheckIn, {
        actor: reporter.actor,
        checkInId: id,
        body: { reason: 'Spam link' },
      });
    await expect(report()).resolves.toEqual({ ok: true });
    await expect(report()).resolves.toEqual({ ok: true });
    const rows: unknown[] = await fixture.db.query(
      'SELECT reason, status FROM checkins.reports WHERE check_in_id = $1',
      [id],
    );
    expect(rows).toEqual([{ reason: 'Spam link', status: 'open' }]);
  });

  it('validates the reason and answers 404 for an unknown check-in', async () => {
    const owner = fixture.user();
    const reporter = fixture.user();
    const { id } = await fixture.createCheckIn(owner);
    expect(
      await failureOf(
        fixture.rpc.send(reportCheckIn, { actor: reporter.actor, checkInId: id, body: { reason: 'x' } }),
      ),
    ).toMatchObject({ status: 400 });
    expect(
      await failureOf(
        fixture.rpc.send(reportCheckIn, {
          actor: reporter.actor,
          checkInId: 2 ** 31 - 1,
          body: { reason: 'Spam!' },
        }),
      ),
    ).toMatchObject({ status: 404 });
  });
});
