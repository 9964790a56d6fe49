import { certificationsIn, isCertificationMark } from './certifications';

describe('certificationsIn', () => {
  it('finds each mark by the catalogue name, in catalogue order', () => {
    expect(certificationsIn('Fairtrade · USDA ORGANIC\nSmithsonian Bird Friendly')).toEqual(['Organic', 'Fair Trade', 'Bird Friendly']);
    expect(certificationsIn('Rainforest Alliance Certified | Direct Trade')).toEqual(['Rainforest Alliance', 'Direct Trade']);
    expect(certificationsIn('Washed, Light Roast')).toEqual([]);
  });
});

describe('isCertificationMark', () => {
  it('is true only for a piece made of marks', () => {
    expect(isCertificationMark('EU Organic')).toBe(true);
    expect(isCertificationMark('Fair Trade Certified')).toBe(true);
    expect(isCertificationMark('Organic Ethiopia Guji')).toBe(false);
  });
});
