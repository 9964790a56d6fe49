import type { CheckInCard } from '@crema/contracts/checkins/check-in';
import { listOwnCheckIns, listUserCheckIns } from '@crema/contracts/checkins/rpc';
import { PROFILE_NOT_VISIBLE } from '@crema/contracts/common/profile';
import type { UserProfile } from '@crema/contracts/identity/user';
import { failureOf, startCheckins, type CheckinsFixture, type TestUser } from './checkins-fixture';

describe("a user's check-ins (profile pages)", () => {
  let fixture: CheckinsFixture;

  beforeAll(async () => {
    fixture = await startCheckins();
  });
  afterAll(async () => {
    await fixture.close();
  });

  const list = (viewer: TestUser | null, username: string, page: { limit?: number; cursor?: string } = {}) =>
    fixture.rpc.send(listUserCheckIns, { viewer: viewer?.actor ?? null, username, page });

  async function allPages(
    viewer: TestUser | null,
    username: string,
    limit: number,
  ): Promise<CheckInCard[][]> {
    const pages: CheckInCard[][] = [];
    let cursor: string | undefined;
    do {
      const page = await list(viewer, username, { limit, ...(cursor ? { cursor } : {}) });
      pages.push(page.items);
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    return pages;
  }

  it('pages the check-ins newest first, finds the username in any case, as cards for the viewer', async () => {
    const owner = await fixture.registered({ username: `Barista${Date.now()}` });
    const reader = await fixture.registered();
    const other = await fixture.registered();
    const ids: number[] = [];
    for (let index = 0; index < 5; index += 1) ids.push((await fixture.createCheckIn(owner)).id);
    await fixture.createCheckIn(other);

    const pages = await allPages(reader, owner.username.toLowerCase(), 2);
    expect(pages.map((page) => page.length)).toEqual([2, 2, 1]);
    expect(pages.flat().map((card) => card.id)).toEqual([...ids].reverse());
    expect(pages.flat().every((card) => card.userId === owner.id && card.username === owner.username)).toBe(
      true,
    );
    expect((await list(null, owner.username.toUpperCase())).items.map((card) => card.id)).toEqual(
      [...ids].reverse(),
    );
  });

  it('answers 404 for no such user and 400 for a cursor of another list', async () => {
    const owner = await fixture.registered();
    await fixture.createCheckIn(owner);
    await fixture.createCheckIn(owner);
    expect(await failureOf(list(null, 'nobody_by_that_name'))).toMatchObject({
      status: 404,
      message: 'No such user',
    });
    const own = await fixture.rpc.send(listOwnCheckIns, { actor: owner.actor, page: { limit: 1 } });
    expect(await failureOf(list(null, owner.username, { cursor: own.nextCursor! }))).toMatchObject({
      status: 400,
      code: 'validation_failed',
    });
    expect(await failureOf(list(null, 'not a username!'))).toMatchObject({ status: 400 });
  });

  it('shows the profile exactly when it is visible to the viewer (shareCheckIns does not matter)', async () => {
    type Viewer = 'owner' | 'mutual friend' | 'one-way follower' | 'stranger' | 'guest';
    const cases: [UserProfile['profileVisibility'], boolean, Viewer[]][] = [
      ['public', true, ['owner', 'mutual friend', 'one-way follower', 'stranger', 'guest']],
      ['public', false, ['owner', 'mutual friend', 'one-way follower', 'stranger', 'guest']],
      ['friends', true, ['owner', 'mutual friend']],
      ['private', true, ['owner']],
    ];
    for (const [profileVisibility, shareCheckIns, allowed] of cases) {
      const owner = await fixture.registered({ profileVisibility, shareCheckIns });
      const mutual = await fixture.registered();
      const follower = await fixture.registered();
      const stranger = await fixture.registered();
      await fixture.follow(mutual, owner);
      await fixture.follow(owner, mutual);
      await fixture.follow(follower, owner);
      const { id } = await fixture.createCheckIn(owner);
      const viewers: Record<Viewer, TestUser | null> = {
        owner,
        'mutual friend': mutual,
        'one-way follower': follower,
        stranger,
        guest: null,
      };
      for (const [name, viewer] of Object.entries(viewers) as [Viewer, TestUser | null][]) {
        const answer = list(viewer, owner.username);
        const label = `${profileVisibility}${shareCheckIns ? '' : ', not sharing'} profile, ${name}`;
        if (allowed.includes(name)) {
          expect([label, (await answer).items.map((card) => card.id)]).toEqual([label, [id]]);
        } else {
          expect([label, await failureOf(answer)]).toEqual([
            label,
            expect.objectContaining({ status: 403, message: PROFILE_NOT_VISIBLE }),
          ]);
        }
      }
    }
  });
});
