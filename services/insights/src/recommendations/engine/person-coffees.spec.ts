import { neutralRating, personCoffees } from './person-coffees';
import { personCheckIn } from '../../../test/engine-builders';

const checkIn = personCheckIn;

describe('personCoffees', () => {
  it('averages repeated check-ins of a coffee and keeps the latest, in key order', () => {
    const coffees = personCoffees([
      checkIn({ coffeeKey: 'b', rating: 2 }),
      checkIn({ coffeeKey: 'a', rating: 5, coffeeName: 'Old name', createdAt: new Date('2025-01-01Z') }),
      checkIn({ coffeeKey: 'a', rating: 4, coffeeName: 'New name', createdAt: new Date('2025-02-01Z') }),
    ]);
    expect(coffees.map((c) => [c.key, c.rating, c.checkIns, c.latest.coffeeName])).toEqual([
      ['a', 4.5, 2, 'New name'],
      ['b', 2, 1, 'Kochere'],
    ]);
  });

  it('puts neutral halfway between 3★ and the person average', () => {
    expect(neutralRating([])).toBe(3);
    expect(neutralRating(personCoffees([checkIn({ rating: 5 })]))).toBe(4);
  });
});
