import { tidyCase, tidyValue } from './text-case';

describe('tidyCase', () => {
  it('brings capitals back to title case and leaves mixed case alone', () => {
    expect(tidyCase('NORTHBOUND COFFEE ROASTERS')).toBe('Northbound Coffee Roasters');
    expect(tidyCase('HARBOUR & HILL ROASTERS')).toBe('Harbour & Hill Roasters');
    expect(tidyCase('KIAMABARA AA')).toBe('Kiamabara AA');
    expect(tidyCase('SL28 & RUIRU 11')).toBe('SL28 & Ruiru 11');
    expect(tidyCase('Gatomboya Reserve')).toBe('Gatomboya Reserve');
  });
});

describe('tidyValue', () => {
  it('trims separators and stray marks at the ends', () => {
    expect(tidyValue(' — Guji, Ethiopia ; ')).toBe('Guji, Ethiopia');
    expect(tidyValue('Copper Kettle Coffee Co.')).toBe('Copper Kettle Coffee Co.');
  });
});
