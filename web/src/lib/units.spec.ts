import { formatMeasure, fromMetric, toMetric, unitStep, unitSymbol } from './units';

describe('units', () => {
  it('keeps metric as stored', () => {
    expect(toMetric('metric', 'weight', 18.04)).toBe(18);
    expect(toMetric('metric', 'volume', 300.4)).toBe(300);
    expect(formatMeasure('metric', 'weight', 18)).toBe('18 g');
    expect(formatMeasure('metric', 'volume', 300)).toBe('300 ml');
    expect(formatMeasure('metric', 'temperature', 94)).toBe('94 °C');
  });

  it('reads stored metric values in ounces, fluid ounces and °F', () => {
    expect(fromMetric('imperial', 'weight', 18)).toBe(0.63);
    expect(fromMetric('imperial', 'volume', 300)).toBe(10.1);
    expect(fromMetric('imperial', 'temperature', 100)).toBe(212);
    expect(formatMeasure('imperial', 'weight', 28.3)).toBe('1 oz');
    expect(formatMeasure('imperial', 'volume', 296)).toBe('10 fl oz');
    expect(formatMeasure('imperial', 'temperature', 94)).toBe('201 °F');
  });

  it('stores imperial entries in metric at the contract precision (0.1 g, whole ml and °C)', () => {
    expect(toMetric('imperial', 'weight', 0.63)).toBe(17.9);
    expect(toMetric('imperial', 'volume', 10)).toBe(296);
    expect(toMetric('imperial', 'temperature', 212)).toBe(100);
    expect(toMetric('imperial', 'temperature', 200)).toBe(93);
    expect(Number.isInteger(toMetric('imperial', 'volume', 8.3))).toBe(true);
  });

  it('names each unit and its input step', () => {
    expect([
      unitSymbol('imperial', 'weight'),
      unitSymbol('imperial', 'volume'),
      unitSymbol('imperial', 'temperature'),
    ]).toEqual(['oz', 'fl oz', '°F']);
    expect(unitStep('metric', 'weight')).toBe(0.1);
    expect(unitStep('imperial', 'weight')).toBe(0.01);
    expect(unitStep('imperial', 'temperature')).toBe(1);
  });
});
