import type { CheckInCard } from '@crema/contracts/checkins/check-in';
import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import type { CheckInListData } from './check-in-cache';
import { checkInKeys } from './query-keys';
import { PhotoNotSavedError, updateMutationOptions, type UpdateCheckInInput } from './update-check-in';
import { checkInCard } from '@/testing/check-in-card';

jest.mock('@/lib/toast', () => ({ toast: jest.fn() }));

const before = checkInCard();
const saved: CheckInCard = { ...before, rating: 5, notes: 'Better on day 10' };

const realFetch = global.fetch;

beforeEach(() => {
  jest.mocked(toast).mockClear();
  // The PATCH is saved; the photo step after it is refused.
  global.fetch = jest.fn((_url: string, init?: RequestInit) =>
    Promise.resolve(
      init?.method === 'PATCH'
        ? Response.json(saved)
        : Response.json({ detail: 'Photos must be JPEG, PNG or WebP images.' }, { status: 415 }),
    ),
  ) as unknown as typeof fetch;
});

afterAll(() => {
  global.fetch = realFetch;
});

const ownKey = checkInKeys.own;

function seeded(): QueryClient {
  const client = new QueryClient();
  client.setQueryData<CheckInListData>(ownKey, {
    pages: [{ items: [before], nextUrl: null }],
    pageParams: [null],
  });
  return client;
}

function update(client: QueryClient, input: UpdateCheckInInput): Promise<unknown> {
  return new MutationObserver(client, updateMutationOptions(client))
    .mutate(input)
    .catch((error: unknown) => error);
}

describe('an edit whose photo step fails after its fields were saved', () => {
  it('shows the saved fields in the lists and refetches them', async () => {
    const client = seeded();
    const invalidate = jest.spyOn(client, 'invalidateQueries');
    const photo = new File(['bytes'], 'cup.gif', { type: 'image/gif' });

    const error = await update(client, { id: 7, changes: { rating: 5, notes: 'Better on day 10' }, photo });

    expect(error).toBeInstanceOf(PhotoNotSavedError);
    expect((error as PhotoNotSavedError).card).toEqual(saved);
    expect(client.getQueryData<CheckInListData>(ownKey)?.pages[0]?.items[0]).toEqual(saved);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ownKey });
  });

  it('says the details were saved but the photo was not', async () => {
    await update(seeded(), { id: 7, changes: { rating: 5 }, photo: 'remove' });

    expect(toast).toHaveBeenCalledWith({
      title: 'Failed to remove photo',
      description: 'The other details were saved. Photos must be JPEG, PNG or WebP images.',
      variant: 'destructive',
    });
  });
});
