import { RATIO_RANGES, brewRatio, temperatureRanges, temperatureText } from './brew-ranges';

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
    const ranges = temperatureRanges('metric');
    expect(labelOf(ranges, 20)).toEqual(['<88°C']);
    expect(labelOf(ranges, 88)).toEqual(['88–92°C']);
    expect(labelOf(ranges, 96)).toEqual(['92–96°C']);
    expect(labelOf(ranges, 97)).toEqual(['>96°C']);
  });

  it('labels temperatures in °F for imperial readers, the bounds staying in °C', () => {
    expect(temperatureRanges('imperial').map((range) => range.label)).toEqual([
      '<190°F',
      '190–198°F',
      '198–205°F',
      '>205°F',
    ]);
    expect(labelOf(temperatureRanges('imperial'), 94)).toEqual(['198–205°F']);
    expect(temperatureText(94, 'imperial')).toBe('201°F');
    expect(temperatureText(94, 'metric')).toBe('94°C');
  });

  it('computes water ÷ dose only from positive values', () => {
    expect(brewRatio({ dose: 15, water: 240 })).toBe(16);
    expect(brewRatio({ dose: null, water: 240 })).toBeNull();
    expect(brewRatio({ dose: 0, water: 240 })).toBeNull();
  });
});
