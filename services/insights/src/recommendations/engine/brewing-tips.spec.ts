import { brewingTipSchema } from '@crema/contracts/insights/recommendations';
import { brewingTips, strengthTip } from './brewing-tips';
import type { PersonCheckIn } from './types';
import { personCheckIn } from '../../../test/engine-builders';

const checkIn = personCheckIn;

const tips = (checkIns: PersonCheckIn[]) => brewingTips({ checkIns, preferredBrewMethod: null });

describe('brewingTips', () => {
  it('gives no tip without brew details or with too few', () => {
    expect(tips([checkIn({}), checkIn({ rating: 2 }), checkIn({ rating: 5 })])).toEqual([]);
    expect(
      tips([checkIn({ dose: 15, water: 240, rating: 5 }), checkIn({ dose: 15, water: 180, rating: 2 })]),
    ).toEqual([]);
  });

  it('finds the ratio of the best cups and compares it with the rest', () => {
    const result = tips([
      checkIn({ dose: 15, water: 240, rating: 5 }), // 16:1
      checkIn({ dose: 15, water: 245, rating: 5 }), // 16.3:1
      checkIn({ dose: 15, water: 235, rating: 4 }), // 15.7:1
      checkIn({ dose: 15, water: 180, rating: 2 }), // 12:1
      checkIn({ dose: 15, water: 300, rating: 3 }), // 20:1
    ]);
    expect(result).toEqual([
      {
        topic: 'ratio',
        title: 'Your best Pour Over cups are around 16:1',
        detail:
          'Pour Over brewed between 15:1 and 17.5:1 averages 4.7★ over 3 cups, against 2.5★ for your other 2 cups.',
      },
    ]);
    for (const tip of result) expect(brewingTipSchema.parse(tip)).toEqual(tip);
  });

  it('compares within one method, the one with the most data first', () => {
    const espresso = [
      checkIn({ brewMethod: 'Espresso', dose: 18, water: 36, rating: 5 }),
      checkIn({ brewMethod: 'Espresso', dose: 18, water: 37, rating: 5 }),
      checkIn({ brewMethod: 'Espresso', dose: 18, water: 54, rating: 2 }),
      checkIn({ brewMethod: 'Espresso', dose: 18, water: 27, rating: 3 }),
    ];
    // Pour-overs at 16:1 rated 3: mixed with the espressos they would hide the pattern.
    const pourOvers = [1, 2, 3].map(() => checkIn({ dose: 15, water: 240, rating: 3 }));
    expect(tips([...espresso, ...pourOvers]).map((tip) => tip.title)).toEqual([
      'Your best Espresso cups are around 2:1',
    ]);
  });

  it('says nothing when the best range is not better than the rest', () => {
    expect(
      tips([
        checkIn({ waterTemp: 93, rating: 5 }),
        checkIn({ waterTemp: 93, rating: 3 }),
        checkIn({ waterTemp: 93, rating: 3 }),
        checkIn({ waterTemp: 88, rating: 4 }),
      ]),
    ).toEqual([]);
    expect(tips([1, 2, 3].map(() => checkIn({ waterTemp: 93, rating: 4 })))).toEqual([]);
  });

  it('gives temperature and grind tips', () => {
    const result = tips([
      checkIn({ waterTemp: 94, grindSizeNumeric: 5, rating: 5 }),
      checkIn({ waterTemp: 93, grindSizeNumeric: 5.5, rating: 5 }),
      checkIn({ waterTemp: 88, grindSizeNumeric: 8, rating: 3 }),
      checkIn({ waterTemp: 86, grindSizeNumeric: 2, rating: 2 }),
    ]);
    expect(result).toEqual([
      {
        topic: 'temperature',
        title: 'Your best Pour Over cups are brewed around 94°C',
        detail: 'Pour Over brewed at 92–95°C averages 5★ over 2 cups, against 2.5★ for your other 2 cups.',
      },
      {
        topic: 'grind',
        title: 'Your best Pour Over cups use a Medium grind (around 5.5)',
        detail:
          'Pour Over ground at 4.5–6 on the grind scale averages 5★ over 2 cups, against 2.5★ for your other 2 cups.',
      },
    ]);
  });
});

describe('brewing tips for imperial readers', () => {
  it('writes temperatures in °F', () => {
    const checkIns = [
      checkIn({ waterTemp: 94, rating: 5 }),
      checkIn({ waterTemp: 93, rating: 5 }),
      checkIn({ waterTemp: 88, rating: 3 }),
      checkIn({ waterTemp: 86, rating: 2 }),
    ];
    expect(brewingTips({ checkIns, preferredBrewMethod: null, unit: 'imperial' })).toEqual([
      {
        topic: 'temperature',
        title: 'Your best Pour Over cups are brewed around 200°F',
        detail: 'Pour Over brewed at 198–203°F averages 5★ over 2 cups, against 2.5★ for your other 2 cups.',
      },
    ]);
  });
});

describe('brewing tips from the preferred strength', () => {
  const pourOvers = (...waters: number[]) =>
    waters.map((water) => checkIn({ dose: 15, water, rating: 4 }));

  it('asks a strong-coffee person brewing 17:1 for less water', () => {
    const result = brewingTips({
      checkIns: pourOvers(255, 255, 250),
      preferredBrewMethod: null,
      strength: 'strong',
    });
    expect(result).toEqual([
      {
        topic: 'ratio',
        title: 'For the strong coffee you prefer, brew Pour Over around 15:1',
        detail: 'Your Pour Over cups sit around 17:1 over 3 cups: less water or more coffee makes them stronger.',
      },
    ]);
    for (const tip of result) expect(brewingTipSchema.parse(tip)).toEqual(tip);
  });

  it('asks a light-coffee person brewing 14:1 for more water', () => {
    expect(strengthTip(pourOvers(210, 210, 215), 'light')?.detail).toBe(
      'Your Pour Over cups sit around 14:1 over 3 cups: more water or less coffee makes them lighter.',
    );
  });

  it('says nothing when the cups already match, with too few cups, for espresso, or without a strength', () => {
    expect(strengthTip(pourOvers(240, 245, 235), 'medium')).toBeNull();
    expect(strengthTip(pourOvers(255, 255), 'strong')).toBeNull();
    const espresso = [36, 36, 40].map((water) => checkIn({ brewMethod: 'Espresso', dose: 18, water, rating: 4 }));
    expect(strengthTip(espresso, 'light')).toBeNull();
    expect(brewingTips({ checkIns: pourOvers(255, 255, 250), preferredBrewMethod: null })).toEqual([]);
  });

  it("leaves the ratio to the person's own ratings when they say something", () => {
    const result = brewingTips({
      checkIns: [
        checkIn({ dose: 15, water: 240, rating: 5 }),
        checkIn({ dose: 15, water: 245, rating: 5 }),
        checkIn({ dose: 15, water: 235, rating: 4 }),
        checkIn({ dose: 15, water: 180, rating: 2 }),
        checkIn({ dose: 15, water: 300, rating: 3 }),
      ],
      preferredBrewMethod: null,
      strength: 'light',
    });
    expect(result.map((tip) => tip.title)).toEqual(['Your best Pour Over cups are around 16:1']);
  });
});
