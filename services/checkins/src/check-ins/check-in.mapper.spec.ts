import { roundCoordinate } from './check-in.mapper';

describe('roundCoordinate', () => {
  it.each([
    [52.520008, 52.52],
    [13.404954, 13.405],
    [-33.86882, -33.869],
    [-0.0004, 0],
    [90, 90],
  ])('%p → %p', (value, expected) => {
    expect(roundCoordinate(value)).toBe(expected);
  });
});
