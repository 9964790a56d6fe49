import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { lazyScreen, ScreenLoadError } from './lazy-screen';

function Greeting({ name }: { name: string }) {
  return createElement('p', null, `Hello, ${name}`);
}

const greeting = (load: () => Promise<typeof Greeting>) => lazyScreen('Greeting', load, 'Loading');

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

  it('reports a failed load as a ScreenLoadError, and loads again when asked again', async () => {
    let attempts = 0;
    const screen = greeting(() => {
      attempts += 1;
      return attempts === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(Greeting);
    });
    const failed = screen.preload();
    await expect(failed).rejects.toBeInstanceOf(ScreenLoadError);
    await expect(failed).rejects.toMatchObject({ cause: new Error('offline') });
    // Drawn after the failure (Back to the screen): its fallback while it tries again, not the error.
    expect(render(screen)).toBe('Loading');
    await expect(screen.preload()).resolves.toBe(Greeting);
    expect(render(screen)).toContain('<p>Hello, Ada</p>');
    expect(attempts).toBe(2);
  });
});
