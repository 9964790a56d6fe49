import { labelLines, looksLikeWords, splitSegments } from './label-lines';

describe('labelLines', () => {
  it('drops empty lines and border marks at the ends, and makes dashes and bullets plain', () => {
    expect(labelLines('{| Blue Heron Roastery\n\n| ALT\n2050–2400 MASL ;\ni Maragogipe |\nWashed • Light')).toEqual([
      'Blue Heron Roastery',
      'ALT',
      '2050-2400 MASL ;',
      'Maragogipe',
      'Washed · Light',
    ]);
  });

  it('keeps a leading amount ("1 KG") and a trailing grade ("Grade 1")', () => {
    expect(labelLines('1 KG Roasted 2026-10-05\nBombe Grade 1')).toEqual(['1 KG Roasted 2026-10-05', 'Bombe Grade 1']);
  });
});

describe('splitSegments', () => {
  it('splits at bullets, bars and lone marks but not inside a field', () => {
    expect(splitSegments('Fully Washed · Light Roast')).toEqual(['Fully Washed', 'Light Roast']);
    expect(splitSegments('Giling Basah | Full City Roast')).toEqual(['Giling Basah', 'Full City Roast']);
    expect(splitSegments('Washed - Light Roast')).toEqual(['Washed', 'Light Roast']);
    expect(splitSegments('Harbour & Hill Roasters')).toEqual(['Harbour & Hill Roasters']);
    expect(splitSegments('Pacamara / Batian')).toEqual(['Pacamara / Batian']);
  });
});

describe('looksLikeWords', () => {
  it('tells words from OCR noise', () => {
    expect(looksLikeWords('Northbound Coffee Roasters')).toBe(true);
    expect(looksLikeWords('Net wt 1 lb (454 g)')).toBe(true);
    expect(looksLikeWords('SR SBS BRIE TR Ee oS BACHE Ea')).toBe(false);
    expect(looksLikeWords('| ~ i')).toBe(false);
  });
});
