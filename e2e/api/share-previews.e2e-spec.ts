import { createCheckIn, eventually, photoWithGps } from './support/check-ins';
import { ApiClient } from './support/http';
import { setPrivacy } from './support/social';
import { sharedSystem } from './support/system';
import { newUser, signedUpClient } from './support/users';

/** The content of `<meta property|name="…" content="…">` in a page, unescaped. */
function metaOf(html: string, key: string): string | undefined {
  const match = new RegExp(
    `<meta (?:property|name)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`,
  ).exec(html);
  return match?.[1]
    ?.replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

describe('link previews of shared check-ins and profiles (ADR 0020)', () => {
  const system = sharedSystem();

  const guest = () => new ApiClient(system.baseUrl);
  const page = async (path: string) => {
    const response = await guest().get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    return { html: response.text, csp: response.headers.get('content-security-policy') ?? '' };
  };

  it('answers /shared/{id} with Open Graph and Twitter tags, escaped, and a generated card without a photo', async () => {
    const { client, self } = await signedUpClient(system.baseUrl, newUser('maya'));
    const checkIn = await createCheckIn(client, {
      coffeeName: 'Ethiopia Guji <b>"Hambela"</b>',
      roaster: 'Onyx',
      rating: 4,
      tastingNotes: ['Berry', 'Floral'],
    });
    const { html, csp } = await page(`/shared/${checkIn.id}`);
    expect(metaOf(html, 'og:title')).toBe(
      `${self.username} checked in Ethiopia Guji <b>"Hambela"</b> by Onyx`,
    );
    expect(html).not.toContain('<b>"Hambela"</b>');
    expect(metaOf(html, 'og:description')).toContain('4/5');
    expect(metaOf(html, 'og:description')).toContain('Berry, Floral');
    expect(metaOf(html, 'og:type')).toBe('article');
    expect(metaOf(html, 'og:url')).toBe(`${system.baseUrl}/shared/${checkIn.id}`);
    expect(html).toContain(`<link rel="canonical" href="${system.baseUrl}/shared/${checkIn.id}" />`);
    expect(metaOf(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaOf(html, 'twitter:title')).toBe(metaOf(html, 'og:title'));
    const image = metaOf(html, 'og:image') ?? '';
    expect(image).toBe(`${system.baseUrl}/shared/${checkIn.id}/card.png`);
    expect(metaOf(html, 'twitter:image')).toBe(image);
    // The page is still the app, and its CSP still allows its inline script.
    expect(html).toContain('<div id="root"></div>');
    expect(csp).toMatch(/script-src[^;]*'sha256-/);

    const card = await fetch(image);
    expect(card.status).toBe(200);
    expect(card.headers.get('content-type')).toBe('image/png');
    const etag = card.headers.get('etag') ?? '';
    expect(
      Buffer.from(await card.arrayBuffer())
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');
    expect((await fetch(image, { headers: { 'if-none-match': etag } })).status).toBe(304);
  });

  it("uses the check-in's photo, as an absolute URL, when it has one", async () => {
    const { client } = await signedUpClient(system.baseUrl, newUser('photo'));
    const checkIn = await createCheckIn(
      client,
      { coffeeName: 'Kenya AA' },
      { bytes: await photoWithGps(800, 600) },
    );
    const { html } = await page(`/shared/${checkIn.id}`);
    expect(metaOf(html, 'og:image')).toBe(new URL(checkIn.photo ?? '', system.baseUrl).toString());
  });

  it('previews a private, deleted or malformed check-in as "Coffee Not Found", with nothing personal', async () => {
    const { client, self } = await signedUpClient(system.baseUrl, newUser('private'));
    const checkIn = await createCheckIn(client, { coffeeName: 'Secret Geisha', roaster: 'Hidden Roastery' });
    const gone = await createCheckIn(client, { coffeeName: 'Deleted Decaf' });
    expect((await client.delete(`/api/check-ins/${gone.id}`)).status).toBe(204);
    await setPrivacy(client, { profileVisibility: 'private' });
    // The checkins service learns of the new privacy through an event: wait for the share API to say so.
    await eventually(async () =>
      expect((await guest().get(`/api/shared-check-in/${checkIn.id}`)).status).toBe(404),
    );

    for (const path of [
      `/shared/${checkIn.id}`,
      `/shared/${gone.id}`,
      '/shared/abc',
      '/shared/99999999999',
    ]) {
      const { html } = await page(path);
      expect(metaOf(html, 'og:title')).toBe('Coffee Not Found');
      expect(metaOf(html, 'og:image')).toBe(`${system.baseUrl}/og/crema-card.png`);
      for (const secret of [self.username, 'Secret Geisha', 'Hidden Roastery', 'Deleted Decaf'])
        expect(html).not.toContain(secret);
    }
    expect((await fetch(`${system.baseUrl}/shared/${checkIn.id}/card.png`)).status).toBe(404);
    const generic = await fetch(`${system.baseUrl}/og/crema-card.png`);
    expect(generic.status).toBe(200);
    expect(generic.headers.get('content-type')).toBe('image/png');
  });

  it('previews a public profile with its counts, a private one with its name only, a missing one as not found', async () => {
    const open = await signedUpClient(system.baseUrl, newUser('open'));
    await open.client.patch('/api/user/settings', { bio: 'Pour-over & "espresso"' });
    await createCheckIn(open.client, { coffeeName: 'Colombia Huila' });
    // The profile's counts follow the check-in through an event.
    const shown = await eventually(async () => {
      const answer = await page(`/users/${open.self.username}`);
      expect(metaOf(answer.html, 'og:description')).toBe('1 check-in · 0 followers — Pour-over & "espresso"');
      return answer;
    });
    expect(metaOf(shown.html, 'og:title')).toBe(`${open.self.username} on Crema`);
    expect(metaOf(shown.html, 'og:type')).toBe('profile');
    expect(shown.html).toContain(
      `<link rel="canonical" href="${system.baseUrl}/users/${open.self.username}" />`,
    );

    const closed = await signedUpClient(system.baseUrl, newUser('closed'));
    await closed.client.patch('/api/user/settings', { bio: 'My secret bio' });
    await createCheckIn(closed.client, { coffeeName: 'Private Pacamara' });
    await setPrivacy(closed.client, { profileVisibility: 'private' });
    await eventually(async () =>
      expect((await guest().get(`/api/users/${closed.self.username}`)).body).toMatchObject({
        canView: false,
      }),
    );
    const hidden = await page(`/users/${closed.self.username}`);
    expect(metaOf(hidden.html, 'og:title')).toBe(`${closed.self.username} on Crema`);
    expect(metaOf(hidden.html, 'og:description')).toContain('private');
    expect(hidden.html).not.toContain('My secret bio');
    expect(hidden.html).not.toContain('Private Pacamara');
    expect(metaOf(hidden.html, 'og:description')).not.toMatch(/\d/);

    const missing = await page('/users/nobody_here_at_all');
    expect(metaOf(missing.html, 'og:title')).toBe('Coffee Not Found');
  });

  it('leaves other pages as they were', async () => {
    const { html } = await page('/search');
    expect(html).not.toContain('og:title');
    expect(html).not.toContain('rel="canonical"');
  });
});
