import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router';
import { onNewPath, prefetchLoader } from './prefetch-loader';

const revalidation = (from: string, to: string) =>
  ({
    currentUrl: new URL(from, 'http://crema.test'),
    nextUrl: new URL(to, 'http://crema.test'),
  }) as ShouldRevalidateFunctionArgs;

const loaderArgs = {
  request: new Request('http://crema.test/coffees/1'),
  params: { id: '1' },
} as unknown as LoaderFunctionArgs;

describe('prefetchLoader', () => {
  it('starts its requests and answers at once, without waiting for them', () => {
    let started = false;
    const loader = prefetchLoader(() => {
      started = true;
      return new Promise(() => undefined);
    });
    expect(loader(loaderArgs)).toBeNull();
    expect(started).toBe(true);
  });

  it('leaves a failed request to the screen: nothing is thrown or left unhandled', async () => {
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    try {
      expect(prefetchLoader(() => Promise.reject(new Error('offline')))(loaderArgs)).toBeNull();
      await new Promise((resolve) => setImmediate(resolve));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});

describe('onNewPath', () => {
  it('reruns a loader for another page of its route, not for a new tab or filter', () => {
    expect(onNewPath(revalidation('/users/ana', '/users/bo'))).toBe(true);
    expect(onNewPath(revalidation('/users/ana', '/users/ana?tab=followers'))).toBe(false);
    expect(onNewPath(revalidation('/friends?tab=followers', '/friends'))).toBe(false);
  });
});
