import { prefetchLoader, type PrefetchArgs } from './prefetch-loader';

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
