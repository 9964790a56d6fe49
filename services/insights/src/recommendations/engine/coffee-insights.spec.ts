import { coffeeInsightsSchema } from '@crema/contracts/insights/recommendations';
import { coffeeInsights } from './coffee-insights';
import { personCheckIn } from '../../../test/engine-builders';

const checkIn = personCheckIn;

const now = new Date('2025-06-20T08:00:00Z');

describe('coffeeInsights', () => {
  it('answers an empty tab for nobody’s check-ins', () => {
    const insights = coffeeInsights({ checkIns: [], preferredBrewMethod: 'V60' }, now);
    expect(insights).toMatchObject({
      favoriteBrewMethod: null,
      favoriteRoaster: null,
      averageRating: null,
      ratioVsRating: [],
      temperatureVsRating: [],
    });
    expect(insights.ratingTrend.map((m) => [m.month, m.name, m.averageRating, m.count])).toEqual([
      ['2025-01', 'Jan', null, 0],
      ['2025-02', 'Feb', null, 0],
      ['2025-03', 'Mar', null, 0],
      ['2025-04', 'Apr', null, 0],
      ['2025-05', 'May', null, 0],
      ['2025-06', 'Jun', null, 0],
    ]);
    expect(coffeeInsightsSchema.parse(insights)).toEqual(insights);
  });

  it('picks the favourite method and roaster by count, then average, then name', () => {
    const insights = coffeeInsights(
      {
        preferredBrewMethod: null,
        checkIns: [
          checkIn({ brewMethod: 'Espresso', rating: 3, roaster: 'Square Mile' }),
          checkIn({ brewMethod: 'Espresso', rating: 3, roaster: ' square mile' }),
          checkIn({ brewMethod: 'AeroPress', rating: 5, roaster: 'Square Mile' }),
          checkIn({ brewMethod: 'AeroPress', rating: 5, roaster: 'Tim Wendelboe' }),
          checkIn({ brewMethod: 'Drip', rating: 5, roaster: 'Tim Wendelboe' }),
          checkIn({ brewMethod: 'Drip', rating: 5, roaster: 'Tim Wendelboe' }),
        ],
      },
      now,
    );
    // AeroPress and Drip tie on count and average: the name decides.
    expect(insights.favoriteBrewMethod).toBe('AeroPress');
    // Three each; Tim Wendelboe's average is higher.
    expect(insights.favoriteRoaster).toBe('Tim Wendelboe');
    expect(insights.averageRating).toBe(4.3);
  });

  it('shows the most used spelling of a roaster', () => {
    const insights = coffeeInsights(
      {
        preferredBrewMethod: null,
        checkIns: [
          checkIn({ roaster: 'square mile' }),
          checkIn({ roaster: 'Square Mile' }),
          checkIn({ roaster: 'Square Mile ' }),
        ],
      },
      now,
    );
    expect(insights.favoriteRoaster).toBe('Square Mile');
  });

  it('trends the last six UTC months across a year boundary', () => {
    const insights = coffeeInsights(
      {
        preferredBrewMethod: null,
        checkIns: [
          checkIn({ rating: 5, createdAt: new Date('2025-02-28T23:59:59Z') }),
          checkIn({ rating: 2, createdAt: new Date('2025-02-01T00:00:00Z') }),
          checkIn({ rating: 4, createdAt: new Date('2024-10-31T23:59:59Z') }), // before the window
          checkIn({ rating: 3, createdAt: new Date('2024-11-01T00:00:00Z') }),
        ],
      },
      new Date('2025-03-31T23:00:00Z'),
    );
    expect(insights.ratingTrend.map((m) => [m.month, m.name, m.averageRating, m.count])).toEqual([
      ['2024-10', 'Oct', 4, 1],
      ['2024-11', 'Nov', 3, 1],
      ['2024-12', 'Dec', null, 0],
      ['2025-01', 'Jan', null, 0],
      ['2025-02', 'Feb', 3.5, 2],
      ['2025-03', 'Mar', null, 0],
    ]);
  });

  it('averages ratings per ratio and temperature range, non-empty ranges in order', () => {
    const insights = coffeeInsights(
      {
        preferredBrewMethod: null,
        checkIns: [
          checkIn({ dose: 15, water: 250, waterTemp: 94, rating: 5 }), // 16.7:1
          checkIn({ dose: 15, water: 240, waterTemp: 96, rating: 4 }), // 16:1
          checkIn({ dose: 18, water: 36, waterTemp: 93, rating: 3 }), // 2:1
          checkIn({ dose: 20, water: 400, waterTemp: 85, rating: 2 }), // 20:1
          checkIn({ dose: null, water: 250, waterTemp: null, rating: 1 }),
        ],
      },
      now,
    );
    expect(insights.ratioVsRating).toEqual([
      { range: '<14:1', averageRating: 3, count: 1 },
      { range: '16–18:1', averageRating: 4.5, count: 2 },
      { range: '>18:1', averageRating: 2, count: 1 },
    ]);
    expect(insights.temperatureVsRating).toEqual([
      { range: '<88°C', averageRating: 2, count: 1 },
      { range: '92–96°C', averageRating: 4, count: 3 },
    ]);
    expect(coffeeInsightsSchema.parse(insights)).toEqual(insights);
  });
});
