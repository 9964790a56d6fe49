import type { CheckInCard } from '@crema/contracts/checkins/check-in';
import { MutationObserver, QueryClient } from '@tanstack/react-query';
import type { CheckInListData } from './check-in-cache';
import { removeCardFromLists } from './check-in-cache';
import { likeMutationOptions } from './like-check-in';
import { checkInKeys } from './query-keys';
import { saveMutationOptions } from './save-check-in';
import { checkInCard } from '@/testing/check-in-card';

/** A like or save call the test answers when it wants: `answer` (200) or `fail` (500). */
interface PendingCall {
  url: string;
  answer: (body: unknown) => void;
  fail: () => void;
}

const calls: PendingCall[] = [];
const realFetch = global.fetch;

beforeEach(() => {
  calls.length = 0;
  global.fetch = jest.fn(
    (url: string) =>
      new Promise<Response>((resolve) => {
        calls.push({
          url,
          answer: (body) => resolve(Response.json(body)),
          fail: () => resolve(Response.json({ detail: 'Something broke' }, { status: 500 })),
        });
      }),
  ) as unknown as typeof fetch;
});

afterAll(() => {
  global.fetch = realFetch;
});

function call(url: string): PendingCall {
  const found = calls.find((pending) => pending.url === url);
  if (!found) throw new Error(`no call to ${url}`);
  return found;
}

const card = (id: number): CheckInCard => checkInCard({ id, likesCount: 3 });

const feedKey = checkInKeys.feed('discover', 'recent');

function seeded(): QueryClient {
  const client = new QueryClient();
  client.setQueryData<CheckInListData>(feedKey, {
    pages: [{ items: [card(1), card(2), card(3)], nextUrl: null }],
    pageParams: [null],
  });
  return client;
}

const feedCards = (client: QueryClient) =>
  client.getQueryData<CheckInListData>(feedKey)?.pages[0]?.items ?? [];
const likes = (client: QueryClient) =>
  Object.fromEntries(feedCards(client).map((shown) => [shown.id, [shown.isLiked, shown.likesCount]]));
const saves = (client: QueryClient) =>
  Object.fromEntries(feedCards(client).map((shown) => [shown.id, shown.isSaved]));

/** Starts a like (or save) of a card; its outcome is caught, a failure rolls back silently. */
function like(client: QueryClient, id: number): Promise<unknown> {
  return new MutationObserver(client, likeMutationOptions(client, { id }))
    .mutate(true)
    .catch((error: unknown) => error);
}
function save(client: QueryClient, id: number): Promise<unknown> {
  return new MutationObserver(client, saveMutationOptions(client, { id }))
    .mutate(true)
    .catch((error: unknown) => error);
}

/** Lets the mutations' callbacks (which await the query cache) run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a like or save that fails', () => {
  it("undoes only its own card's like: another card's like that succeeded meanwhile stays", async () => {
    const client = seeded();
    const first = like(client, 1);
    const second = like(client, 2);
    await settle();
    expect(likes(client)).toEqual({ 1: [true, 4], 2: [true, 4], 3: [false, 3] });

    call('/api/check-ins/2/like').answer({ isLiked: true, likesCount: 4 });
    await second;
    call('/api/check-ins/1/like').fail();
    await first;

    expect(likes(client)).toEqual({ 1: [false, 3], 2: [true, 4], 3: [false, 3] });
  });

  it('leaves a card deleted meanwhile out of the lists', async () => {
    const client = seeded();
    const liking = like(client, 1);
    await settle();
    removeCardFromLists(client, 3);

    call('/api/check-ins/1/like').fail();
    await liking;

    expect(feedCards(client).map((shown) => shown.id)).toEqual([1, 2]);
    expect(likes(client)[1]).toEqual([false, 3]);
  });

  it("undoes only its own card's save", async () => {
    const client = seeded();
    const first = save(client, 1);
    const second = save(client, 2);
    await settle();
    expect(saves(client)).toEqual({ 1: true, 2: true, 3: false });

    call('/api/check-ins/2/save').answer({ isSaved: true });
    await second;
    call('/api/check-ins/1/save').fail();
    await first;

    expect(saves(client)).toEqual({ 1: false, 2: true, 3: false });
  });
});
