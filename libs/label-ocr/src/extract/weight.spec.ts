import { findWeights, weightOf } from './weight';

describe('weightOf', () => {
  it.each([
    ['Net wt 340 g / 12 oz', '340 g'],
    ['NET WT. 12 OZ (340g)', '340 g'],
    ['8.8 oz / 250 g', '250 g'],
    ['1kg', '1 kg'],
    ['1 KG Roasted 2026-10-05', '1 kg'],
    ['Net weight: 0,5 kg', '0.5 kg'],
    ['12 oz', '12 oz'],
    ['1 lb', '1 lb'],
    ['250 grams', '250 g'],
  ])('%s weighs %s', (text, weight) => {
    expect(weightOf(text)).toBe(weight);
  });

  it('finds nothing in altitudes, dates or varieties', () => {
    expect(weightOf('2,050m')).toBeNull();
    expect(weightOf('Roasted 26 JAN 2026')).toBeNull();
    expect(weightOf('SL28 & Ruiru 11')).toBeNull();
  });

  it('says where each weight is, so it can be taken out of the line', () => {
    expect(findWeights('Net wt 250 g')).toEqual([{ value: '250 g', index: 7, length: 5 }]);
  });
});
