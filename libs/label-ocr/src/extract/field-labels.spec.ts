import { captionField, labelledValues } from './field-labels';

describe('labelledValues', () => {
  it.each([
    ['Origin: Ethiopia', 'origin', 'Ethiopia'],
    ['PROCESS — washed', 'processingMethod', 'washed'],
    ['Altitude 1,900-2,100 masl', 'altitude', '1,900-2,100 masl'],
    ['Net wt 340 g / 12 oz', 'weight', '340 g / 12 oz'],
    ['Netwt. 250g', 'weight', '250g'],
    ['Roasted on 2026-10-02', 'roastDate', '2026-10-02'],
    ['Roasted by Bramble & Bean', 'roaster', 'Bramble & Bean'],
    ['ALT.: 2,050m', 'altitude', '2,050m'],
    ['In the cup — Kombucha, Blueberry', 'flavorNotes', 'Kombucha, Blueberry'],
    ['Notes of jasmine & peach', 'flavorNotes', 'jasmine & peach'],
    ['Best before 14/02/2027', 'bestBefore', '14/02/2027'],
    ['Coffee: Kochere', 'coffeeName', 'Kochere'],
  ])('%s gives %s', (line, field, value) => {
    expect(labelledValues(line)).toEqual([{ field, value }]);
  });

  it('reads the further labels of a two-column line', () => {
    expect(labelledValues('ORIGIN: Ecuador ROAST LEVEL: Light')).toEqual([
      { field: 'origin', value: 'Ecuador' },
      { field: 'roastLevel', value: 'Light' },
    ]);
  });

  it('does not take a line that only starts with a word like a label for a labelled one', () => {
    expect(labelledValues('Coffee Collective')).toEqual([]);
    expect(labelledValues('Light Roast')).toEqual([]);
    expect(labelledValues('Hambela Washing Station')).toEqual([]);
  });
});

describe('captionField', () => {
  it('knows a caption line, even with a stray border mark after it', () => {
    expect(captionField('FLAVOUR NOTES')).toBe('flavorNotes');
    expect(captionField('ROAST PROFILE 1')).toBe('roastLevel');
    expect(captionField('Region:')).toBe('origin');
    expect(captionField('Region: Guji')).toBeNull();
  });
});
