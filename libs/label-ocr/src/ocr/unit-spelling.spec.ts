import { correctUnitMisreadings } from './unit-spelling';

describe('correctUnitMisreadings', () => {
  it.each([
    ['Net wt 1 1b (454 g)', 'Net wt 1 lb (454 g)'],
    ['11b (454 g)', '1 lb (454 g)'],
    ['Net weight 1 Ib', 'Net weight 1 lb'],
    ['Net Wt. 12 0Z', 'Net Wt. 12 oz'],
    ['120z', '12 oz'],
    ['1,450 mas!', '1,450 masl'],
    ['2150 m.a.s.1,', '2150 m.a.s.l,'],
    ['Weight 250 9', 'Weight 250 g'],
    ['Weight 1 lb (454 9)', 'Weight 1 lb (454 g)'],
    ['200q', '200g'],
    ['5009', '500g'],
    ['3409/12 oz', '340g/12 oz'],
    ['4549g/1 lb', '454g/1 lb'],
    ['8.8 oz/250¢g', '8.8 oz/250g'],
    ['Netwt 1 kg', 'Net wt 1 kg'],
    ['Netwt340G/12 oz', 'Net wt 340G/12 oz'],
  ])('%s -> %s', (read, corrected) => {
    expect(correctUnitMisreadings(read)).toBe(corrected);
  });

  it('leaves words, years and plain numbers alone', () => {
    for (const text of ['Established 2009', 'Lot 1b', 'Roasted 19/09/2026', 'Grade 9', 'Netherlands', 'Ruiru 11']) {
      expect(correctUnitMisreadings(text)).toBe(text);
    }
  });
});
