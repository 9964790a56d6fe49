import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { lazyScreen, ScreenLoadError } from './lazy-screen';

function Greeting({ name }: { name: string }) {
  return createElement('p', null, `Hello, ${name}`);
}

const greeting = (load: () => Promise<typeof Greeting>) => lazyScreen('Greeting', load, 'Loading');

// On the server an error boundary does not catch: what the screen throws reaches the caller.
const render = (screen: ReturnType<typeof greeting>): string =>
  renderToString(createElement(screen.Screen, { name: 'Ada' }));

describe('lazyScreen', () => {
  it('renders at once, without its fallback, once preloaded', async () => {
    const screen = greeting(() => Promise.resolve(Greeting));
    await expect(screen.preload()).resolves.toBe(Greeting);
    const html = render(screen);
    expect(html).toContain('<p>Hello, Ada</p>');
    expect(html).not.toContain('Loading');
  });

  it('shows its fallback, without suspending, while its chunk is not loaded', () => {
    const screen = greeting(() => new Promise<typeof Greeting>(() => undefined));
    expect(render(screen)).toBe('Loading');
  });

  it('loads once however often it is asked', async () => {
    let attempts = 0;
    const screen = greeting(() => {
      attempts += 1;
      return new Promise((resolve) => setImmediate(() => resolve(Greeting)));
    });
    await Promise.all([screen.preload(), screen.preload()]);
    await screen.preload();
    expect(attempts).toBe(1);
  });

  it('hands a failed load to the error boundary, and lets it be tried again', async () => {
    let attempts = 0;
    const screen = greeting(() => {
      attempts += 1;
      return attempts === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(Greeting);
    });
    const failed = screen.preload();
    await expect(failed).rejects.toBeInstanceOf(ScreenLoadError);
    await expect(failed).rejects.toMatchObject({ cause: new Error('offline') });
    expect(() => render(screen)).toThrow('This page could not be loaded');
    await expect(screen.preload()).resolves.toBe(Greeting);
    expect(render(screen)).toContain('<p>Hello, Ada</p>');
    expect(attempts).toBe(2);
  });
});
