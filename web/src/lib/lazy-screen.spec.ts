import { createElement, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { lazyScreen } from './lazy-screen';

function Greeting({ name }: { name: string }) {
  return createElement('p', null, `Hello, ${name}`);
}

function render(screen: ReturnType<typeof lazyScreen<{ name: string }>>): string {
  return renderToString(
    createElement(Suspense, { fallback: 'Loading' }, createElement(screen.Screen, { name: 'Ada' })),
  );
}

describe('lazyScreen', () => {
  it('renders at once, without its fallback, once preloaded', async () => {
    const screen = lazyScreen('Greeting', () => Promise.resolve(Greeting));
    await expect(screen.preload()).resolves.toBe(Greeting);
    const html = render(screen);
    expect(html).toContain('<p>Hello, Ada</p>');
    expect(html).not.toContain('Loading');
  });

  it('suspends while its chunk is not loaded', () => {
    const screen = lazyScreen('Greeting', () => new Promise<typeof Greeting>(() => undefined));
    const html = render(screen);
    expect(html).toContain('Loading');
    expect(html).not.toContain('Hello');
  });

  it('lets a failed load be tried again', async () => {
    let attempts = 0;
    const screen = lazyScreen('Greeting', () => {
      attempts += 1;
      return attempts === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(Greeting);
    });
    await expect(screen.preload()).rejects.toThrow('offline');
    await expect(screen.preload()).resolves.toBe(Greeting);
    expect(render(screen)).toContain('<p>Hello, Ada</p>');
    // Loaded once: a later preload (each load of `/` asks) does not load it again.
    await screen.preload();
    expect(attempts).toBe(2);
  });
});
