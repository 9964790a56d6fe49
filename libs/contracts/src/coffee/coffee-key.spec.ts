import { coffeeKey, roasterKey } from './coffee-key';

describe('coffee and roaster keys', () => {
  it('ignore case, accents and spacing', () => {
    expect(roasterKey('  Café   Imports ')).toBe('cafe imports');
    expect(coffeeKey('Yirgacheffe  Kongá', 'SQUARE mile')).toBe(
      coffeeKey('yirgacheffe konga', 'Square Mile'),
    );
  });

  it('keep the name and the roaster apart', () => {
    expect(coffeeKey('a b', 'c')).not.toBe(coffeeKey('b', 'c a'));
    expect(coffeeKey('Espresso', 'North')).not.toBe(coffeeKey('Espresso', 'South'));
  });
});
