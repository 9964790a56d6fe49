import type { CheckInState } from '@crema/contracts/checkins/events';
import { toCheckInFact } from './check-in-fact';

const base: CheckInState = {
  id: 7,
  userId: 3,
  coffeeName: ' Kochere ',
  roaster: 'Café  Réveil',
  location: '  ',
  brewMethod: 'Espresso',
  roastLevel: 'Light',
  coffeeType: null,
  rating: 5,
  tastingNotes: ['Floral'],
  notes: null,
  photoUrl: null,
  brewDetails: null,
  latitude: null,
  longitude: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  hidden: false,
};

describe('toCheckInFact', () => {
  it('keys coffee, roaster, origin and place ignoring case, accents and spaces; a blank place is none', () => {
    const fact = toCheckInFact({ ...base, brewDetails: { coffeeOrigin: 'Éthiopia ' } });
    expect(fact.coffeeKey).toBe('cafe reveil\nkochere');
    expect(fact.roasterKey).toBe('cafe reveil');
    expect(fact.origin).toBe('Éthiopia');
    expect(fact.originKey).toBe('ethiopia');
    expect(fact.placeKey).toBeNull();
    expect(toCheckInFact({ ...base, location: 'Prufrock ' }).placeKey).toBe('prufrock');
  });

  it('calls a brew detailed only with dose, water, temperature, grind and time; an espresso with yield and pressure', () => {
    const full = { dose: 18, water: 36, waterTemp: 93, grindSizeNumeric: 2, brewTime: '00:28' };
    expect(toCheckInFact({ ...base, brewDetails: full }).detailed).toBe(true);
    expect(toCheckInFact({ ...base, brewDetails: { ...full, waterTemp: undefined } }).detailed).toBe(false);
    expect(toCheckInFact({ ...base, brewDetails: { totalBrewWeight: 36, pressure: 9 } }).espressoDetailed).toBe(
      true,
    );
    expect(
      toCheckInFact({ ...base, brewMethod: 'Pour Over', brewDetails: { totalBrewWeight: 36, pressure: 9 } })
        .espressoDetailed,
    ).toBe(false);
  });
});
