import { compareText, listing, mean, round1, stars } from './numbers';

describe('numbers', () => {
  it('rounds to one decimal without negative zero', () => {
    expect(round1(4.25)).toBe(4.3);
    expect(round1(3.04)).toBe(3);
    expect(Object.is(round1(-0.01), 0)).toBe(true);
  });

  it('averages, and has no mean of nothing', () => {
    expect(mean([3, 4, 5])).toBe(4);
    expect(mean([])).toBeNull();
  });

  it('writes stars without a trailing .0', () => {
    expect(stars(5)).toBe('5★');
    expect(stars(4.46)).toBe('4.5★');
  });

  it('orders text by code unit and lists items in prose', () => {
    expect(['b', 'B', 'a'].sort(compareText)).toEqual(['B', 'a', 'b']);
    expect(listing([])).toBe('');
    expect(listing(['Fruity'])).toBe('Fruity');
    expect(listing(['Fruity', 'Floral'])).toBe('Fruity and Floral');
    expect(listing(['Fruity', 'Floral', 'Berry'])).toBe('Fruity, Floral and Berry');
  });
});
