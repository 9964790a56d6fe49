import type { UserProfileView } from '@crema/contracts/social/rest';
import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { profileKeys } from '@/lib/query-keys';
import { sessionQueryKey } from '@/lib/session';
import { CREATE_REFETCH_DELAY_MS, createMutationOptions } from './create-check-in';
import { checkInCard } from '@/testing/check-in-card';

const created = checkInCard();

const realFetch = global.fetch;

beforeEach(() => {
  jest.useFakeTimers();
  global.fetch = jest.fn(() => Promise.resolve(Response.json(created, { status: 201 })));
});

afterEach(() => {
  jest.useRealTimers();
});

afterAll(() => {
  global.fetch = realFetch;
});

describe('creating a check-in', () => {
  it("refetches the viewer's profile, whose check-in count went up, with the lists", async () => {
    const client = new QueryClient();
    client.setQueryData(sessionQueryKey, { username: 'ana' });
    client.setQueryData<Partial<UserProfileView>>(profileKeys.profile('ana'), { checkInsCount: 3 });

    await new MutationObserver(client, createMutationOptions(client)).mutate({
      body: { coffeeName: 'Kochere', roaster: 'Onyx', brewMethod: 'V60', rating: 4 },
      photo: null,
    });
    jest.advanceTimersByTime(CREATE_REFETCH_DELAY_MS);

    expect(client.getQueryState(profileKeys.profile('ana'))?.isInvalidated).toBe(true);
  });
});
