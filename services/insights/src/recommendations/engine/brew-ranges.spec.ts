import { RATIO_RANGES, TEMPERATURE_RANGES, brewRatio } from './brew-ranges';

const labelOf = (ranges: typeof RATIO_RANGES, value: number) =>
  ranges.filter((r) => r.contains(value)).map((r) => r.label);

describe('brew ranges', () => {
  it('puts every ratio in exactly one range, boundaries in the middle ones', () => {
    expect(labelOf(RATIO_RANGES, 2)).toEqual(['<14:1']);
    expect(labelOf(RATIO_RANGES, 14)).toEqual(['14–16:1']);
    expect(labelOf(RATIO_RANGES, 16)).toEqual(['16–18:1']);
    expect(labelOf(RATIO_RANGES, 18)).toEqual(['16–18:1']);
    expect(labelOf(RATIO_RANGES, 18.01)).toEqual(['>18:1']);
  });

  it('puts every temperature in exactly one range', () => {
    expect(labelOf(TEMPERATURE_RANGES, 20)).toEqual(['<88°C']);
    expect(labelOf(TEMPERATURE_RANGES, 88)).toEqual(['88–92°C']);
    expect(labelOf(TEMPERATURE_RANGES, 96)).toEqual(['92–96°C']);
    expect(labelOf(TEMPERATURE_RANGES, 97)).toEqual(['>96°C']);
  });

  it('computes water ÷ dose only from positive values', () => {
    expect(brewRatio({ dose: 15, water: 240 })).toBe(16);
    expect(brewRatio({ dose: null, water: 240 })).toBeNull();
    expect(brewRatio({ dose: 0, water: 240 })).toBeNull();
  });
});
