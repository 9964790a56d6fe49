import type { UserProfileView } from '@crema/contracts/social/rest';
import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { profileKeys } from '@/lib/query-keys';
import { sessionQueryKey } from '@/lib/session';
import { deleteMutationOptions } from './delete-check-in';

const realFetch = global.fetch;

beforeEach(() => {
  global.fetch = jest.fn(() => Promise.resolve(new Response(null, { status: 204 })));
});

afterAll(() => {
  global.fetch = realFetch;
});

describe('deleting a check-in', () => {
  it("refetches the viewer's profile, whose check-in count went down, and no one else's", async () => {
    const client = new QueryClient();
    client.setQueryData(sessionQueryKey, { username: 'ana' });
    client.setQueryData<Partial<UserProfileView>>(profileKeys.profile('ana'), { checkInsCount: 3 });
    client.setQueryData<Partial<UserProfileView>>(profileKeys.profile('ben'), { checkInsCount: 5 });

    await new MutationObserver(client, deleteMutationOptions(client)).mutate(7);

    expect(client.getQueryState(profileKeys.profile('ana'))?.isInvalidated).toBe(true);
    expect(client.getQueryState(profileKeys.profile('ben'))?.isInvalidated).toBe(false);
  });
});
