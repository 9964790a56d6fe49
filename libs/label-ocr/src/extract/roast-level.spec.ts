import { roastLevelOf, unlabelledRoastLevelOf } from './roast-level';

describe('roastLevelOf', () => {
  it.each([
    ['Light', 'Light'],
    ['light roast', 'Light'],
    ['Medium-Light', 'Medium-Light'],
    ['Light-Medium', 'Medium-Light'],
    ['Medium Light Roast', 'Medium-Light'],
    ['MED-LIGHT', 'Medium-Light'],
    ['Medium', 'Medium'],
    ['City', 'Medium'],
    ['Medium-Dark', 'Medium-Dark'],
    ['Full City', 'Medium-Dark'],
    ['Dark', 'Dark'],
    ['French Roast', 'Dark'],
  ])('%s is %s', (wording, level) => {
    expect(roastLevelOf(wording)).toBe(level);
  });

  it('names no level for other words', () => {
    expect(roastLevelOf('Espresso')).toBeNull();
  });

  it('needs the word "roast" in an unlabelled line, or "Morning Light" would be a roast level', () => {
    expect(unlabelledRoastLevelOf('Morning Light')).toBeNull();
    expect(unlabelledRoastLevelOf('Light Roast')).toBe('Light');
  });
});
