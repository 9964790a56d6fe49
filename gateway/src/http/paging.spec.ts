import { nextLink } from './paging';

describe('nextLink', () => {
  it('keeps the request parameters, replaces the cursor and encodes every value', () => {
    expect(
      nextLink(
        '/api/check-ins',
        { feedType: 'discover', filter: 'nearby', limit: 20, lat: 48.85, lng: -2.5, cursor: 'old' },
        'eyJpZCI6MTB9',
      ),
    ).toBe(
      '</api/check-ins?feedType=discover&filter=nearby&limit=20&lat=48.85&lng=-2.5&cursor=eyJpZCI6MTB9>; rel="next"',
    );
  });

  it('leaves out parameters that were not given and encodes reserved characters', () => {
    expect(nextLink('/api/user/saved', { limit: 5, cursor: undefined }, 'a b&c>')).toBe(
      '</api/user/saved?limit=5&cursor=a+b%26c%3E>; rel="next"',
    );
  });
});
