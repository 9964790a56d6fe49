import { prefetchLoader, routePrefetcher, type PrefetchArgs } from './prefetch-loader';

const args: PrefetchArgs = { params: { id: '1' }, searchParams: new URLSearchParams('tab=photos') };

describe('prefetchLoader', () => {
  it('starts its requests and answers at once, without waiting for them', () => {
    let startedWith: PrefetchArgs | undefined;
    const prefetch = prefetchLoader((given) => {
      startedWith = given;
      return new Promise(() => undefined);
    });
    expect(prefetch(args)).toBeUndefined();
    expect(startedWith).toBe(args);
  });

  it('leaves a failed request to the screen: nothing is thrown or left unhandled', async () => {
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    try {
      expect(() => prefetchLoader(() => Promise.reject(new Error('offline')))(args)).not.toThrow();
      await new Promise((resolve) => setImmediate(resolve));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});

describe('routePrefetcher', () => {
  const started: string[] = [];
  const handle = (name: string) => ({
    prefetch: ({ params, searchParams }: PrefetchArgs) =>
      started.push(`${name} ${JSON.stringify(params)} ${searchParams.toString()}`),
  });
  const routes = [
    {
      handle: handle('layout'),
      children: [
        { path: '/users/:username', handle: handle('profile') },
        { path: '/search', handle: handle('search') },
        { path: '/about' },
      ],
    },
  ];

  beforeEach(() => started.splice(0));

  it("starts every matched route's prefetch with the path's parameters and the query", () => {
    routePrefetcher(routes)({ pathname: '/users/ana', search: '?tab=followers' });
    expect(started).toEqual([
      'layout {"username":"ana"} tab=followers',
      'profile {"username":"ana"} tab=followers',
    ]);
  });

  it('starts again for another path, not for a new search of the same path', () => {
    const prefetch = routePrefetcher(routes);
    prefetch({ pathname: '/users/ana', search: '' });
    prefetch({ pathname: '/users/ana', search: '?tab=followers' });
    prefetch({ pathname: '/users/bo', search: '' });
    prefetch({ pathname: '/search', search: '?q=kenya' });
    prefetch({ pathname: '/users/ana', search: '' });
    expect(started.filter((entry) => !entry.startsWith('layout'))).toEqual([
      'profile {"username":"ana"} ',
      'profile {"username":"bo"} ',
      'search {} q=kenya',
      'profile {"username":"ana"} ',
    ]);
  });

  it('starts nothing for a route without a prefetch or an unknown path', () => {
    const prefetch = routePrefetcher(routes);
    prefetch({ pathname: '/about', search: '' });
    prefetch({ pathname: '/nowhere', search: '' });
    expect(started).toEqual(['layout {} ']);
  });
});
