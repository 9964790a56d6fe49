import type { CheckInCard } from '@crema/contracts/checkins/check-in';
import type { UserProfileView } from '@crema/contracts/social/rest';
import { inlineScriptHashes } from '../web/spa-index';
import { checkInMeta, clip, injectMeta, notFoundMeta, profileMeta, renderMetaTags } from './page-meta';
import { cardSvg, CardRenderer } from './share-card';

const APP = 'https://crema.example';

const card: CheckInCard = {
  id: 42,
  userId: 7,
  username: 'maya',
  userAvatar: null,
  timestamp: '2026-11-25T10:00:00.000Z',
  location: 'Blue Bottle, Oakland',
  photo: null,
  photoThumbnail: null,
  coffeeName: 'Ethiopia Guji',
  roaster: 'Onyx',
  rating: 4,
  brewMethod: 'V60',
  roastLevel: null,
  coffeeType: null,
  tastingNotes: ['blueberry', 'jasmine'],
  notes: null,
  likesCount: 0,
  commentsCount: 0,
  isLiked: false,
  isSaved: false,
  brewDetails: null,
};

const profile: UserProfileView = {
  id: 7,
  username: 'maya',
  avatarUrl: '/media/avatars/a.webp',
  profileVisibility: 'public',
  canView: true,
  bio: 'Filter first.',
  checkInsCount: 12,
  followersCount: 1,
  followingCount: 3,
  isSelf: false,
  isFollowing: false,
  followsYou: false,
};

const INDEX = `<!doctype html><html><head><title>Crema</title><script>var a = 1;</script></head><body></body></html>`;

describe('link preview meta', () => {
  it('says who checked in which coffee, with rating and notes, and a generated card without a photo', () => {
    const meta = checkInMeta(card, APP);
    expect(meta.title).toBe('maya checked in Ethiopia Guji by Onyx');
    expect(meta.description).toContain('★★★★☆ 4/5');
    expect(meta.description).toContain('Tasting notes: blueberry, jasmine');
    expect(meta.image).toBe('https://crema.example/shared/42/card.png');
    expect(meta.url).toBe('https://crema.example/shared/42');
    expect(checkInMeta({ ...card, photo: '/media/p.webp' }, APP).image).toBe(
      'https://crema.example/media/p.webp',
    );
  });

  it('escapes every value, so no text can leave its attribute', () => {
    const hostile = { ...card, coffeeName: '"><script>alert(1)</script>', roaster: "O'Neil & <b>" };
    const tags = renderMetaTags(checkInMeta(hostile, APP));
    expect(tags).not.toContain('<script>');
    expect(tags).toContain('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(tags).toContain('O&#39;Neil &amp; &lt;b&gt;');
    expect(cardSvg({ ...hostile, rating: 4, username: 'x', tastingNotes: [] })).not.toContain('<script>');
  });

  it('shows counts and bio of a visible profile, nothing of a private one', () => {
    expect(profileMeta(profile, APP)).toMatchObject({
      title: 'maya on Crema',
      description: '12 check-ins · 1 follower — Filter first.',
      image: 'https://crema.example/media/avatars/a.webp',
      url: 'https://crema.example/users/maya',
    });
    const hidden = profileMeta(
      {
        ...profile,
        canView: false,
        bio: null,
        checkInsCount: null,
        followersCount: null,
        followingCount: null,
      },
      APP,
    );
    expect(hidden.description).toContain('private');
    expect(hidden.description).not.toMatch(/\d/);
    expect(hidden.image).toBe('https://crema.example/og/crema-card.png');
  });

  it('injects the tags before </head> and keeps the rest of the page, and so its CSP, as it was', () => {
    const html = injectMeta(INDEX, notFoundMeta(APP, '/shared/9'));
    expect(html).toContain('<meta property="og:title" content="Coffee Not Found" />');
    expect(html).toContain('<link rel="canonical" href="https://crema.example/shared/9" />');
    expect(html.replace(/\s*<(meta|link) [^>]*\/>/g, '').replace(/\s+<\/head>/, '</head>')).toBe(INDEX);
    expect(inlineScriptHashes(html)).toEqual(inlineScriptHashes(INDEX));
  });

  it('clips long text at a word', () => {
    expect(clip('one two three four five six', 14)).toBe('one two three…');
  });

  it('renders a card once per content', async () => {
    const renderer = new CardRenderer(2);
    const first = await renderer.render(null);
    expect(first.png.subarray(1, 4).toString()).toBe('PNG');
    expect(await renderer.render(null)).toBe(first);
    expect(renderer.size).toBe(1);
  });
});
