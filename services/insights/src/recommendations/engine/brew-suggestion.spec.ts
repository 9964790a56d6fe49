import { suggestBrewMethod } from './brew-suggestion';
import type { PersonCheckIn } from './types';

const cup = (brewMethod: string, rating: number) => ({ brewMethod, rating }) as PersonCheckIn;

describe('suggestBrewMethod', () => {
  it("suggests the person's best-rated method for similar coffees", () => {
    expect(suggestBrewMethod([cup('Espresso', 3), cup('AeroPress', 5), cup('AeroPress', 4)], 'Drip')).toBe(
      'AeroPress',
    );
  });

  it('breaks ties by more check-ins, then name', () => {
    expect(suggestBrewMethod([cup('Espresso', 5), cup('AeroPress', 5), cup('AeroPress', 5)], 'Drip')).toBe(
      'AeroPress',
    );
    expect(suggestBrewMethod([cup('Espresso', 5), cup('AeroPress', 5)], 'Drip')).toBe('AeroPress');
  });

  it("falls back on the community's method without a well-rated one", () => {
    expect(suggestBrewMethod([cup('Espresso', 3), cup('AeroPress', 3.5)], 'Drip')).toBe('Drip');
    expect(suggestBrewMethod([], 'Drip')).toBe('Drip');
  });
});
